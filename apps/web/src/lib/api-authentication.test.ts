import { AUTH_PATHS } from '@sinar/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiAuthentication, installApiAuthentication } from './api-authentication.ts';
import { ApiError, apiRequest, setApiAuthentication } from './api-client.ts';
import { i18n, initI18n } from './i18n.ts';
import type { RefreshOutcome } from './refresh-tokens.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, storeSession } from './session.ts';

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

interface SentCall {
  readonly url: string;
  readonly bearer: string | null;
  readonly body: unknown;
}

/** A fake fetch that answers by path, and notes what each call sent when it was sent (the retry reuses headers). */
function routeFetch(handler: Handler) {
  const sent: SentCall[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    sent.push({ url, bearer: bearerOf(init), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');
const callsTo = ({ sent }: ReturnType<typeof routeFetch>, path: string) =>
  sent.filter((call) => call.url === path);

/** An API whose calls want the access token 'access-2' (the one the refresh hands out). */
function apiWanting(accessToken: string, refreshAnswer: () => Response | Promise<Response>): Handler {
  return (url, init) => {
    if (url === AUTH_PATHS.refresh) return refreshAnswer();
    return bearerOf(init) === `Bearer ${accessToken}`
      ? json(200, { ok: true, url })
      : json(401, { message: 'Please log in to continue.' });
  };
}

const renewed = () => json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });

describe('the API authentication', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
  });
  afterEach(() => setApiAuthentication(null));

  it('sends the stored access token with every call, the newest one each time', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { sent } = routeFetch(() => json(200, {}));
    await apiRequest('/a');
    storeSession({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    await apiRequest('/b');
    expect(sent.map((call) => call.bearer)).toEqual(['Bearer access-1', 'Bearer access-9']);
  });

  it('sends no token without a session, and a 401 is then only an error', async () => {
    const onSessionEnded = vi.fn();
    installApiAuthentication({ onSessionEnded });
    const { sent } = routeFetch(() =>
      json(401, { message: 'The login details or the password are incorrect.' }),
    );
    const error = await apiRequest('/login', { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The login details or the password are incorrect.');
    expect(sent).toEqual([{ url: '/login', bearer: null, body: {} }]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('on a 401 refreshes the tokens once, stores them and retries the call with the new token', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem('lang', 'ms');
    window.localStorage.setItem('draft', 'kept');
    const fetch = routeFetch(apiWanting('access-2', renewed));

    await expect(apiRequest('/x')).resolves.toEqual({ ok: true, url: '/x' });
    expect(fetch.sent).toEqual([
      { url: '/x', bearer: 'Bearer access-1', body: undefined },
      { url: AUTH_PATHS.refresh, bearer: null, body: { refreshToken: 'refresh-1' } },
      { url: '/x', bearer: 'Bearer access-2', body: undefined },
    ]);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    // A refresh replaces the tokens only.
    expect(window.localStorage.getItem('draft')).toBe('kept');
  });

  it('retries only once: a second 401 is the answer', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetch = routeFetch(apiWanting('access-never', renewed));
    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(401);
    expect(callsTo(fetch, '/x')).toHaveLength(2);
    expect(callsTo(fetch, AUTH_PATHS.refresh)).toHaveLength(1);
  });

  it('shares one refresh among the calls that fail together', async () => {
    installApiAuthentication({ onSessionEnded: vi.fn() });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let answerRefresh: (response: Response) => void = () => {};
    const fetch = routeFetch(
      apiWanting('access-2', () => new Promise<Response>((resolve) => (answerRefresh = resolve))),
    );

    const calls = Promise.all(['/a', '/b', '/c'].map((path) => apiRequest(path)));
    await vi.waitFor(() => expect(callsTo(fetch, AUTH_PATHS.refresh)).toHaveLength(1));
    answerRefresh(renewed());
    await expect(calls).resolves.toHaveLength(3);

    expect(callsTo(fetch, AUTH_PATHS.refresh)).toHaveLength(1);
    for (const path of ['/a', '/b', '/c']) {
      expect(callsTo(fetch, path).map((call) => call.bearer)).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
  });

  it('ends the session when the refresh is refused: the stored data goes (not the language) and the user goes to the logout route', async () => {
    const onSessionEnded = vi.fn(() => {
      expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    });
    installApiAuthentication({ onSessionEnded });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem('lang', 'ms');
    const fetch = routeFetch(
      apiWanting('access-2', () => json(401, { message: 'Your session has ended. Please log in again.' })),
    );

    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(callsTo(fetch, '/x')).toHaveLength(1);
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('ms');
  });

  it('keeps the session when the refresh gets no answer, and tries again on the next call', async () => {
    const onSessionEnded = vi.fn();
    installApiAuthentication({ onSessionEnded });
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let offline = true;
    const fetch = routeFetch(
      apiWanting('access-2', () => {
        if (offline) throw new TypeError('Failed to fetch');
        return renewed();
      }),
    );

    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');

    offline = false;
    await expect(apiRequest('/x')).resolves.toEqual({ ok: true, url: '/x' });
    expect(callsTo(fetch, AUTH_PATHS.refresh)).toHaveLength(2);
  });

  it('uses the tokens another tab renewed while this one waited for the lock', async () => {
    const requestTokens = vi.fn(
      async (): Promise<RefreshOutcome> => ({
        kind: 'renewed',
        tokens: { accessToken: 'mine', refreshToken: 'mine' },
      }),
    );
    storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const authentication = createApiAuthentication({
      onSessionEnded: vi.fn(),
      requestTokens,
      withLock: async (task) => {
        // The other tab holds the lock and rotates the tokens first.
        window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-2');
        window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-2');
        return task();
      },
    });
    await expect(authentication.refresh()).resolves.toBe(true);
    expect(requestTokens).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
  });
});
