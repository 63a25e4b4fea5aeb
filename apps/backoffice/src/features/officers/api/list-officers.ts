import { BACKOFFICE_PATHS, type Officer, officerSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export function listOfficers(signal?: AbortSignal): Promise<Officer[]> {
  return apiRequest(BACKOFFICE_PATHS.officers, { signal, schema: z.array(officerSchema) });
}

export function useOfficers() {
  return useQuery(officersQueryOptions());
}

export function officersQueryOptions() {
  return queryOptions({ queryKey: ['officers'] as const, queryFn: ({ signal }) => listOfficers(signal) });
}
