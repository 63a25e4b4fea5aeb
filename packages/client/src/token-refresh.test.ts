import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import type { ApiError } from './api-error.ts';
import { type RefreshOutcome, requestTokenPair } from './request-token-pair.ts';
import { local } from './storage.ts';
import { fakeFetch, json, type SentCall } from './test/fake-fetch.ts';
import { createTokenRefresh, type TokenRefreshOptions } from './token-refresh.ts';
import { createTokenStore } from './token-store.ts';

const REFRESH_PATH = '/auth/refresh';
const tokens = createTokenStore({
  storage: local,
  accessTokenKey: 'accessToken',
  refreshTokenKey: 'refreshToken',
  changeEvent: 'test:session-change',
});

const api = createApiClient({
  language: () => 'en',
  texts: { operationFailed: (error) => error, noAnswer: (reason) => reason, unexpectedAnswer: () => '' },
});

/** The app's side: clears the session as a logout would (everything but the language). */
function clearSession(): void {
  const language = window.localStorage.getItem('lang');
  window.localStorage.clear();
  if (language !== null) window.localStorage.setItem('lang', language);
}

function install(options: Partial<TokenRefreshOptions> = {}) {
  const onSessionEnded = options.onSessionEnded ?? vi.fn();
  api.setAuthentication(
    createTokenRefresh({
      tokens,
      requestTokens: (refreshToken) => requestTokenPair(REFRESH_PATH, refreshToken),
      clearSession,
      lockName: 'test:token-refresh',
      ...options,
      onSessionEnded,
    }),
  );
  return onSessionEnded;
}

/** An API whose calls want the access token `accessToken` (the one the refresh hands out). */
function apiWanting(accessToken: string, refreshAnswer: () => Response | Promise<Response>) {
  return fakeFetch((call: SentCall) => {
    if (call.url === REFRESH_PATH) return refreshAnswer();
    return call.bearer === `Bearer ${accessToken}`
      ? json(200, { ok: true, url: call.url })
      : json(401, { message: 'Please log in to continue.' });
  });
}

const renewed = () => json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });

describe('the token refresh', () => {
  afterEach(() => api.setAuthentication(null));

  it('sends the stored access token with every call, the newest one each time', async () => {
    install();
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetch = fakeFetch(() => json(200, {}));
    await api.request('/a');
    tokens.storeTokens({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    await api.request('/b');
    expect(fetch.sent.map((call) => call.bearer)).toEqual(['Bearer access-1', 'Bearer access-9']);
  });

  it('sends no token without a session, and a 401 is then only an error', async () => {
    const onSessionEnded = install();
    const fetch = fakeFetch(() => json(401, { message: 'The login details or the password are incorrect.' }));
    const error = await api.request('/login', { json: {} }).catch((caught: unknown) => caught as ApiError);
    expect(error).toMatchObject({ status: 401, message: 'The login details or the password are incorrect.' });
    expect(fetch.sent.map((call) => [call.url, call.bearer])).toEqual([['/login', null]]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('on a 401 refreshes the tokens once, stores them and retries the call with the new token', async () => {
    const onSessionEnded = install();
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem('draft', 'kept');
    const fetch = apiWanting('access-2', renewed);

    await expect(api.request('/x')).resolves.toEqual({ ok: true, url: '/x' });
    expect(fetch.sent.map(({ url, bearer, body }) => ({ url, bearer, body }))).toEqual([
      { url: '/x', bearer: 'Bearer access-1', body: undefined },
      { url: REFRESH_PATH, bearer: null, body: { refreshToken: 'refresh-1' } },
      { url: '/x', bearer: 'Bearer access-2', body: undefined },
    ]);
    expect(tokens.accessToken()).toBe('access-2');
    expect(tokens.refreshToken()).toBe('refresh-2');
    // A refresh replaces the tokens only.
    expect(window.localStorage.getItem('draft')).toBe('kept');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is the answer', async () => {
    install();
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetch = apiWanting('access-never', renewed);
    await expect(api.request('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetch.to('/x')).toHaveLength(2);
    expect(fetch.to(REFRESH_PATH)).toHaveLength(1);
  });

  it('shares one refresh among the calls that fail together: a rotated token is never used twice', async () => {
    install();
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let answerRefresh: (response: Response) => void = () => {};
    const fetch = apiWanting('access-2', () => new Promise<Response>((resolve) => (answerRefresh = resolve)));

    const calls = Promise.all(['/a', '/b', '/c'].map((path) => api.request(path)));
    await vi.waitFor(() => expect(fetch.to(REFRESH_PATH)).toHaveLength(1));
    answerRefresh(renewed());
    await expect(calls).resolves.toHaveLength(3);

    expect(fetch.to(REFRESH_PATH)).toHaveLength(1);
    for (const path of ['/a', '/b', '/c']) {
      expect(fetch.to(path).map((call) => call.bearer)).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
  });

  it('ends the session when the refresh is refused: the app clears it, is told, and nothing is retried', async () => {
    const onSessionEnded = install({
      onSessionEnded: vi.fn(() => {
        expect(tokens.accessToken()).toBeNull();
      }),
    });
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem('lang', 'ms');
    const fetch = apiWanting('access-2', () => json(401, { message: 'Your session has ended.' }));

    const error = await api.request('/x').catch((caught: unknown) => caught as ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fetch.to('/x')).toHaveLength(1);
    expect(tokens.refreshToken()).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('ms');
  });

  it('keeps the session when the refresh gets no answer, and tries again on the next call', async () => {
    const onSessionEnded = install();
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let offline = true;
    const fetch = apiWanting('access-2', () => {
      if (offline) throw new TypeError('Failed to fetch');
      return renewed();
    });

    await expect(api.request('/x')).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokens.refreshToken()).toBe('refresh-1');

    offline = false;
    await expect(api.request('/x')).resolves.toEqual({ ok: true, url: '/x' });
    expect(fetch.to(REFRESH_PATH)).toHaveLength(2);
  });

  it('keeps the session when the server fails (5xx): the user may try again', async () => {
    const onSessionEnded = install();
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    apiWanting('access-2', () => json(503, { message: 'Unavailable' }));
    await expect(api.request('/x')).rejects.toMatchObject({ status: 401 });
    expect(tokens.refreshToken()).toBe('refresh-1');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not bring back the tokens of a session that was logged out while the refresh was under way', async () => {
    const onSessionEnded = vi.fn();
    const pending: { answer?: (outcome: RefreshOutcome) => void } = {};
    const refresh = createTokenRefresh({
      tokens,
      requestTokens: () => new Promise((resolve) => (pending.answer = resolve)),
      clearSession,
      onSessionEnded,
      lockName: 'test:token-refresh',
    });
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const renewal = refresh.refresh();
    await vi.waitFor(() => expect(pending.answer).toBeDefined());
    tokens.removeTokens();
    pending.answer?.({ kind: 'renewed', tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
    await expect(renewal).resolves.toBe(false);
    expect(tokens.accessToken()).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('uses the tokens another tab renewed while this one waited for the lock', async () => {
    const requestTokens = vi.fn(
      async (): Promise<RefreshOutcome> => ({
        kind: 'renewed',
        tokens: { accessToken: 'mine', refreshToken: 'mine' },
      }),
    );
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const refresh = createTokenRefresh({
      tokens,
      requestTokens,
      clearSession,
      onSessionEnded: vi.fn(),
      lockName: 'test:token-refresh',
      withLock: async (_name, task) => {
        // The other tab holds the lock and rotates the tokens first.
        window.localStorage.setItem('accessToken', 'access-2');
        window.localStorage.setItem('refreshToken', 'refresh-2');
        return task();
      },
    });
    await expect(refresh.refresh()).resolves.toBe(true);
    expect(requestTokens).not.toHaveBeenCalled();
    expect(tokens.accessToken()).toBe('access-2');
  });

  it("refreshes under the browser's Web Lock of the app's name, one tab at a time", async () => {
    const held: string[] = [];
    let queue = Promise.resolve<unknown>(undefined);
    const request = vi.fn((name: string, task: () => Promise<unknown>) => {
      // One holder at a time, as the browser grants the lock.
      const turn = queue.then(async () => {
        held.push(name);
        try {
          return await task();
        } finally {
          held.pop();
        }
      });
      queue = turn.catch(() => undefined);
      return turn;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const holdersDuringRefresh: number[] = [];
    tokens.storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const refresh = createTokenRefresh({
      tokens,
      requestTokens: async () => {
        holdersDuringRefresh.push(held.length);
        return { kind: 'renewed', tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      },
      clearSession,
      onSessionEnded: vi.fn(),
      lockName: 'backoffice:token-refresh',
    });

    await expect(refresh.refresh()).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith('backoffice:token-refresh', expect.any(Function));
    expect(holdersDuringRefresh).toEqual([1]);
    expect(tokens.accessToken()).toBe('access-2');
  });
});
