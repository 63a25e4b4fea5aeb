import { inflateSync } from 'node:zlib';

/** The text a page shows, read from its content streams (pdf-lib writes each string in hex). */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const shown: string[] = [];
  let at = raw.indexOf('stream');
  while (at !== -1) {
    const start = raw.indexOf('\n', at) + 1;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(raw.subarray(start, end)).toString('latin1');
      for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        shown.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    } catch {
      // Not a compressed content stream (fonts, metadata): nothing to read.
    }
    at = raw.indexOf('stream', end + 'endstream'.length);
  }
  return shown.join('\n');
}
