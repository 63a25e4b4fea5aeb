import { z } from 'zod';
import { catalogMessage } from './fields.ts';

/**
 * A signature drawn on a signature pad, sent as the pad's PNG data URL (`data:image/png;base64,...`): the direct-debit
 * mandate's 'sign and clear' (spec 000 section 2). The schema bounds its size; `pngDimensions` reads what the bytes
 * say they are, so the server keeps only a real PNG of a pad's size.
 */

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** A pad's drawing is a few kilobytes; anything past this is not one. */
export const DRAWN_SIGNATURE_MAX_BYTES = 200 * 1024;
/** The widest or tallest drawing kept, in pixels: a phone's or a desktop's pad at a high pixel ratio fits well. */
export const DRAWN_SIGNATURE_MAX_SIDE = 4096;

const MAX_DATA_URL_LENGTH = PNG_DATA_URL_PREFIX.length + Math.ceil(DRAWN_SIGNATURE_MAX_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The drawn signature: missing or empty asks to sign in the box; anything but a PNG data URL of the size asks again. */
export const drawnSignatureField = z
  .string(catalogMessage('forms.signature.required'))
  .min(1, catalogMessage('forms.signature.required'))
  .max(MAX_DATA_URL_LENGTH, catalogMessage('errors.signatureImageInvalid'))
  .refine(
    (value) =>
      value.startsWith(PNG_DATA_URL_PREFIX) &&
      value.length > PNG_DATA_URL_PREFIX.length &&
      (value.length - PNG_DATA_URL_PREFIX.length) % 4 === 0 &&
      BASE64.test(value.slice(PNG_DATA_URL_PREFIX.length)),
    catalogMessage('errors.signatureImageInvalid'),
  );

/** The bytes of a PNG data URL the field accepted. */
export function pngDataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(PNG_DATA_URL_PREFIX.length));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND_CHUNK = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
/** PNG's colour types with the bit depths each allows (PNG specification, 11.2.2). */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * The width and height a PNG's header gives, or null when the bytes are not a whole PNG: the eight-byte signature,
 * an IHDR chunk first with a matching CRC and valid colour type and depth, sides from 1 to `maxSide`, and the IEND
 * chunk last.
 */
export function pngDimensions(
  bytes: Uint8Array,
  maxSide: number = DRAWN_SIGNATURE_MAX_SIDE,
): { width: number; height: number } | null {
  if (bytes.length < PNG_SIGNATURE.length + 25 + IEND_CHUNK.length) return null;
  if (PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ihdr = PNG_SIGNATURE.length;
  const type = String.fromCharCode(...bytes.subarray(ihdr + 4, ihdr + 8));
  if (view.getUint32(ihdr) !== 13 || type !== 'IHDR') return null;
  if (crc32(bytes.subarray(ihdr + 4, ihdr + 8 + 13)) !== view.getUint32(ihdr + 8 + 13)) return null;
  const width = view.getUint32(ihdr + 8);
  const height = view.getUint32(ihdr + 12);
  const bitDepth = bytes[ihdr + 16] ?? 0;
  const colourType = bytes[ihdr + 17] ?? -1;
  if (!BIT_DEPTHS[colourType]?.includes(bitDepth)) return null;
  if (width < 1 || height < 1 || width > maxSide || height > maxSide) return null;
  const end = bytes.length - IEND_CHUNK.length;
  if (IEND_CHUNK.some((byte, index) => bytes[end + index] !== byte)) return null;
  return { width, height };
}

let crcTable: Uint32Array | undefined;

/** CRC-32 as PNG computes it over a chunk's type and data. */
function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
