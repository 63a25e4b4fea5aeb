import { APPLICATION_PATHS, type ApplicationSummary, applicationSummarySchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getSummary(applicationId: string, signal?: AbortSignal): Promise<ApplicationSummary> {
  return apiRequest(APPLICATION_PATHS.summary(applicationId), { signal, schema: applicationSummarySchema });
}

export function useApplicationSummary(applicationId: string) {
  return useQuery({
    queryKey: ['application-summary', applicationId],
    queryFn: ({ signal }) => getSummary(applicationId, signal),
  });
}
