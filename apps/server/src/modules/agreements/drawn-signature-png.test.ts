import { PNG_DATA_URL_PREFIX, pngDataUrlBytes } from '@sinar/domain';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { drawnSignatureSize } from './drawn-signature-png.ts';

/** A 1 x 1 PNG, as a signature pad hands over a tiny drawing. */
const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const onePixel = () => pngDataUrlBytes(`${PNG_DATA_URL_PREFIX}${ONE_PIXEL}`);

describe('the drawn signature PNG', () => {
  it('reads the width and height of a whole PNG', () => {
    expect(drawnSignatureSize(onePixel())).toEqual({ width: 1, height: 1 });
    const pad = new PNG({ width: 600, height: 200 });
    expect(drawnSignatureSize(PNG.sync.write(pad))).toEqual({ width: 600, height: 200 });
  });

  it('refuses bytes that are not a PNG, a truncated one, a damaged header and a size no pad has', () => {
    expect(
      drawnSignatureSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBeNull();
    const bytes = onePixel();
    expect(drawnSignatureSize(bytes.subarray(0, bytes.length - 12))).toBeNull();
    const widened = bytes.slice();
    // The width made 2 without a new CRC: the header no longer matches its checksum.
    widened[19] = 2;
    expect(drawnSignatureSize(widened)).toBeNull();
    const huge = bytes.slice();
    // 100,000 pixels wide: refused from the header, before any pixel is decoded.
    new DataView(huge.buffer).setUint32(16, 100_000);
    expect(drawnSignatureSize(huge)).toBeNull();
  });
});
