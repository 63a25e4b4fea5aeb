import { AUTH_PATHS } from '@sinar/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installApiAuthentication, REFRESH_LOCK_NAME } from './api-authentication.ts';
import { apiRequest, setApiAuthentication } from './api-client.ts';
import { i18n, initI18n } from './i18n.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, storeSession } from './session.ts';

interface SentCall {
  readonly url: string;
  readonly bearer: string | null;
  readonly body: unknown;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

/** An API whose calls want the access token 'access-2', the one the refresh hands out. */
function apiWantingRenewedToken(refreshAnswer: () => Response) {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({
        url,
        bearer: bearerOf(init),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === AUTH_PATHS.refresh) return refreshAnswer();
      return bearerOf(init) === 'Bearer access-2'
        ? json(200, { ok: true, url })
        : json(401, { message: 'Please log in to continue.' });
    }),
  );
  return sent;
}

const renewed = () => json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });

describe("the customer's session in API calls", () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
  });
  afterEach(() => setApiAuthentication(null));

  it('on a 401 refreshes the tokens in local storage once at the refresh path, and retries the call', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem('lang', 'ms');
    window.localStorage.setItem('draft', 'kept');
    const sent = apiWantingRenewedToken(renewed);

    await expect(apiRequest('/x')).resolves.toEqual({ ok: true, url: '/x' });
    expect(sent).toEqual([
      { url: '/x', bearer: 'Bearer access-1', body: undefined },
      { url: AUTH_PATHS.refresh, bearer: null, body: { refreshToken: 'refresh-1' } },
      { url: '/x', bearer: 'Bearer access-2', body: undefined },
    ]);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    // A refresh replaces the tokens only.
    expect(window.localStorage.getItem('draft')).toBe('kept');
  });

  it('ends the session when the refresh is refused: the stored data goes (not the language) and the user goes to the logout route', async () => {
    const onSessionEnded = vi.fn(() => {
      expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    });
    installApiAuthentication({ onSessionEnded });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem('lang', 'ms');
    window.localStorage.setItem('draft', 'x');
    apiWantingRenewedToken(() => json(401, { message: 'Your session has ended. Please log in again.' }));

    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.localStorage)).toEqual(['lang']);
    expect(window.localStorage.getItem('lang')).toBe('ms');
  });

  it("refreshes under the site's Web Lock, so that the customer's tabs take turns", async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    apiWantingRenewedToken(renewed);

    await expect(apiRequest('/x')).resolves.toEqual({ ok: true, url: '/x' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
  });
});
