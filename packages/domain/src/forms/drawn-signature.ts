import { z } from 'zod';
import { catalogMessage } from './fields.ts';

/**
 * A signature drawn on a signature pad, sent as the pad's PNG data URL (`data:image/png;base64,...`): the direct-debit
 * mandate's 'sign and clear' (spec 000 section 2). The schema bounds its size; the server decodes the bytes and keeps
 * only a real PNG of a pad's size.
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
