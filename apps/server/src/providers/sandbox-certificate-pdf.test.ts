import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderSandboxCertificate } from './sandbox-certificate-pdf.ts';
import { pdfText } from './testing.ts';

describe('a sandbox certificate', () => {
  it('prints its issuer, title, number and particulars on one page, and names itself in the metadata', async () => {
    const issuedAt = new Date('2026-11-25T03:00:00Z');
    const pdf = await renderSandboxCertificate({
      issuer: 'THE ISSUER (SANDBOX)',
      title: 'Trade Certificate',
      number: 'TC-1',
      lines: [
        ['Commodity', 'Crude palm oil'],
        ['Buyer', 'Siti Nurhaliza binti Tarudin'],
        ['Seller', 'Łukasz Café'],
      ],
      issuedAt,
      footer: 'Issued by a sandbox.',
    });
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Trade Certificate TC-1');
    expect(document.getCreationDate()).toEqual(issuedAt);
    expect(pdfText(pdf).split('\n')).toEqual([
      'THE ISSUER (SANDBOX)',
      'Trade Certificate',
      'No. TC-1',
      'Commodity',
      'Crude palm oil',
      'Buyer',
      'Siti Nurhaliza binti Tarudin',
      'Seller',
      // What the standard fonts cannot write is replaced, accents are dropped: a name never stops the certificate.
      '?ukasz Cafe',
      'Issued by a sandbox.',
    ]);
  });
});
