import { describe, expect, it } from 'vitest';
import { FILE_SIGNATURES, SNIFF_LENGTH, sniffFileType } from './file-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('sniffFileType', () => {
  it.each([
    // the first bytes of real files -> the type they are
    [
      'a PDF 1.7 header',
      bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3),
      'pdf',
    ],
    ['a PDF 1.4 header', ascii('%PDF-1.4\n'), 'pdf'],
    [
      'a PNG signature and IHDR',
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48),
      'png',
    ],
    ['a JFIF JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01), 'jpeg'],
    [
      'an Exif JPEG (a phone photo)',
      bytes(0xff, 0xd8, 0xff, 0xe1, 0x2f, 0xfe, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00),
      'jpeg',
    ],
    ['a GIF', ascii('GIF89a'), null],
    ['a Word document (zip)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00), null],
    [
      'an iPhone HEIC photo',
      bytes(0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63),
      null,
    ],
    ['a WebP image', bytes(0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50), null],
    ['a Windows program', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00), null],
    ['an HTML page named statement.pdf', ascii('<!DOCTYPE html>'), null],
    ['a PDF header after a newline', ascii('\n%PDF-1.7'), null],
    ['a PNG mangled by a text-mode transfer', bytes(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a, 0x00), null],
    ['a truncated PDF header', ascii('%PD'), null],
    ['nothing', bytes(), null],
  ] as const)('%s is %s', (_file, firstBytes, type) => {
    expect(sniffFileType(firstBytes)).toBe(type);
  });

  it('needs the first 8 bytes, the PNG signature being the longest', () => {
    expect(SNIFF_LENGTH).toBe(8);
    expect(FILE_SIGNATURES.png.contentType).toBe('image/png');
  });
});
