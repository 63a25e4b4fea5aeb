import { currentSmeAgreementSchema, SME_AGREEMENT_PATHS, type SmeAgreementView } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentClaims } from '../../../lib/session.ts';

/** The agreement of the SME partner's or staff member's latest approved application, or null (docs/decisions/063). */
export async function getCurrentSmeAgreement(signal?: AbortSignal): Promise<SmeAgreementView | null> {
  const answer = await apiRequest(SME_AGREEMENT_PATHS.current, { signal, schema: currentSmeAgreementSchema });
  return answer.agreement;
}

export function currentSmeAgreementQueryOptions(userId: string | null = currentClaims()?.sub ?? null) {
  return queryOptions({
    queryKey: ['agreements', 'sme', 'current', userId] as const,
    queryFn: ({ signal }) => getCurrentSmeAgreement(signal),
  });
}

export function useCurrentSmeAgreement() {
  return useQuery(currentSmeAgreementQueryOptions());
}
