import type { z } from 'zod';
import { currentLanguage, i18n } from './i18n.ts';
import { LANGUAGE_QUERY_PARAM } from './language.ts';

/**
 * The one way the app talks to the API. Every call says the reader's language twice (`Accept-Language` and
 * `?lang=`), so the server's `{ message }` arrives already translated and is shown as it came; a failed response
 * becomes an `ApiError` carrying that message.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, aborted by the network). */
export const NETWORK_ERROR_STATUS = 0;

/** The session's part in every call: the Bearer token, and one refresh after a 401 (api-authentication.ts). */
export interface ApiAuthentication {
  authorize(headers: Headers): void;
  refresh(): Promise<boolean>;
}

let authentication: ApiAuthentication | null = null;

export function setApiAuthentication(value: ApiAuthentication | null): void {
  authentication = value;
}

export type QueryValue = string | number | undefined | null;

export interface ApiRequest<T> {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Added to the address; empty values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly signal?: AbortSignal;
  /** Validates the success body; the type of the answer follows from it. */
  readonly schema?: z.ZodType<T>;
  /** A public call (the master lists): no officer token goes with it. */
  readonly anonymous?: boolean;
}

/** `path` with the query and the reader's language. */
export function addressOf(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  params.set(LANGUAGE_QUERY_PARAM, currentLanguage());
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

function operationFailed(status: number, statusText: string): string {
  const error = statusText.trim() !== '' ? `${status} ${statusText}` : String(status);
  return i18n.t('errors.operationFailed', { error });
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

/** The server's message when it sent one, else a generic one naming the status. */
export function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const message =
    typeof body === 'object' && body !== null && 'message' in body
      ? (body as { message: unknown }).message
      : null;
  return new ApiError(
    status,
    typeof message === 'string' && message.trim() !== '' ? message : operationFailed(status, statusText),
  );
}

async function send(address: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(address, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, i18n.t('errors.network'));
  }
}

/**
 * Sends a call with the session's token; on a 401 the tokens are refreshed once and the call is sent once more.
 * A failed answer throws an `ApiError`.
 */
async function sendWithSession(
  path: string,
  request: ApiRequest<unknown>,
  accept: string,
): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': currentLanguage() });
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  const session = request.anonymous ? null : authentication;
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
}

export async function apiRequest<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const response = await sendWithSession(path, request, 'application/json');
  const body = await readBody(response);
  if (!request.schema) return body as T;
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, i18n.t('errors.unexpectedAnswer'));
  return parsed.data;
}

/** A file's content (a document, an e-KYC image), fetched with the officer's token. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await sendWithSession(path, { signal }, '*/*');
  return response.blob();
}
