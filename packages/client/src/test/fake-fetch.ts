import { vi } from 'vitest';

export interface SentCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly bearer: string | null;
  readonly body: unknown;
}

export type Handler = (call: SentCall) => Response | Promise<Response>;

/** A fake fetch that notes what each call sent when it was sent (a retry reuses the headers) and answers it. */
export function fakeFetch(handler: Handler) {
  const sent: SentCall[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: SentCall = {
      url,
      method: init?.method ?? 'GET',
      headers,
      bearer: headers.get('Authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent, to: (url: string) => sent.filter((call) => call.url === url) };
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
