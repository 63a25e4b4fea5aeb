import { ApiError } from '@sinar/client/api-error';
import { OFFICER_AUTH_PATHS } from '@sinar/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { officer } from '../test/fixtures.ts';
import { installApiAuthentication, REFRESH_LOCK_NAME } from './api-authentication.ts';
import { apiRequest, setApiAuthentication } from './api-client.ts';
import { i18n, initI18n } from './i18n.ts';
import {
  ACCESS_TOKEN_KEY,
  getAccessToken,
  getRefreshToken,
  REFRESH_TOKEN_KEY,
  storeSession,
} from './session.ts';

const QUEUES = '/sinar/admin/api/v1.0/queues';
const expired = { status: 401, body: { message: 'Your session has expired.' } };

/** An API whose calls want 'access-2', the token the refresh hands out. */
function apiWantingRenewedToken(refresh: () => { status: number; body: unknown }) {
  return fakeApi({
    [`POST ${OFFICER_AUTH_PATHS.refresh}`]: refresh,
    [`GET ${QUEUES}`]: (request) =>
      request.authorization === 'Bearer access-2' ? { status: 200, body: { ok: true } } : expired,
  });
}

describe('the officer session in API calls', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
  });
  afterEach(() => setApiAuthentication(null));

  it('sends the officer token, the language as a header and as ?lang=', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    const api = fakeApi({ [`GET ${QUEUES}`]: { status: 200, body: {} } });
    await apiRequest(QUEUES);
    expect(api.sent[0]).toMatchObject({ authorization: 'Bearer access-1', acceptLanguage: 'en' });
    expect(api.sent[0]?.query.get('lang')).toBe('en');
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const onSessionEnded = vi.fn();
    installApiAuthentication({ onSessionEnded });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    const api = apiWantingRenewedToken(() => ({
      status: 200,
      body: { accessToken: 'access-2', refreshToken: 'refresh-2' },
    }));

    await expect(apiRequest(QUEUES)).resolves.toEqual({ ok: true });

    expect(api.to(QUEUES).map((request) => request.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(api.to(OFFICER_AUTH_PATHS.refresh).map((request) => request.body)).toEqual([
      { refreshToken: 'refresh-1' },
    ]);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    // The officer's tokens live in this tab only.
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("refreshes under the back office's Web Lock, so that tabs refresh one at a time", async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    apiWantingRenewedToken(() => ({
      status: 200,
      body: { accessToken: 'access-2', refreshToken: 'refresh-2' },
    }));
    await expect(apiRequest(QUEUES)).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
  });

  it('shares one refresh between calls that fail together: a rotated token is never used twice', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    const api = apiWantingRenewedToken(() => ({
      status: 200,
      body: { accessToken: 'access-2', refreshToken: 'refresh-2' },
    }));
    await Promise.all([apiRequest(QUEUES), apiRequest(QUEUES), apiRequest(QUEUES)]);
    expect(api.to(OFFICER_AUTH_PATHS.refresh)).toHaveLength(1);
  });

  it('ends the session when the server refuses the refresh, and retries nothing', async () => {
    const onSessionEnded = vi.fn();
    installApiAuthentication({ onSessionEnded });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    const api = apiWantingRenewedToken(() => ({ status: 401, body: { message: 'Session ended.' } }));

    const failure = apiRequest(QUEUES);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Your session has expired.' });

    expect(api.to(QUEUES)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot be reached: the officer may try again', async () => {
    const onSessionEnded = vi.fn();
    installApiAuthentication({ onSessionEnded });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    apiWantingRenewedToken(() => ({ status: 503, body: { message: 'Unavailable' } }));
    await expect(apiRequest(QUEUES)).rejects.toMatchObject({ status: 401 });
    expect(getRefreshToken()).toBe('refresh-1');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends no token on a public call', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: officer() });
    const api = fakeApi({ 'GET /public': { status: 200, body: [] } });
    await apiRequest('/public', { anonymous: true });
    expect(api.sent[0]?.authorization).toBeNull();
  });

  it("shows the server's message as it came, or says what failed", async () => {
    fakeApi({
      'GET /refused': { status: 409, body: { message: 'Permohonan ini telah diputuskan.' } },
      'GET /broken': { status: 500, body: '' },
    });
    await expect(apiRequest('/refused')).rejects.toMatchObject({
      message: 'Permohonan ini telah diputuskan.',
    });
    await expect(apiRequest('/broken')).rejects.toMatchObject({ message: 'Operation failed: 500' });
  });
});
