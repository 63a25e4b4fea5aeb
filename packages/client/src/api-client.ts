import type { Language } from '@sinar/domain';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';

/**
 * The session's part in every call: `authorize` adds the Bearer token, `refresh` renews the tokens once after a 401
 * (token-refresh.ts). Public calls need neither.
 */
export interface ApiAuthentication {
  authorize(headers: Headers): void;
  refresh(): Promise<boolean>;
}

export type QueryValue = string | number | undefined | null;

export interface ApiRequest<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Added to the address; empty values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly signal?: AbortSignal;
  /** Validates the success body; the type of the answer follows from it. */
  readonly schema?: z.ZodType<T>;
  /**
   * Headers of this call only. A call that brings its own `Authorization` (a password-reset link's token) is not
   * the session's: the session's token is neither added nor refreshed for it.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** A public call (a login, the master lists): no session token goes with it. */
  readonly anonymous?: boolean;
}

/** The texts of the failures the server did not word itself, in the reader's language (each app's catalog). */
export interface ApiClientTexts {
  /** An error answer without a message: `error` is its status ('502 Bad Gateway'). */
  operationFailed(error: string): string;
  /** No answer at all: `reason` is what the browser said ('Failed to fetch'). */
  noAnswer(reason: string): string;
  /** A success answer that is not shaped like the contract. */
  unexpectedAnswer(): string;
}

export interface ApiClientOptions {
  /** The reader's language, sent with every call so that the server's messages arrive translated. */
  readonly language: () => Language;
  readonly texts: ApiClientTexts;
  /** Names the language in the address too (`?lang=`), for servers and proxies that ignore the header. */
  readonly languageInAddress?: boolean;
}

export interface ApiClient {
  /** Sends a call; a failed answer throws an `ApiError`. */
  request<T = unknown>(path: string, request?: ApiRequest<T>): Promise<T>;
  /** A file's content (a document, an e-KYC image), fetched with the session's token. */
  blob(path: string, signal?: AbortSignal): Promise<Blob>;
  /** The `ApiError` of a failed answer, for the calls that cannot go through `request` (uploads with progress). */
  errorFromResponse(status: number, statusText: string, body: unknown): ApiError;
  setAuthentication(value: ApiAuthentication | null): void;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The one way an app talks to the API. Every call sends `Accept-Language`; a failed answer becomes an `ApiError`
 * whose message is what the user reads (the server's message, else the app's text naming what failed).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let authentication: ApiAuthentication | null = null;

  const errorFromResponse = (status: number, statusText: string, body: unknown): ApiError => {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message =
      typeof record.message === 'string' && record.message.trim() !== ''
        ? record.message
        : options.texts.operationFailed(
            statusText.trim() !== '' ? `${status} ${statusText}` : String(status),
          );
    return new ApiError({ status, message, fieldErrors: stringRecord(record.fieldErrors) });
  };

  const addressOf = (path: string, query: Readonly<Record<string, QueryValue>> = {}): string => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
    }
    if (options.languageInAddress) params.set('lang', options.language());
    const search = params.toString();
    if (search === '') return path;
    return `${path}${path.includes('?') ? '&' : '?'}${search}`;
  };

  const send = async (address: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(address, { ...init, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      const reason = error instanceof Error && error.message !== '' ? error.message : String(error);
      throw new ApiError({ status: NETWORK_ERROR_STATUS, message: options.texts.noAnswer(reason) });
    }
  };

  /** Sends with the session's token; on a 401 the tokens are refreshed once and the call is sent once more. */
  const sendWithSession = async (
    path: string,
    request: ApiRequest<unknown>,
    accept: string,
  ): Promise<Response> => {
    const headers = new Headers({ Accept: accept, 'Accept-Language': options.language() });
    if (request.json !== undefined) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    const session = request.anonymous || headers.has('Authorization') ? null : authentication;
    session?.authorize(headers);
    const init: RequestInit = {
      method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: request.signal,
    };
    const address = addressOf(path, request.query);
    let response = await send(address, init);
    if (response.status === 401 && session && (await session.refresh())) {
      session.authorize(headers);
      response = await send(address, init);
    }
    if (!response.ok) throw errorFromResponse(response.status, response.statusText, await readBody(response));
    return response;
  };

  return {
    async request<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
      const response = await sendWithSession(path, request, 'application/json');
      const body = await readBody(response);
      if (!request.schema) return body as T;
      const parsed = request.schema.safeParse(body);
      if (!parsed.success)
        throw new ApiError({ status: response.status, message: options.texts.unexpectedAnswer() });
      return parsed.data;
    },
    async blob(path, signal) {
      const response = await sendWithSession(path, { signal }, '*/*');
      return response.blob();
    },
    errorFromResponse,
    setAuthentication(value) {
      authentication = value;
    },
  };
}
