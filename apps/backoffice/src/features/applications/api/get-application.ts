import { BACKOFFICE_PATHS, type OfficerApplication, officerApplicationSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The application as an officer sees it, with what this officer may decide now. */
export function getApplication(id: string, signal?: AbortSignal): Promise<OfficerApplication> {
  return apiRequest(BACKOFFICE_PATHS.application(id), { signal, schema: officerApplicationSchema });
}

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['application', id] as const,
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}
