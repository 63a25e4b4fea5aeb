import { local } from '@sinar/client/storage';
import { createTokenStore, useStoredAccessToken } from '@sinar/client/token-store';
import type { AccessTokenClaims, LoginMethod, OrganizationType, TokenPair } from '@sinar/domain';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

/**
 * The session as the browser keeps it: the access and refresh tokens in local storage (spec 001 section 3:
 * accessToken and refreshToken). Logging in or out clears everything stored except the language (spec 000 section 4).
 *
 * This module is part of the landing page's first download, and a module's exports all land in the one chunk that
 * holds it: importing a zod schema here would put zod on the landing page (its 150 KB budget). The claims are
 * therefore checked by `isAccessTokenClaims`, which session.test.ts holds to the domain's `accessTokenClaimsSchema`.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** Fired on this tab's window whenever this tab stores or clears the session (other tabs get a `storage` event). */
export const SESSION_CHANGE_EVENT = 'sinar:session-change';

/** The customer's tokens, shared by the site's tabs. */
export const tokens = createTokenStore({
  storage: local,
  accessTokenKey: ACCESS_TOKEN_KEY,
  refreshTokenKey: REFRESH_TOKEN_KEY,
  changeEvent: SESSION_CHANGE_EVENT,
});

/** Where the time of the user's last action is kept, for the idle time-out of every tab. */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

export interface SessionState {
  readonly loggedIn: boolean;
  /** Who is logged in, from the access token: the redirect rules send a partner to the partner's home. */
  readonly organizationType?: OrganizationType;
}

export function getAccessToken(): string | null {
  return tokens.accessToken();
}

export function getRefreshToken(): string | null {
  return tokens.refreshToken();
}

export function isLoggedIn(): boolean {
  return getAccessToken() !== null;
}

export function currentSession(): SessionState {
  const token = getAccessToken();
  if (token === null) return { loggedIn: false };
  const organizationType = tokenSummary(token).organizationType;
  return organizationType ? { loggedIn: true, organizationType } : { loggedIn: true };
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

/** The JSON payload of a JWT, unchecked. Null when the token is missing or is not a JWT. */
export function readTokenPayload(token: string | null): Readonly<Record<string, unknown>> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * What the access token says of the user (id, name, kind of user...). Read, not verified: the server checks the
 * signature on every call, the browser only uses the claims to show the right screens. Null when the token is
 * missing or not one of ours.
 */
export function readClaims(token: string | null): AccessTokenClaims | null {
  const payload = readTokenPayload(token);
  return payload && isAccessTokenClaims(payload) ? payload : null;
}

export function currentClaims(): AccessTokenClaims | null {
  return readClaims(getAccessToken());
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec 000 and 001 section 4: a logged-in user lacking an id or a phone number (the `sub` and `username` claims) is
 * logged out with 'Session expired. Please login again.'. A token that cannot be read lacks both.
 */
export function hasUserIdentity(token: string | null): boolean {
  const payload = readTokenPayload(token);
  return payload !== null && nonEmpty(payload.sub) && nonEmpty(payload.username);
}

/**
 * The claims' enumerations, written out rather than imported: importing anything from the domain's auth module
 * would bring its zod schemas (and zod) into the landing page. `satisfies` keeps them to the domain's types, and
 * session.test.ts checks they list every value.
 */
export const TOKEN_ORGANIZATION_TYPES = [
  'INDIVIDUAL',
  'STAFF',
  'SME',
] as const satisfies readonly OrganizationType[];
export const TOKEN_LOGIN_METHODS = [
  'telecom',
  'conventional',
  'islamic',
  'staff',
  'partner',
] as const satisfies readonly LoginMethod[];
const ORGANIZATION_TYPE_VALUES: readonly string[] = TOKEN_ORGANIZATION_TYPES;
const LOGIN_METHOD_VALUES: readonly string[] = TOKEN_LOGIN_METHODS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown) => typeof value === 'string' && UUID.test(value);
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/** `accessTokenClaimsSchema` without zod (see the note at the top). */
export function isAccessTokenClaims(
  payload: Readonly<Record<string, unknown>>,
): payload is AccessTokenClaims {
  return (
    isUuid(payload.sub) &&
    isUuid(payload.sid) &&
    isNullableString(payload.email) &&
    typeof payload.organizationType === 'string' &&
    ORGANIZATION_TYPE_VALUES.includes(payload.organizationType) &&
    typeof payload.username === 'string' &&
    typeof payload.name === 'string' &&
    isNullableString(payload.latestApplicationDetailsId) &&
    typeof payload.loginMethod === 'string' &&
    LOGIN_METHOD_VALUES.includes(payload.loginMethod) &&
    Number.isInteger(payload.exp)
  );
}

/** What the header shows of the user, read without the claims schema (see the note at the top). */
export interface TokenSummary {
  readonly name: string | null;
  readonly organizationType: OrganizationType | null;
  readonly loginMethod: LoginMethod | null;
}

export function tokenSummary(token: string | null): TokenSummary {
  const payload = readTokenPayload(token);
  const { name, organizationType, loginMethod } = payload ?? {};
  return {
    name: nonEmpty(name) ? name.trim() : null,
    organizationType:
      typeof organizationType === 'string' && ORGANIZATION_TYPE_VALUES.includes(organizationType)
        ? (organizationType as OrganizationType)
        : null,
    loginMethod:
      typeof loginMethod === 'string' && LOGIN_METHOD_VALUES.includes(loginMethod)
        ? (loginMethod as LoginMethod)
        : null,
  };
}

/** Clears everything stored except the language: at login and at logout. */
export function clearStoredData(storage: Storage | null = safeLocalStorage()): void {
  if (!storage) return;
  const language = storage.getItem(LANGUAGE_STORAGE_KEY);
  storage.clear();
  if (language !== null) storage.setItem(LANGUAGE_STORAGE_KEY, language);
  tokens.announceChange();
}

/** Starts a session: stored data from before is cleared first, the language kept. */
export function storeSession(pair: TokenPair): void {
  clearStoredData();
  tokens.storeTokens(pair);
}

/** Keeps the tokens a refresh returned, touching nothing else. */
export function replaceTokens(pair: TokenPair): void {
  tokens.storeTokens(pair);
}

/** The stored access token, kept up to date across logins, logouts, refreshes and other tabs. */
export function useAccessToken(): string | null {
  return useStoredAccessToken(tokens);
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
