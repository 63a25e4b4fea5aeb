import { ApiError, NETWORK_ERROR_STATUS } from '@sinar/client/api-error';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ensureI18n } from '../test/render-app.tsx';
import { apiRequest, setApiAuthentication } from './api-client.ts';
import { i18n } from './i18n.ts';

function mockFetch(...responses: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('apiRequest', () => {
  beforeAll(() => ensureI18n());

  it("sends the reader's language and JSON, and validates the answer", async () => {
    await i18n.changeLanguage('ms');
    const fetch = mockFetch(json(201, { message: 'OK' }));
    const answer = await apiRequest('/x', {
      method: 'POST',
      json: { a: 1 },
      schema: z.object({ message: z.string() }),
    });
    expect(answer).toEqual({ message: 'OK' });
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ms');
    expect(init?.body).toBe('{"a":1}');
    await i18n.changeLanguage('en');
  });

  it("turns an error answer into an ApiError with the server's message and field errors", async () => {
    mockFetch(
      json(400, { message: 'Please check the highlighted fields.', fieldErrors: { email: 'Taken', n: 1 } }),
    );
    const error = await failure(apiRequest('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please check the highlighted fields.' });
    expect(error?.fieldErrors).toEqual({ email: 'Taken' });
  });

  it("falls back to 'Operation Failed, ' and the error when the answer has no message", async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(apiRequest('/x'));
    expect(error?.message).toBe('Operation Failed, 502 Bad Gateway');
  });

  it('reports a request that got no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiRequest('/x'));
    expect(error).toMatchObject({
      status: NETWORK_ERROR_STATUS,
      message: 'Operation Failed, Failed to fetch',
    });
  });

  it('refreshes once after a 401 through the authentication seam, then retries', async () => {
    const fetch = mockFetch(json(401, { message: 'expired' }), json(200, { ok: true }));
    let token = 'old';
    setApiAuthentication({
      authorize: (headers) => headers.set('Authorization', `Bearer ${token}`),
      refresh: async () => {
        token = 'new';
        return true;
      },
    });
    try {
      await expect(apiRequest('/x')).resolves.toEqual({ ok: true });
      expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer new');
    } finally {
      setApiAuthentication(null);
    }
  });
});
