import { AGREEMENT_BACKOFFICE_PATHS, type OfficerAgreement, officerAgreementSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One agreement as an officer sees it, with the moves this officer may take now (each view is audited). */
export function getAgreement(id: string, signal?: AbortSignal): Promise<OfficerAgreement> {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.agreement(id), { signal, schema: officerAgreementSchema });
}

export function agreementQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['agreements', 'one', id] as const,
    queryFn: ({ signal }) => getAgreement(id, signal),
  });
}

export function useAgreement(id: string) {
  return useQuery(agreementQueryOptions(id));
}
