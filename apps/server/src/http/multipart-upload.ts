import type { CatalogKey } from '@sinar/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';

/** One file part and the text fields sent before it, read whole into memory (they are at most a few MB). */
export interface MultipartUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly file: { readonly fileName: string; readonly bytes: Buffer };
}

/**
 * Reads a multipart form of text fields and at most one file named `fileField`. The multipart plugin's limits
 * (registered by the module) stop a larger file while it streams; that becomes the spec's 'File must smaller than
 * 5MB!', the other limits a plain bad request.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  fileField: string,
  missingFileKey: CatalogKey,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'errors.invalidRequest');
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'] | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || file) {
        part.file.resume();
        throw badRequest('errors.invalidRequest');
      }
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'errors.fileTooLarge');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest('errors.invalidRequest');
    throw error;
  }
  if (!file) throw badRequest(missingFileKey);
  return { fields, file };
}

/** The multipart plugin's limits for a form of a few short fields and one file of up to `maxFileBytes`. */
export function singleFileLimits(maxFileBytes: number) {
  return { files: 1, fields: 4, parts: 5, fieldSize: 1_024, fileSize: maxFileBytes, headerPairs: 100 };
}
