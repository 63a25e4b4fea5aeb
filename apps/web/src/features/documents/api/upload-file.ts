import { ApiError, NETWORK_ERROR_STATUS } from '@sinar/client/api-error';
import { type ApplicationFile, applicationFileSchema, type DocumentGroup, FILE_PATHS } from '@sinar/domain';
import { errorFromResponse } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renewSession, sessionHeaders } from './authorized-fetch.ts';

export interface UploadInput {
  readonly applicationId: string;
  readonly group: DocumentGroup;
  readonly file: File;
  /** 0 to 100 as the bytes leave the browser. */
  readonly onProgress?: (percent: number) => void;
}

/**
 * POST the file as multipart/form-data (fields `entityId` and `fileType`, then the part `file`). XMLHttpRequest,
 * not fetch, because only it reports upload progress. A 401 renews the session once and sends again.
 */
export async function uploadFile(input: UploadInput): Promise<ApplicationFile> {
  const first = await send(input);
  const answer = first.status === 401 ? await renewSession().then(() => send(input)) : first;
  if (answer.status < 200 || answer.status >= 300)
    throw errorFromResponse(answer.status, answer.statusText, answer.body);
  const parsed = applicationFileSchema.safeParse(answer.body);
  if (!parsed.success)
    throw new ApiError({ status: answer.status, message: i18n.t('errors.somethingWentWrong') });
  return parsed.data;
}

interface RawAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
}

function send(input: UploadInput): Promise<RawAnswer> {
  const form = new FormData();
  form.append('entityId', input.applicationId);
  form.append('fileType', input.group);
  form.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', FILE_PATHS.upload);
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        input.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      let body: unknown = request.responseText;
      try {
        body = request.responseText === '' ? undefined : JSON.parse(request.responseText);
      } catch {
        // a plain-text answer: kept as it is
      }
      if (request.status >= 200 && request.status < 300) input.onProgress?.(100);
      resolve({ status: request.status, statusText: request.statusText, body });
    });
    const failed = () =>
      reject(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          message: i18n.t('errors.operationFailed', { error: 'network' }),
        }),
      );
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.send(form);
  });
}
