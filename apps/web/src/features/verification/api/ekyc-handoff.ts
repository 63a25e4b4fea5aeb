import { EKYC_PATHS, ekycHandoffClaimSchema, ekycHandoffSchema } from '@sinar/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST: a new single-use hand-off link for the QR code (logged-in applicant). */
export function createHandoff(sessionId: string, signal?: AbortSignal) {
  return apiRequest(EKYC_PATHS.handoff(sessionId), { method: 'POST', signal, schema: ekycHandoffSchema });
}

/** POST, no login: the phone claims the link once and gets a capture token for the session. */
export function claimHandoff(token: string, signal?: AbortSignal) {
  return apiRequest(EKYC_PATHS.claimHandoff(token), {
    method: 'POST',
    signal,
    schema: ekycHandoffClaimSchema,
  });
}

/** A new link for each round (the applicant asks for a fresh QR code), once per round, never kept. */
export function handoffLinkQueryOptions(sessionId: string, round: number) {
  return queryOptions({
    queryKey: ['ekyc-handoff', sessionId, round] as const,
    queryFn: ({ signal }) => createHandoff(sessionId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** Where the phone keeps what the claim gave it: a reload must not claim the single-use link a second time. */
export const HANDOFF_STORAGE_KEY = 'ekycHandoff';

export interface StoredHandoff {
  readonly token: string;
  readonly sessionId: string;
  readonly captureToken: string;
  readonly expiresAt: string;
}

function storedHandoff(token: string): StoredHandoff | null {
  try {
    const value = JSON.parse(
      window.sessionStorage.getItem(HANDOFF_STORAGE_KEY) ?? 'null',
    ) as StoredHandoff | null;
    return value && value.token === token && Date.parse(value.expiresAt) > Date.now() ? value : null;
  } catch {
    return null;
  }
}

/** The phone's claim of a link: made once, then read from session storage (with the claim's language, if new). */
export function handoffClaimQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['ekyc-claim', token] as const,
    queryFn: async ({ signal }): Promise<StoredHandoff & { language?: string }> => {
      const kept = storedHandoff(token);
      if (kept) return kept;
      const claimed = await claimHandoff(token, signal);
      const value: StoredHandoff = { token, ...claimed };
      window.sessionStorage.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(value));
      return { ...value, language: claimed.language };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
