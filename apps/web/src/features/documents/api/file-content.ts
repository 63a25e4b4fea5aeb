import { FILE_PATHS } from '@sinar/domain';
import { fetchWithSession } from './authorized-fetch.ts';

/** GET a file's content with the session's token: an object URL the caller revokes when done. */
export async function fileObjectUrl(fileId: string, signal?: AbortSignal): Promise<string> {
  return URL.createObjectURL(await fetchWithSession(FILE_PATHS.file(fileId), signal));
}
