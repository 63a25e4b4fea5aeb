import { ApiError, NETWORK_ERROR_STATUS } from '@sinar/client/api-error';
import { AUTH_PATHS, EKYC_PATHS, type EkycSide } from '@sinar/domain';
import { apiRequest, errorFromResponse } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { type EkycAccess, rawHeaders } from './ekyc-access.ts';

async function send(sessionId: string, side: EkycSide, image: File, access: EkycAccess): Promise<Response> {
  const form = new FormData();
  form.append('side', side);
  form.append('image', image, image.name);
  try {
    return await fetch(EKYC_PATHS.capture(sessionId), {
      method: 'POST',
      headers: rawHeaders(access),
      body: form,
      credentials: 'same-origin',
    });
  } catch (error) {
    const reason = error instanceof Error && error.message !== '' ? error.message : String(error);
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      message: i18n.t('errors.operationFailed', { error: reason }),
    });
  }
}

/**
 * POST one capture as multipart (field `side`, part `image`). A logged-in applicant's expired token is renewed once
 * (through an `apiRequest` call, which owns the refresh rule) and the capture sent again.
 */
export async function uploadCapture(input: {
  sessionId: string;
  side: EkycSide;
  image: File;
  access: EkycAccess;
}): Promise<void> {
  let response = await send(input.sessionId, input.side, input.image, input.access);
  if (response.status === 401 && input.access.kind === 'session') {
    await apiRequest(AUTH_PATHS.me).catch(() => undefined);
    response = await send(input.sessionId, input.side, input.image, input.access);
  }
  if (response.ok) return;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the status makes the message
  }
  throw errorFromResponse(response.status, response.statusText, body);
}
