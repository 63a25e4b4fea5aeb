import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiClientOptions, createApiClient } from './api-client.ts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { fakeFetch, json } from './test/fake-fetch.ts';

let language: 'en' | 'ms' = 'en';
const TEXTS: ApiClientOptions['texts'] = {
  operationFailed: (error) => `Operation Failed, ${error}`,
  noAnswer: (reason) => `No answer: ${reason}`,
  unexpectedAnswer: () => 'Something went wrong.',
};
const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ language: () => language, texts: TEXTS, ...options });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('the API client', () => {
  afterEach(() => {
    language = 'en';
  });

  it("sends the reader's language and JSON, and validates the answer", async () => {
    language = 'ms';
    const api = fakeFetch(() => json(201, { message: 'OK' }));
    const answer = await client().request('/x', {
      method: 'POST',
      json: { a: 1 },
      schema: z.object({ message: z.string() }),
    });
    expect(answer).toEqual({ message: 'OK' });
    expect(api.sent[0]?.headers.get('Accept-Language')).toBe('ms');
    expect(api.sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(api.sent[0]?.body).toEqual({ a: 1 });
    expect(api.sent[0]?.url).toBe('/x');
  });

  it('names the language and the query in the address when asked, leaving out empty values', async () => {
    const api = fakeFetch(() => json(200, {}));
    await client({ languageInAddress: true }).request('/queues', {
      query: { page: 2, q: '', product: null },
    });
    await client().request('/plain', { query: { page: 3 } });
    expect(api.sent.map((call) => call.url)).toEqual(['/queues?page=2&lang=en', '/plain?page=3']);
    expect(api.sent[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it("turns an error answer into an ApiError with the server's message and field errors", async () => {
    fakeFetch(() =>
      json(400, { message: 'Please check the highlighted fields.', fieldErrors: { email: 'Taken', n: 1 } }),
    );
    const error = await failure(client().request('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please check the highlighted fields.' });
    expect(error?.fieldErrors).toEqual({ email: 'Taken' });
  });

  it("shows the server's message as it came, or says what failed", async () => {
    fakeFetch(({ url }) =>
      url === '/refused'
        ? json(409, { message: 'Permohonan ini telah diputuskan.' })
        : url === '/broken'
          ? new Response('', { status: 500 })
          : new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client().request('/refused')).rejects.toMatchObject({
      message: 'Permohonan ini telah diputuskan.',
    });
    await expect(client().request('/broken')).rejects.toMatchObject({ message: 'Operation Failed, 500' });
    await expect(client().request('/gateway')).rejects.toMatchObject({
      message: 'Operation Failed, 502 Bad Gateway',
    });
  });

  it('reports a request that got no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(client().request('/x'));
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, message: 'No answer: Failed to fetch' });
  });

  it('reports an answer not shaped like the contract', async () => {
    fakeFetch(() => json(200, { unexpected: true }));
    const error = await failure(client().request('/x', { schema: z.object({ message: z.string() }) }));
    expect(error).toMatchObject({ status: 200, message: 'Something went wrong.' });
  });

  it('refreshes once after a 401 through the authentication seam, then retries', async () => {
    const api = fakeFetch(({ bearer }) =>
      bearer === 'Bearer new' ? json(200, { ok: true }) : json(401, { message: 'expired' }),
    );
    let token = 'old';
    const apiClient = client();
    apiClient.setAuthentication({
      authorize: (headers) => headers.set('Authorization', `Bearer ${token}`),
      refresh: async () => {
        token = 'new';
        return true;
      },
    });
    await expect(apiClient.request('/x')).resolves.toEqual({ ok: true });
    expect(api.sent.map((call) => call.bearer)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('fetches a file with the session, accepting any type', async () => {
    const api = fakeFetch(() => new Response(new Blob(['%PDF']), { status: 200 }));
    const apiClient = client();
    apiClient.setAuthentication({
      authorize: (headers) => headers.set('Authorization', 'Bearer session'),
      refresh: async () => false,
    });
    const file = await apiClient.blob('/files/1');
    expect(await file.text()).toBe('%PDF');
    expect(api.sent[0]?.headers.get('Accept')).toBe('*/*');
    expect(api.sent[0]?.bearer).toBe('Bearer session');
  });
});

describe('the API client with headers of its own', () => {
  const withSession = (refresh = vi.fn(async () => true)) => {
    const apiClient = client();
    apiClient.setAuthentication({
      authorize: (headers) => headers.set('Authorization', 'Bearer session'),
      refresh,
    });
    return apiClient;
  };

  it('sends them beside the usual ones', async () => {
    const api = fakeFetch(() => json(200, {}));
    await client().request('/x', { json: {}, headers: { 'X-Request-Purpose': 'test' } });
    const headers = api.sent[0]?.headers;
    expect(headers?.get('X-Request-Purpose')).toBe('test');
    expect(headers?.get('Content-Type')).toBe('application/json');
    expect(headers?.get('Accept-Language')).toBe('en');
  });

  it("keeps a given Authorization instead of the session's, and never refreshes the session for it", async () => {
    const api = fakeFetch(() => json(401, { message: 'link invalid or expired' }));
    const refresh = vi.fn(async () => true);
    const error = await withSession(refresh)
      .request('/reset', { method: 'PATCH', headers: { Authorization: 'Bearer reset-token' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(api.sent.map((call) => call.bearer)).toEqual(['Bearer reset-token']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("still adds the session's token to a call with other headers", async () => {
    const api = fakeFetch(() => json(200, {}));
    await withSession().request('/x', { headers: { 'X-Request-Purpose': 'test' } });
    expect(api.sent[0]?.bearer).toBe('Bearer session');
  });

  it('sends no token on a public call, and does not refresh for it', async () => {
    const api = fakeFetch(() => json(401, { message: 'The login details or the password are incorrect.' }));
    const refresh = vi.fn(async () => true);
    await expect(withSession(refresh).request('/login', { json: {}, anonymous: true })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(api.sent[0]?.bearer).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});
