import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LenderParticulars } from './lender-particulars.ts';

/** Reading the server's PDFs back in tests, with poppler's tools and qpdf as a reader would. */

const run = promisify(execFile);

/** The lender whose particulars the documents' tests print. */
export const TEST_LENDER: LenderParticulars = {
  name: 'Sinar Kredit Sdn. Bhd.',
  companyNo: '202301045678 (1512345-K)',
  licenceNo: 'WL7788/10/01-9/250227',
  address: 'Level 12, Menara Sinar, Jalan Sultan Ismail, 50250 Kuala Lumpur',
};

/** Runs a poppler or qpdf tool on the PDF, in a folder of its own; resolves with what it printed and its exit code. */
export async function onPdf(
  tool: 'pdftotext' | 'pdfsig' | 'qpdf',
  pdf: Uint8Array,
  args: readonly string[] = [],
): Promise<{ output: string; code: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  const file = path.join(dir, 'document.pdf');
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

/** Each page's text, its layout kept and runs of spaces folded to one, so a row reads as one line. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { output, code } = await onPdf('pdftotext', pdf, ['-layout']);
  if (code !== 0) throw new Error(`pdftotext failed: ${output}`);
  // pdftotext ends every page with a form feed.
  return output
    .split('\f')
    .slice(0, -1)
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .join('\n'),
    );
}

/** The PDF's text, its layout kept and runs of spaces folded to one, so a row reads as one line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}
