import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { FileStorage } from '../storage/file-storage.ts';

export interface StoredFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  sha256: string;
}

/**
 * Streams a stored file with HTTP range support (video players seek with `Range: bytes=...`): 206 with the first
 * requested range, 416 when it lies outside the file, 304 when the client holds the same version.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  options: {
    disposition: 'inline' | 'attachment';
    /** A personal file (a document, an identity image) is never stored by any cache; a shared one for a while. */
    cache: 'no-store' | { readonly privateSeconds: number };
  },
): Promise<FastifyReply> {
  const size = await storage.size(file.storageKey);
  if (size === undefined) throw new Error(`stored object missing: ${file.storageKey}`);
  const etag = `"${file.sha256}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header(
      'cache-control',
      options.cache === 'no-store' ? 'no-store' : `private, max-age=${options.cache.privateSeconds}`,
    )
    .header(
      'content-disposition',
      `${options.disposition}; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
    )
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const rangeHeader = request.headers.range;
  if (rangeHeader) {
    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1) return reply.code(416).header('content-range', `bytes */${size}`).send();
    if (ranges !== -2 && ranges.type === 'bytes' && ranges[0]) {
      const { start, end } = ranges[0];
      return reply
        .code(206)
        .type(file.contentType)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1)
        .send(storage.read(file.storageKey, { start, end }));
    }
  }
  return reply
    .code(200)
    .type(file.contentType)
    .header('content-length', size)
    .send(storage.read(file.storageKey));
}
