import { MAX_FILE_SIZE_BYTES, SNIFF_LENGTH, sniffFileType } from '@sinar/domain';

export type PreparedCapture = { readonly ok: true; readonly image: File } | { readonly ok: false };

/**
 * A capture must be a photo (png or jpeg, by content). One over the 5MB upload limit is made smaller in the browser
 * first; the library loads only then.
 */
export async function prepareCapture(
  image: File,
  compress: (file: File) => Promise<File> = compressCapture,
): Promise<PreparedCapture> {
  const type = sniffFileType(new Uint8Array(await image.slice(0, SNIFF_LENGTH).arrayBuffer()));
  if (type !== 'png' && type !== 'jpeg') return { ok: false };
  if (image.size < MAX_FILE_SIZE_BYTES) return { ok: true, image };
  return { ok: true, image: await compress(image) };
}

async function compressCapture(image: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const smaller = await imageCompression(image, {
    maxSizeMB: 4,
    maxWidthOrHeight: 2400,
    fileType: 'image/jpeg',
    // Its worker would load the library from a CDN.
    useWebWorker: false,
  });
  const name = image.name.replace(/\.[^.]*$/, '') || 'capture';
  return new File([smaller], `${name}.jpg`, { type: 'image/jpeg' });
}
