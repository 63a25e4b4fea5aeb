import { crc32, deflateSync } from 'node:zlib';
import { quoteLoan, sen, type Variant } from '@sinar/domain';
import { TEST_LENDER } from '../../../lib/pdf/testing.ts';
import { type AgreementParticulars, agreementParticulars } from './agreement-particulars.ts';

/** Aisyah's RM5,000 over 12 months, or Hafiz's RM3,000 financing over 6, signed on 25 November 2026. */
export function testParticulars(
  variant: Variant,
  overrides: Partial<Pick<AgreementParticulars, 'language' | 'borrower'>> = {},
): AgreementParticulars {
  const terms = {
    conventional: {
      amountSen: sen(500_000),
      tenureMonths: 12,
      name: 'Aisyah binti Ahmad',
      nric: '900615145672',
    },
    islamic: { amountSen: sen(300_000), tenureMonths: 6, name: 'Hafiz bin Rahman', nric: '880808055123' },
  }[variant];
  return agreementParticulars({
    language: overrides.language ?? 'en',
    agreementNo: 'AG-2026-000123',
    agreementDate: '2026-11-25',
    lender: TEST_LENDER,
    borrower: overrides.borrower ?? {
      name: terms.name,
      nric: terms.nric,
      address: '12, Jalan Mawar 3, Taman Bunga, 43000 Kajang, Selangor',
    },
    quote: quoteLoan({ variant, amountSen: terms.amountSen, tenureMonths: terms.tenureMonths }),
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A signature as a signature pad draws it: a dark stroke on a transparent 300 x 100 canvas, as a PNG. */
export function drawnSignaturePng(): Buffer {
  const width = 300;
  const height = 100;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const stroke = Math.abs(y - (50 + 30 * Math.sin(x / 18))) < 2.5;
      if (stroke) row.set([20, 30, 90, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
