import { EKYC_PATHS, type EkycSession, ekycSessionSchema } from '@sinar/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accessHeaders, type EkycAccess } from './ekyc-access.ts';

/** POST opens the application's session, or reopens it after a retry. */
export function openEkycSession(applicationId: string, signal?: AbortSignal): Promise<EkycSession> {
  return apiRequest(EKYC_PATHS.session(applicationId), { method: 'POST', signal, schema: ekycSessionSchema });
}

/** GET where the application's session stands. */
export function readEkycSession(applicationId: string, signal?: AbortSignal): Promise<EkycSession> {
  return apiRequest(EKYC_PATHS.session(applicationId), { signal, schema: ekycSessionSchema });
}

/**
 * Where the application's e-KYC session stands, as the computer sees it. The identity page opens the session with
 * a POST into the same key (`openEkycSession`), and polling writes each newer state there.
 */
export function ekycSessionQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['ekyc-session', applicationId] as const,
    queryFn: ({ signal }) => readEkycSession(applicationId, signal),
  });
}

/** GET the session as a hand-off's phone sees it, with its capture token. */
export function readHandoffSession(sessionId: string, access: EkycAccess, signal?: AbortSignal) {
  return apiRequest(EKYC_PATHS.handoffSession(sessionId), {
    signal,
    schema: ekycSessionSchema,
    headers: accessHeaders(access),
  });
}

/** The session as the phone sees it, once the link is claimed. */
export function handoffSessionQueryOptions(sessionId: string | null, access: EkycAccess | null) {
  return queryOptions({
    queryKey: ['ekyc-handoff-session', sessionId] as const,
    queryFn:
      sessionId === null || access === null
        ? skipToken
        : ({ signal }) => readHandoffSession(sessionId, access, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST: the three captures are in, the provider starts checking. */
export function submitEkyc(sessionId: string, access: EkycAccess): Promise<unknown> {
  return apiRequest(EKYC_PATHS.submit(sessionId), { method: 'POST', headers: accessHeaders(access) });
}

/** A verdict the applicant moves on with. */
export function isDecided(session: EkycSession): boolean {
  return session.state === 'PASSED' || session.state === 'RETRY' || session.state === 'FAILED';
}

/** How often a session being checked is asked again. */
export const EKYC_POLL_MS = 1_500;
