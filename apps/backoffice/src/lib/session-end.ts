import { type KeyValueStorage, tab } from '@sinar/client/storage';

/**
 * Why the last session of this tab ended, for the notice on the login page: the officer logged out, was idle for
 * 15 minutes, logged out in another tab, or the session expired (the server refused to renew it).
 */
export const SESSION_END_REASONS = ['loggedOut', 'idle', 'elsewhere', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SESSION_END_KEY = 'backoffice.sessionEnd';

export function noteSessionEnd(reason: SessionEndReason, storage: KeyValueStorage = tab): void {
  storage.setItem(SESSION_END_KEY, reason);
}

export function readSessionEnd(storage: KeyValueStorage = tab): SessionEndReason | null {
  const value = storage.getItem(SESSION_END_KEY);
  return (SESSION_END_REASONS as readonly (string | null)[]).includes(value)
    ? (value as SessionEndReason)
    : null;
}

/** Forgets the reason once the login page has shown it (or a new session started). */
export function forgetSessionEnd(storage: KeyValueStorage = tab): void {
  storage.removeItem(SESSION_END_KEY);
}
