/**
 * How long one agreement takes to build and sign, and how large it is: the conventional 12-month agreement in English,
 * built by buildAgreementPdf, then signed for the customer through the certificate authority's sandbox and sealed
 * with a development seal, on an in-memory database. Prints the median and the 95th percentile over RUNS runs after
 * a warm-up. The goal is under 300 ms for build and sign together. Run: npm run bench:agreement-pdf --workspace
 * @sinar/server (RUNS=50 for more runs).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { buildAgreementPdf } from '../src/modules/agreements/pdf/agreement-pdf.ts';
import { loadLenderSeal } from '../src/modules/agreements/pdf/lender-seal.ts';
import { signAgreementPdf } from '../src/modules/agreements/pdf/sign-agreement.ts';
import { drawnSignaturePng, testParticulars } from '../src/modules/agreements/pdf/testing.ts';
import { SandboxCertificateAuthority } from '../src/providers/certificate-authority/sandbox-certificate-authority.ts';

const RUNS = Number(process.env.RUNS ?? 30);
const WARM_UP = 5;
const GOAL_MS = 300;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label: string, samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  return `${label.padEnd(16)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`;
}

const db = await openPgliteDatabase();
const dir = await mkdtemp(path.join(tmpdir(), 'agreement-bench-'));
try {
  await migrate(db);
  const authority = new SandboxCertificateAuthority({ db, log: pino({ level: 'silent' }) });
  const seal = await loadLenderSeal(
    { sealP12File: path.join(dir, 'seal.p12'), sealP12Passphrase: 'bench', createDevelopmentSeal: true },
    'Sinar Kredit Sdn. Bhd.',
  );
  const particulars = testParticulars('conventional');
  await authority.enrol({ nric: particulars.borrower.nric, name: particulars.borrower.name });
  const signaturePng = drawnSignaturePng();

  const build: number[] = [];
  const sign: number[] = [];
  const total: number[] = [];
  let sizes = { unsigned: 0, signed: 0 };
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const unsignedPdf = await buildAgreementPdf(particulars);
    const built = performance.now();
    const signed = await signAgreementPdf(
      {
        unsignedPdf,
        language: particulars.language,
        variant: particulars.variant,
        agreementNo: particulars.agreementNo,
        evidence: {
          signerName: particulars.borrower.name,
          nric: particulars.borrower.nric,
          signedAt: new Date(),
          ipAddress: '203.106.94.17',
          device: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
          signaturePng,
        },
      },
      { authority, seal },
    );
    const finished = performance.now();
    if (run >= WARM_UP) {
      build.push(built - started);
      sign.push(finished - built);
      total.push(finished - started);
    }
    sizes = { unsigned: unsignedPdf.byteLength, signed: signed.pdf.byteLength };
  }

  const sortedTotal = [...total].sort((a, b) => a - b);
  console.log(`Agreement PDF: build and sign, ${RUNS} runs after ${WARM_UP} warm-up runs`);
  console.log(summary('build', build));
  console.log(summary('sign and seal', sign));
  console.log(summary('total', total));
  console.log(
    `size             unsigned ${(sizes.unsigned / 1024).toFixed(1)} KB, signed ${(sizes.signed / 1024).toFixed(1)} KB`,
  );
  const median = percentile(sortedTotal, 0.5);
  console.log(
    median < GOAL_MS
      ? `goal met: median ${median.toFixed(0)} ms is under ${GOAL_MS} ms`
      : `goal missed: median ${median.toFixed(0)} ms is not under ${GOAL_MS} ms`,
  );
} finally {
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
