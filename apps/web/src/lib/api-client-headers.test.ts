import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureI18n } from '../test/render-app.tsx';
import { ApiError, apiRequest, setApiAuthentication } from './api-client.ts';

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
const sentHeaders = (fetch: ReturnType<typeof mockFetch>, call = 0) =>
  new Headers(fetch.mock.calls[call]?.[1]?.headers);

describe('apiRequest with headers of its own', () => {
  beforeAll(() => ensureI18n());
  afterEach(() => setApiAuthentication(null));

  it('sends them beside the usual ones', async () => {
    const fetch = mockFetch(json(200, {}));
    await apiRequest('/x', { json: {}, headers: { 'X-Request-Purpose': 'test' } });
    const headers = sentHeaders(fetch);
    expect(headers.get('X-Request-Purpose')).toBe('test');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it("keeps a given Authorization instead of the session's, and never refreshes the session for it", async () => {
    const fetch = mockFetch(json(401, { message: 'link invalid or expired' }));
    const refresh = vi.fn(async () => true);
    setApiAuthentication({
      authorize: (headers) => headers.set('Authorization', 'Bearer session'),
      refresh,
    });
    const error = await apiRequest('/reset', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer reset-token' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(sentHeaders(fetch).get('Authorization')).toBe('Bearer reset-token');
    expect(refresh).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("still adds the session's token to a call with other headers", async () => {
    const fetch = mockFetch(json(200, {}));
    setApiAuthentication({
      authorize: (headers) => headers.set('Authorization', 'Bearer session'),
      refresh: async () => false,
    });
    await apiRequest('/x', { headers: { 'X-Request-Purpose': 'test' } });
    expect(sentHeaders(fetch).get('Authorization')).toBe('Bearer session');
  });
});
