import { BACKOFFICE_PATHS, type Officer, officerListSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function listOfficers(signal?: AbortSignal): Promise<Officer[]> {
  return apiRequest(BACKOFFICE_PATHS.officers, { signal, schema: officerListSchema });
}

export function useOfficers() {
  return useQuery(officersQueryOptions());
}

export function officersQueryOptions() {
  return queryOptions({ queryKey: ['officers'] as const, queryFn: ({ signal }) => listOfficers(signal) });
}
