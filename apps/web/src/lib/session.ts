import { type KeyValueStorage, local } from './storage.ts';

/**
 * The applicant's session as the browser sees it. Log-in arrives with the accounts issue; until then a session is
 * simply an access token in local storage (spec 001 section 4: accessToken and refreshToken).
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface SessionState {
  readonly loggedIn: boolean;
}

export function getAccessToken(storage: KeyValueStorage = local): string | null {
  const token = storage.getItem(ACCESS_TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function isLoggedIn(storage: KeyValueStorage = local): boolean {
  return getAccessToken(storage) !== null;
}

export function currentSession(storage: KeyValueStorage = local): SessionState {
  return { loggedIn: isLoggedIn(storage) };
}
