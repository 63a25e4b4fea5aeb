import {
  type AllowedFileType,
  checkUpload,
  type DocumentGroup,
  MAX_FILE_SIZE_BYTES,
  SNIFF_LENGTH,
  type StoredFileDigest,
  sniffFileType,
  type UploadError,
} from '@sinar/domain';

/** A photo over the limit is made smaller to this, leaving room under the 5MB rule. */
export const COMPRESSED_TARGET_BYTES = 4 * 1024 * 1024;

export type PreparedUpload =
  | { readonly ok: true; readonly file: File; readonly sha256: string; readonly compressed: boolean }
  | { readonly ok: false; readonly error: UploadError };

export interface PrepareOptions {
  readonly group: DocumentGroup;
  readonly existingInGroup: readonly StoredFileDigest[];
  readonly existingInApplication: readonly StoredFileDigest[];
  /** Told when a big photo is being made smaller (it takes a moment). */
  readonly onCompressing?: () => void;
}

async function firstBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_LENGTH).arrayBuffer());
}

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Makes a photo fit under the limit in the browser. The library (and its worker) loads only when a photo is too
 * big, so nobody else downloads it.
 */
export async function compressPhoto(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const smaller = await imageCompression(file, {
    maxSizeMB: COMPRESSED_TARGET_BYTES / (1024 * 1024),
    maxWidthOrHeight: 3000,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    // Its worker would load the library from a CDN: the main thread it is, for one photo now and then.
    useWebWorker: false,
  });
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([smaller], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
}

const isImage = (type: AllowedFileType | null) => type === 'png' || type === 'jpeg';

/**
 * The browser's checks before an upload (spec 000 section 5), with the domain's rules: the type by content (and a
 * name that fits it), then
 * the size (a photo over 5MB is compressed to fit first), the duplicate by SHA-256 and the count. The server checks
 * all of it again.
 */
export async function prepareUpload(
  original: File,
  options: PrepareOptions,
  compress: (file: File) => Promise<File> = compressPhoto,
): Promise<PreparedUpload> {
  let file = original;
  let compressed = false;
  const type = sniffFileType(await firstBytes(file));
  if (isImage(type) && file.size >= MAX_FILE_SIZE_BYTES) {
    options.onCompressing?.();
    file = await compress(file);
    compressed = true;
  }
  const sha256 = await sha256Hex(file);
  const error = checkUpload({
    group: options.group,
    candidate: { fileName: file.name, sizeBytes: file.size, firstBytes: await firstBytes(file), sha256 },
    existingInGroup: options.existingInGroup,
    existingInApplication: options.existingInApplication,
  });
  return error ? { ok: false, error } : { ok: true, file, sha256, compressed };
}
