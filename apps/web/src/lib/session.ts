import { type AccessTokenClaims, accessTokenClaimsSchema, type TokenPair } from '@sinar/domain';
import { LANGUAGE_STORAGE_KEY } from './language.ts';
import { type KeyValueStorage, local } from './storage.ts';

/**
 * The session as the browser keeps it: the access and refresh tokens in local storage (spec 001 section 3:
 * accessToken and refreshToken). Logging in or out clears everything stored except the language (spec 000 section 4).
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

export function getRefreshToken(storage: KeyValueStorage = local): string | null {
  const token = storage.getItem(REFRESH_TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function isLoggedIn(storage: KeyValueStorage = local): boolean {
  return getAccessToken(storage) !== null;
}

export function currentSession(storage: KeyValueStorage = local): SessionState {
  return { loggedIn: isLoggedIn(storage) };
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * What the access token says of the user (id, name, kind of user...). Read, not verified: the server checks the
 * signature on every call, the browser only uses the claims to show the right screens. Null when the token is
 * missing or not one of ours.
 */
export function readClaims(token: string | null): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function currentClaims(storage: KeyValueStorage = local): AccessTokenClaims | null {
  return readClaims(getAccessToken(storage));
}

/** Clears everything stored except the language: at login and at logout. */
export function clearStoredData(storage: Storage | null = safeLocalStorage()): void {
  if (!storage) return;
  const language = storage.getItem(LANGUAGE_STORAGE_KEY);
  storage.clear();
  if (language !== null) storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** Starts a session: stored data from before is cleared first, the language kept. */
export function storeSession(tokens: TokenPair, storage: KeyValueStorage = local): void {
  clearStoredData();
  storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

/** Keeps the tokens a refresh returned, touching nothing else. */
export function replaceTokens(tokens: TokenPair, storage: KeyValueStorage = local): void {
  storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
