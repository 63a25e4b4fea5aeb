import { describe, expect, it } from 'vitest';
import { mandateRequestSchema } from '../api/direct-debit.ts';
import { DRAWN_SIGNATURE_MAX_BYTES, drawnSignatureField, PNG_DATA_URL_PREFIX } from './drawn-signature.ts';

/** A 1 x 1 PNG, as a signature pad hands over a tiny drawing. */
const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const request = { bankCode: 'MB2U0227', accountType: 'savings', consent: true, tac: '123456' };
const messageOf = (input: unknown) => drawnSignatureField.safeParse(input).error?.issues[0]?.message;

describe('the drawn signature field', () => {
  it('asks to sign in the box when the signature is missing or empty', () => {
    const missing = mandateRequestSchema.safeParse(request);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['signature', 'forms.signature.required'],
    ]);
    expect(messageOf('')).toBe('forms.signature.required');
  });

  it('takes a PNG data URL and refuses another type, broken base64 or more than 200 KB', () => {
    expect(
      mandateRequestSchema.safeParse({ ...request, signature: `${PNG_DATA_URL_PREFIX}${ONE_PIXEL}` }).success,
    ).toBe(true);
    expect(messageOf(`data:image/jpeg;base64,${ONE_PIXEL}`)).toBe('errors.signatureImageInvalid');
    expect(messageOf(`${PNG_DATA_URL_PREFIX}not base64!`)).toBe('errors.signatureImageInvalid');
    expect(messageOf(PNG_DATA_URL_PREFIX)).toBe('errors.signatureImageInvalid');
    const justOver = 'A'.repeat(Math.ceil((DRAWN_SIGNATURE_MAX_BYTES + 3) / 3) * 4);
    expect(messageOf(`${PNG_DATA_URL_PREFIX}${justOver}`)).toBe('errors.signatureImageInvalid');
  });
});
