import { EKYC_CAPTURE_TOKEN_HEADER } from '@sinar/domain';
import { i18n } from '../../../lib/i18n.ts';
import { getAccessToken } from '../../../lib/session.ts';

/**
 * Who is calling the e-KYC session: the logged-in applicant (the session's Bearer token) or the phone of a hand-off,
 * which holds only a capture token good for that one session.
 */
export type EkycAccess = { readonly kind: 'session' } | { readonly kind: 'capture'; readonly token: string };

export const SESSION_ACCESS: EkycAccess = { kind: 'session' };

/** Extra headers of an `apiRequest` call: the capture token, when that is the access. */
export function accessHeaders(access: EkycAccess): Record<string, string> | undefined {
  return access.kind === 'capture' ? { [EKYC_CAPTURE_TOKEN_HEADER]: access.token } : undefined;
}

/** Every header of a call made without `apiRequest` (a multipart upload). */
export function rawHeaders(access: EkycAccess): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
  };
  if (access.kind === 'capture') headers[EKYC_CAPTURE_TOKEN_HEADER] = access.token;
  else {
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}
