import { DRAWN_SIGNATURE_MAX_BYTES, DRAWN_SIGNATURE_MAX_SIDE } from '@sinar/domain';
import { PNG } from 'pngjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The signature, then the IHDR chunk's length and type, then its width and height. */
const HEADER_BYTES = 24;

/**
 * The width and height of a drawn signature's PNG, or null when the bytes are not one: a PNG that pngjs decodes
 * whole (every chunk's CRC, the image data, the end chunk), of a pad's size. The header's sides are read before
 * decoding, so a PNG claiming a huge image is refused without its pixels being allocated.
 */
export function drawnSignatureSize(png: Uint8Array): { width: number; height: number } | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.byteLength > DRAWN_SIGNATURE_MAX_BYTES || bytes.byteLength < HEADER_BYTES) return null;
  if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const withinPad = (side: number) => side >= 1 && side <= DRAWN_SIGNATURE_MAX_SIDE;
  if (!withinPad(bytes.readUInt32BE(16)) || !withinPad(bytes.readUInt32BE(20))) return null;
  try {
    const { width, height } = PNG.sync.read(bytes);
    return { width, height };
  } catch {
    return null;
  }
}
