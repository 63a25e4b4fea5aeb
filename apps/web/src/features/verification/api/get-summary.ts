import { APPLICATION_PATHS, type ApplicationSummary, applicationSummarySchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getSummary(applicationId: string, signal?: AbortSignal): Promise<ApplicationSummary> {
  return apiRequest(APPLICATION_PATHS.summary(applicationId), { signal, schema: applicationSummarySchema });
}

export function applicationSummaryQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['application-summary', applicationId] as const,
    queryFn: ({ signal }) => getSummary(applicationId, signal),
  });
}

export function useApplicationSummary(applicationId: string) {
  return useQuery(applicationSummaryQueryOptions(applicationId));
}
