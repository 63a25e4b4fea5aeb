import { vi } from 'vitest';

export interface SentRequest {
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly method: string;
  readonly body: unknown;
  readonly authorization: string | null;
  readonly acceptLanguage: string | null;
}

export interface FakeAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type Answer = FakeAnswer | ((request: SentRequest) => FakeAnswer);

/**
 * A fake API: answers by 'METHOD /path' (the query aside) and notes what each request sent, at the time it was
 * sent. A Blob body is sent as it is (a document); anything else as JSON. A request nobody answers is a 404.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const address = new URL(url, 'http://localhost');
    const headers = new Headers(init?.headers);
    const request: SentRequest = {
      url,
      path: address.pathname,
      query: address.searchParams,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('Authorization'),
      acceptLanguage: headers.get('Accept-Language'),
    };
    sent.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    const { status, body } =
      typeof answer === 'function'
        ? answer(request)
        : (answer ?? { status: 404, body: { message: 'Not Found' } });
    return body instanceof Blob
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    sent,
    to: (path: string, method?: string) =>
      sent.filter((request) => request.path === path && (method === undefined || request.method === method)),
  };
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
