import { EKYC_PATHS, ekycHandoffClaimSchema, ekycHandoffSchema } from '@sinar/domain';
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
