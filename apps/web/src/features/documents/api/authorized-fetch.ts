import { AUTH_PATHS } from '@sinar/domain';
import { apiRequest, errorFromResponse } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getAccessToken } from '../../../lib/session.ts';

/** The headers every call of the session carries: the reader's language and the Bearer token. */
export function sessionHeaders(): Record<string, string> {
  const token = getAccessToken();
  return {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * Renews the tokens the way every call of the app does: a cheap authenticated call through `apiRequest`, which
 * refreshes once on a 401 (and ends the session when the refresh is refused). For the calls that cannot go through
 * `apiRequest` (multipart uploads, file content).
 */
export async function renewSession(): Promise<void> {
  await apiRequest(AUTH_PATHS.me).catch(() => undefined);
}

/** GET the bytes of a file with the session's token, renewing it once after a 401. */
export async function fetchWithSession(path: string, signal?: AbortSignal): Promise<Blob> {
  let response = await fetch(path, { headers: sessionHeaders(), signal, credentials: 'same-origin' });
  if (response.status === 401) {
    await renewSession();
    response = await fetch(path, { headers: sessionHeaders(), signal, credentials: 'same-origin' });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status alone makes the message
    }
    throw errorFromResponse(response.status, response.statusText, body);
  }
  return response.blob();
}
