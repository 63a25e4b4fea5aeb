import {
  currentSmeAgreementSchema,
  SME_AGREEMENT_PATHS,
  type SmeAgreementStep,
  type SmeAgreementView,
  smeAgreementStepSchema,
} from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentClaims } from '../../../lib/session.ts';

/** The agreement of the SME partner's or staff member's latest approved application, or null (docs/decisions/063). */
export async function getCurrentSmeAgreement(signal?: AbortSignal): Promise<SmeAgreementView | null> {
  const answer = await apiRequest(SME_AGREEMENT_PATHS.current, { signal, schema: currentSmeAgreementSchema });
  return answer.agreement;
}

/** The key every user's current SME agreement starts with: a step's change reads it again. */
export const CURRENT_SME_AGREEMENT_KEY = ['agreements', 'sme', 'current'] as const;

export function currentSmeAgreementQueryOptions(userId: string | null = currentClaims()?.sub ?? null) {
  return queryOptions({
    queryKey: [...CURRENT_SME_AGREEMENT_KEY, userId] as const,
    queryFn: ({ signal }) => getCurrentSmeAgreement(signal),
  });
}

export function useCurrentSmeAgreement() {
  return useQuery(currentSmeAgreementQueryOptions());
}

/** The SME agreement's step list and history, as `smeAgreementStep/id/{id}` answers them. */
export function smeAgreementStepQueryOptions(agreementId: string) {
  return queryOptions({
    queryKey: ['agreements', 'sme', 'step', agreementId] as const,
    queryFn: ({ signal }): Promise<SmeAgreementStep> =>
      apiRequest(SME_AGREEMENT_PATHS.step(agreementId), { signal, schema: smeAgreementStepSchema }),
  });
}

export function useSmeAgreementStep(agreementId: string) {
  return useQuery(smeAgreementStepQueryOptions(agreementId));
}
