import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { quoteLoan, sen, type Variant } from '@sinar/domain';
import { type AgreementParticulars, agreementParticulars } from './agreement-particulars.ts';

const run = promisify(execFile);

export const TEST_LENDER = {
  name: 'Sinar Kredit Sdn. Bhd.',
  companyNo: '202301045678 (1512345-K)',
  licenceNo: 'WL7788/10/01-9/250227',
  address: 'Level 12, Menara Sinar, Jalan Sultan Ismail, 50250 Kuala Lumpur',
};

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

/** Runs a poppler or qpdf tool on the PDF, in a folder of its own; resolves with what it printed and its exit code. */
export async function onPdf(
  tool: 'pdftotext' | 'pdfsig' | 'qpdf',
  pdf: Uint8Array,
  args: readonly string[] = [],
): Promise<{ output: string; code: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agreement-pdf-'));
  const file = path.join(dir, 'agreement.pdf');
  try {
    await writeFile(file, pdf);
    const argv = tool === 'pdftotext' ? [...args, file, '-'] : [...args, file];
    try {
      const { stdout, stderr } = await run(tool, argv, { maxBuffer: 16 * 1024 * 1024 });
      return { output: `${stdout}${stderr}`, code: 0 };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; code?: number };
      return { output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, code: failed.code ?? 1 };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, its layout kept and runs of spaces folded to one, so a row reads as one line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { output, code } = await onPdf('pdftotext', pdf, ['-layout']);
  if (code !== 0) throw new Error(`pdftotext failed: ${output}`);
  return output
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
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
