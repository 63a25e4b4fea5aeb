import { accessTokenClaimsSchema, LOGIN_METHODS, ORGANIZATION_TYPES } from '@sinar/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  clearStoredData,
  currentSession,
  hasUserIdentity,
  isAccessTokenClaims,
  REFRESH_TOKEN_KEY,
  readClaims,
  replaceTokens,
  SESSION_CHANGE_EVENT,
  storeSession,
  TOKEN_LOGIN_METHODS,
  TOKEN_ORGANIZATION_TYPES,
  tokenSummary,
} from './session.ts';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token as the server signs it; the browser never checks the signature. */
function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

const CLAIMS = {
  sub: '4d5e6f70-0000-4000-8000-000000000001',
  sid: '4d5e6f70-0000-4000-8000-000000000002',
  email: 'aisyah@example.com',
  organizationType: 'INDIVIDUAL',
  username: '0123000001',
  name: 'Aisyah binti Ahmad',
  latestApplicationDetailsId: null,
  loginMethod: 'islamic',
  exp: 1_900_000_000,
};

describe('the claims check without zod', () => {
  it("lists the domain's organisation types and login methods", () => {
    expect([...TOKEN_ORGANIZATION_TYPES].sort()).toEqual([...ORGANIZATION_TYPES].sort());
    expect([...TOKEN_LOGIN_METHODS].sort()).toEqual([...LOGIN_METHODS].sort());
  });

  it.each([
    ['complete claims', {}],
    ['no email', { email: null }],
    ['a latest application', { latestApplicationDetailsId: 'APP-1' }],
    ['a partner', { organizationType: 'SME', loginMethod: 'partner' }],
    ['no user id', { sub: undefined }],
    ['a user id that is no uuid', { sub: 'user-1' }],
    ['no session id', { sid: undefined }],
    ['an unknown kind of user', { organizationType: 'ADMIN' }],
    ['an unknown login method', { loginMethod: 'google' }],
    ['a numeric username', { username: 123 }],
    ['no name', { name: undefined }],
    ['an email that is a number', { email: 5 }],
    ['no expiry', { exp: undefined }],
    ['a fractional expiry', { exp: 1.5 }],
    ['an expiry in a string', { exp: '1900000000' }],
  ])('agrees with accessTokenClaimsSchema on %s', (_case, change) => {
    const payload = { ...CLAIMS, ...change };
    expect(isAccessTokenClaims(payload)).toBe(accessTokenClaimsSchema.safeParse(payload).success);
  });
});

describe('the stored session', () => {
  it('reads the claims of a token, names in any script', () => {
    const token = fakeToken({ ...CLAIMS, name: 'Siti Nur’ain' });
    expect(readClaims(token)).toMatchObject({
      sub: CLAIMS.sub,
      name: 'Siti Nur’ain',
      loginMethod: 'islamic',
    });
    expect(tokenSummary(token)).toEqual({
      name: 'Siti Nur’ain',
      organizationType: 'INDIVIDUAL',
      loginMethod: 'islamic',
    });
    expect(readClaims('not-a-token')).toBeNull();
    expect(tokenSummary(null)).toEqual({ name: null, organizationType: null, loginMethod: null });
  });

  it.each([
    ['the user id', { sub: undefined }],
    ['the phone number (username)', { username: '' }],
    ['both', { sub: '', username: undefined }],
  ])('finds a token lacking %s not to identify a user', (_what, change) => {
    expect(hasUserIdentity(fakeToken({ ...CLAIMS, ...change }))).toBe(false);
  });

  it('finds a complete token, and nothing else, to identify a user', () => {
    expect(hasUserIdentity(fakeToken(CLAIMS))).toBe(true);
    expect(hasUserIdentity('token')).toBe(false);
    expect(hasUserIdentity(null)).toBe(false);
  });

  it('clears everything but the language at login, and tells the page', () => {
    window.localStorage.setItem('lang', 'ms');
    window.localStorage.setItem('draft', 'x');
    const listener = vi.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, listener);
    storeSession({ accessToken: fakeToken(CLAIMS), refreshToken: 'r1' });
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    expect(window.localStorage.getItem('draft')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('ms');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(currentSession()).toEqual({ loggedIn: true, organizationType: 'INDIVIDUAL' });
    expect(listener).toHaveBeenCalled();
  });

  it('replaces only the tokens after a refresh', () => {
    storeSession({ accessToken: 'a1', refreshToken: 'r1' });
    window.localStorage.setItem('draft', 'x');
    replaceTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
    expect(window.localStorage.getItem('draft')).toBe('x');
  });

  it('clears everything but the language at logout', () => {
    window.localStorage.setItem('lang', 'en');
    storeSession({ accessToken: 'a1', refreshToken: 'r1' });
    clearStoredData();
    expect(Object.keys(window.localStorage)).toEqual(['lang']);
    expect(currentSession()).toEqual({ loggedIn: false });
  });
});
