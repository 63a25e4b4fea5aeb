import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sinar/domain';
import type { z } from 'zod';
import { i18n } from './i18n.ts';

/**
 * The one way the app talks to the API. Every call sends `Accept-Language` (the server answers its messages in the
 * reader's language) and turns a failed response into an `ApiError` whose message is what the user reads
 * (spec 001 section 8: the response's message, else the error's own message, else 'Operation Failed, ' + error).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(input: { status: number; message: string; fieldErrors?: Record<string, string> }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.fieldErrors = input.fieldErrors ?? {};
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

/**
 * The seam for the accounts issue: `authorize` adds the Bearer token to a request, `refresh` renews the tokens after
 * a 401 (spec 001 section 4: refresh once and retry; a failed refresh logs out). Public calls need neither.
 */
export interface ApiAuthentication {
  authorize(headers: Headers): void;
  refresh(): Promise<boolean>;
}

let authentication: ApiAuthentication | null = null;

export function setApiAuthentication(value: ApiAuthentication | null): void {
  authentication = value;
}

export interface ApiRequest<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly json?: unknown;
  readonly signal?: AbortSignal;
  /** Validates the success body; the type of the answer follows from it. */
  readonly schema?: z.ZodType<T>;
  /**
   * Headers of this call only. A call that brings its own `Authorization` (a password-reset link's token) is not
   * the session's: the session's token is neither added nor refreshed for it.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function operationFailed(error: string): string {
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

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Builds the user-facing error of a failed response. */
export function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : operationFailed(statusText.trim() !== '' ? `${status} ${statusText}` : String(status));
  return new ApiError({ status, message, fieldErrors: stringRecord(record.fieldErrors) });
}

async function send(path: string, request: ApiRequest<unknown>, headers: Headers): Promise<Response> {
  try {
    return await fetch(path, {
      method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const reason = error instanceof Error && error.message !== '' ? error.message : String(error);
    throw new ApiError({ status: NETWORK_ERROR_STATUS, message: operationFailed(reason) });
  }
}

export async function apiRequest<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const session = headers.has('Authorization') ? null : authentication;
  session?.authorize(headers);

  let response = await send(path, request, headers);
  if (response.status === 401 && session && (await session.refresh())) {
    session.authorize(headers);
    response = await send(path, request, headers);
  }

  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, body);
  if (!request.schema) return body as T;
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, message: i18n.t('errors.somethingWentWrong') });
  }
  return parsed.data;
}
