import { type OfficerSmeApplication, officerSmeApplicationSchema, SME_BACKOFFICE_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The SME or staff application as an officer sees it, with what this officer may decide now. */
export function getSmeApplication(id: string, signal?: AbortSignal): Promise<OfficerSmeApplication> {
  return apiRequest(SME_BACKOFFICE_PATHS.application(id), { signal, schema: officerSmeApplicationSchema });
}

export function smeApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['smeApplication', id] as const,
    queryFn: ({ signal }) => getSmeApplication(id, signal),
  });
}

export function useSmeApplication(id: string) {
  return useQuery(smeApplicationQueryOptions(id));
}
