import { AUTH_PATHS } from '@sinar/domain';
import { apiRequest, errorFromResponse } from './api-client.ts';
import { i18n } from './i18n.ts';
import { getAccessToken } from './session.ts';

function sessionHeaders(): Record<string, string> {
  const token = getAccessToken();
  return {
    Accept: 'application/pdf, application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * GET a PDF (a receipt, the statement of account, the signed agreement) with the session's token, renewing it once after a 401 the way every
 * call of the app does (a cheap call through `apiRequest`, which refreshes). A PDF is not JSON, so it cannot go
 * through `apiRequest` itself.
 */
export async function fetchFileWithSession(path: string, signal?: AbortSignal): Promise<Blob> {
  const send = () => fetch(path, { headers: sessionHeaders(), signal, credentials: 'same-origin' });
  let response = await send();
  if (response.status === 401) {
    await apiRequest(AUTH_PATHS.me).catch(() => undefined);
    response = await send();
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
