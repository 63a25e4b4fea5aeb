import { createHash } from 'node:crypto';
import { quoteLoan, type Sen, sen } from '@sinar/domain';
import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import { pdfText } from '../testing.ts';
import type { StampingInstrument, StampingNotice } from './e-stamping-provider.ts';
import { SandboxEStampingProvider } from './sandbox-e-stamping-provider.ts';

const log = pino({ level: 'silent' });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let counter = 0;
function instrument(overrides: Partial<StampingInstrument> = {}): StampingInstrument {
  counter++;
  return {
    reference: `agreement-${counter}`,
    agreementNo: `SK-2026-${String(counter).padStart(6, '0')}`,
    variant: 'conventional',
    lender: { name: 'Sinar Kredit Sdn Bhd', companyNo: '201901012345' },
    borrower: { name: 'Nur Aisyah binti Ahmad', nric: '900615145672' },
    signedDocumentSha256: sha256(`signed agreement ${counter}`),
    principalSen: sen(500_000),
    executedOn: '2026-11-20',
    ...overrides,
  };
}

describe('the e-stamping sandbox', () => {
  let db: Database;
  let worker: JobWorker;
  let provider: SandboxEStampingProvider;
  const notices: StampingNotice[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    provider = new SandboxEStampingProvider({ db, delayMs: 0, log });
    provider.attach(worker);
    provider.onNotice(async (notice) => {
      notices.push(notice);
    });
  });
  afterAll(() => db.close());

  const noticesOf = (submissionId: string) => notices.filter((notice) => notice.subjectId === submissionId);

  it('assesses the quoted duty later, takes exactly that payment, then issues the stamp certificate', async () => {
    const quote = quoteLoan({ variant: 'islamic', amountSen: sen(700_000), tenureMonths: 12 });
    const { submissionId } = await provider.submit(
      instrument({ variant: 'islamic', principalSen: quote.amountSen, agreementNo: 'SKI-2026-000777' }),
    );
    expect(await provider.submission(submissionId)).toMatchObject({ status: 'submitted', dutySen: null });
    expect(noticesOf(submissionId)).toEqual([]);

    expect(await worker.runDue()).toBe(1);
    const [assessed] = noticesOf(submissionId);
    expect(assessed).toMatchObject({
      provider: 'e-stamping',
      type: 'assessed',
      body: { agreementNo: 'SKI-2026-000777', dutySen: 3_500, dueOn: '2026-12-20' },
    });
    // RM7,000 at 0.5%: RM35.00, the figure the customer's quote deducted.
    expect(assessed?.type === 'assessed' && assessed.body.dutySen).toBe(quote.stampDutySen);
    expect(await provider.verifyNotice(assessed)).toEqual(assessed);
    expect(await provider.certificatePdf(submissionId)).toBeNull();

    await expect(provider.payDuty(submissionId, sen(3_700))).rejects.toThrow(
      /does not match the assessed duty/,
    );
    await provider.payDuty(submissionId, quote.stampDutySen);
    await provider.payDuty(submissionId, quote.stampDutySen); // a repeated payment is the same payment
    expect(await provider.submission(submissionId)).toMatchObject({ status: 'paid' });
    expect(await worker.runDue()).toBe(1);

    const stamped = noticesOf(submissionId)[1];
    expect(stamped?.type).toBe('stamped');
    if (stamped?.type !== 'stamped') return;
    expect(stamped.body).toMatchObject({ dutyPaidSen: 3_500, agreementNo: 'SKI-2026-000777' });
    expect(stamped.body.certificateNo).toMatch(/^SS\d{14}$/);
    const pdf = await provider.certificatePdf(submissionId);
    expect(pdf).not.toBeNull();
    const bytes = pdf as Uint8Array;
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stamped.body.certificateSha256);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Sijil Setem / Stamp Certificate ${stamped.body.certificateNo}`);
    expect(pdfText(bytes)).toContain(`No. ${stamped.body.certificateNo}`);
    expect(pdfText(bytes)).toContain('RM35.00');
    expect(pdfText(bytes)).toContain('Nur Aisyah binti Ahmad (900615145672)');
    expect(await provider.submission(submissionId)).toMatchObject({
      status: 'stamped',
      certificateNo: stamped.body.certificateNo,
      dutySen: 3_500,
    });
    await expect(provider.payDuty(submissionId, sen(1))).rejects.toThrow(/paid already/);
  });

  it('answers the same submission for the same instrument, and refuses its reference for another document', async () => {
    const first = instrument();
    const { submissionId } = await provider.submit(first);
    expect(await provider.submit(first)).toEqual({ submissionId });
    await expect(
      provider.submit({ ...first, signedDocumentSha256: sha256('another document') }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    await worker.runDue();
    expect(noticesOf(submissionId).map((notice) => notice.type)).toEqual(['assessed']);
  });

  it.each([
    ['a hash that is not SHA-256 hex', { signedDocumentSha256: 'abc' }],
    ['a principal of no sen', { principalSen: 0 as Sen }],
    ['an invalid NRIC', { borrower: { name: 'A', nric: '901315145672' } }],
    ['a date that is not one', { executedOn: '2026-13-45' }],
  ])('refuses for good %s', async (_case, overrides) => {
    await expect(provider.submit(instrument(overrides))).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('is down on demand, and refuses to pay what is not assessed', async () => {
    await provider.failNext('unavailable');
    const down = instrument();
    await expect(provider.submit(down)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(
      await db.query('select 1 from sandbox_stamping_submissions where reference = $1', [down.reference]),
    ).toEqual([]);
    const { submissionId } = await provider.submit(down);
    await expect(provider.payDuty(submissionId, sen(2_500))).rejects.toThrow(/is submitted, not assessed/);
    await worker.runDue();
  });

  it('rejects an assessment on demand, and takes the instrument again after', async () => {
    await provider.failNext('rejectAssessment');
    const refused = instrument();
    const { submissionId } = await provider.submit(refused);
    await worker.runDue();
    expect(noticesOf(submissionId)).toMatchObject([
      { type: 'rejected', body: { reason: expect.any(String) } },
    ]);
    expect(await provider.submission(submissionId)).toMatchObject({ status: 'rejected', dutySen: null });
    await expect(provider.payDuty(submissionId, sen(2_500))).rejects.toBeInstanceOf(ProviderRejectedError);
    const again = await provider.submit(refused);
    expect(again.submissionId).not.toBe(submissionId);
    await worker.runDue();
    expect(noticesOf(again.submissionId)).toMatchObject([{ type: 'assessed', body: { dutySen: 2_500 } }]);
  });

  it('repeats a notice with the same id on demand, and delivers it again when a listener failed', async () => {
    await provider.failNext('repeatNotice');
    const { submissionId } = await provider.submit(instrument());
    await worker.runDue();
    const repeated = noticesOf(submissionId);
    expect(repeated).toHaveLength(2);
    expect(repeated[1]).toEqual(repeated[0]);

    const flaky = new SandboxEStampingProvider({ db, delayMs: 0, log });
    const flakyWorker = new JobWorker(db, log);
    flaky.attach(flakyWorker);
    const seen: string[] = [];
    let failures = 1;
    flaky.onNotice(async (notice) => {
      seen.push(notice.id);
      if (failures-- > 0) throw new Error('our webhook is down');
    });
    const other = await flaky.submit(instrument());
    await flakyWorker.runDue();
    await db.query(`update jobs set run_at = now() where status = 'queued'`);
    await flakyWorker.runDue();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    const [stored] = await db.query<{ deliveries: number }>(
      'select deliveries from sandbox_notices where subject_id = $1',
      [other.submissionId],
    );
    expect(stored?.deliveries).toBe(1);
  });

  it('refuses a notice whose content or signature was changed, or that another sandbox signed', async () => {
    const { submissionId } = await provider.submit(instrument());
    await worker.runDue();
    const [notice] = noticesOf(submissionId);
    if (notice?.type !== 'assessed') throw new Error('expected an assessment');
    await expect(
      provider.verifyNotice({ ...notice, body: { ...notice.body, dutySen: 1 } }),
    ).rejects.toBeInstanceOf(NoticeSignatureError);
    await expect(
      provider.verifyNotice({
        ...notice,
        signature: notice.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      }),
    ).rejects.toBeInstanceOf(NoticeSignatureError);
    await expect(provider.verifyNotice({ ...notice, provider: 'payout' })).rejects.toBeInstanceOf(
      NoticeSignatureError,
    );
    await expect(provider.verifyNotice({ id: notice.id })).rejects.toBeInstanceOf(NoticeSignatureError);
    // Parsed back from the wire with its fields in another order, it is still the notice that was signed.
    const { signature, ...fields } = notice;
    const reordered = JSON.parse(JSON.stringify({ signature, ...fields }));
    expect(await provider.verifyNotice(reordered)).toEqual(notice);
  });
});
