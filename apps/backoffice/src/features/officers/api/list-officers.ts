import { BACKOFFICE_PATHS, type Officer, officerSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const officersKey = ['officers'] as const;

export function listOfficers(signal?: AbortSignal): Promise<Officer[]> {
  return apiRequest(BACKOFFICE_PATHS.officers, { signal, schema: z.array(officerSchema) });
}

export function useOfficers() {
  return useQuery({ queryKey: officersKey, queryFn: ({ signal }) => listOfficers(signal) });
}
