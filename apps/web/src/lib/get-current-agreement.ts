import { AGREEMENT_PATHS, type AgreementView, currentAgreementSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { currentClaims } from './session.ts';

/**
 * The agreement of the user's latest application, or null when none is open. In lib because home reads it for the
 * status screen and every page after approval for its step; they share one query key, so a step's change reaches
 * them all.
 */
export async function getCurrentAgreement(signal?: AbortSignal): Promise<AgreementView | null> {
  const answer = await apiRequest(AGREEMENT_PATHS.current, { signal, schema: currentAgreementSchema });
  return answer.agreement;
}

/** Asked only when there can be one (an approved application): `enabled` false skips the call. */
export function currentAgreementQueryOptions(
  userId: string | null = currentClaims()?.sub ?? null,
  enabled = true,
) {
  return queryOptions({
    queryKey: ['agreements', 'current', userId] as const,
    queryFn: userId === null || !enabled ? skipToken : ({ signal }) => getCurrentAgreement(signal),
  });
}

export function useCurrentAgreement(options: { enabled?: boolean } = {}) {
  return useQuery(currentAgreementQueryOptions(undefined, options.enabled ?? true));
}
