import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { AGREEMENT_BACKOFFICE_PATHS, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StampingNotice } from '../../providers/e-stamping/e-stamping-provider.ts';
import { NoticeSignatureError } from '../../providers/signed-notice.ts';
import { DiskFileStorage } from '../../storage/file-storage.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { asOfficer, createOfficer } from '../review/testing.ts';
import { STAMPING_SUBMIT_ATTEMPTS, STAMPING_SUBMIT_JOB, StampingService } from './stamping-service.ts';
import { runJobsNow, signedApplication } from './testing/after-signing.ts';
import {
  type ApprovedApplication,
  createAgreementTestApp,
  createReviewTeam,
  operationsAlertsOf,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * E-stamping after signing: the signing transaction asks for it, a job submits the signed PDF's hash to LHDN's
 * sandbox, the assessment is checked against the quote and paid exactly, and the stamp certificate is stored as the
 * agreement's `estamping` file in the transaction that moves it to STAMPED. Notices are verified before they are
 * read and applied once.
 */

let t: TestApp;
let team: ReviewTeam;
let storage: DiskFileStorage;
/** A second listener on the sandbox's notices, as another process of ours would be. */
let service: StampingService;
const notices: StampingNotice[] = [];

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  storage = new DiskFileStorage(t.uploadsDir);
  service = new StampingService({
    db: t.db,
    clock: t.clock,
    storage,
    provider: t.eStamping,
    lender: t.config.lender,
    alerts: operationsAlertsOf(t),
  });
  t.eStamping.onNotice(async (notice) => {
    notices.push(notice);
  });
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function stampingOf(agreementId: string) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `select status, reference, submission_id as "submissionId", duty_sen as "dutySen", paid_sen as "paidSen",
       certificate_no as "certificateNo", failure_reason as "failureReason", submit_attempts as "submitAttempts"
     from agreement_stampings where agreement_id = $1`,
    [agreementId],
  );
  return row;
}

async function estampingFile(agreementId: string) {
  const [file] = await t.db.query<{ sha256: string; storageKey: string; fileName: string }>(
    `select sha256, storage_key as "storageKey", file_name as "fileName" from agreement_files
      where agreement_id = $1 and kind = 'estamping'`,
    [agreementId],
  );
  return file;
}

function noticesOf(submissionId: unknown) {
  return notices.filter((notice) => notice.subjectId === submissionId);
}

async function agreementNoOf(application: ApprovedApplication): Promise<string> {
  const { agreement } = await storedAgreement(t, application.agreementId);
  return agreement?.agreement_no as string;
}

describe('e-stamping after signing', () => {
  it('submits the signed agreement, pays the quoted duty and stores the stamp certificate, moving it to STAMPED', async () => {
    const loan = await signedApplication(t, team);
    const agreementNo = await agreementNoOf(loan);
    const [signed] = await t.db.query<{ sha256: string }>(
      `select sha256 from agreement_files where agreement_id = $1 and kind = 'signedagreementpdf'`,
      [loan.agreementId],
    );
    expect(await stampingOf(loan.agreementId)).toMatchObject({ status: 'pending', reference: agreementNo });
    const [job] = await t.db.query<{ kind: string }>(
      `select kind from jobs where kind = $1 and payload->>'agreementId' = $2`,
      [STAMPING_SUBMIT_JOB, loan.agreementId],
    );
    expect(job?.kind).toBe(STAMPING_SUBMIT_JOB);

    await runJobsNow(t); // submitted, assessed (RM25.00 on RM5,000), paid, stamped
    const stamping = await stampingOf(loan.agreementId);
    expect(stamping).toMatchObject({
      status: 'stamped',
      dutySen: 2_500,
      paidSen: 2_500,
      failureReason: null,
    });
    const submission = await t.eStamping.submission(stamping?.submissionId as string);
    expect(submission).toMatchObject({ reference: agreementNo, status: 'stamped', dutySen: 2_500 });
    const [, stamped] = noticesOf(stamping?.submissionId);
    expect(stamped?.type).toBe('stamped');
    if (stamped?.type !== 'stamped') return;
    expect(stamping?.certificateNo).toBe(stamped.body.certificateNo);

    const file = await estampingFile(loan.agreementId);
    expect(file?.sha256).toBe(stamped.body.certificateSha256);
    expect(file?.fileName).toBe(`${agreementNo}-stamp-certificate.pdf`);
    const stored = new Uint8Array(await buffer(storage.read(file?.storageKey as string)));
    expect(sha256(stored)).toBe(stamped.body.certificateSha256);
    const [instrument] = await t.db.query<{ document_sha256: string }>(
      'select document_sha256 from sandbox_stamping_submissions where id = $1',
      [stamping?.submissionId],
    );
    expect(instrument?.document_sha256).toBe(signed?.sha256);

    const { agreement, events } = await storedAgreement(t, loan.agreementId);
    expect(agreement?.status).toBe('STAMPED');
    expect(events.at(-1)).toMatchObject({
      event: 'stamp',
      from: 'SIGNED',
      to: 'STAMPED',
      actorType: 'system',
    });
  });

  it('applies a repeated notice once', async () => {
    const loan = await signedApplication(t, team);
    await t.eStamping.failNext('repeatNotice', 2);
    await runJobsNow(t);
    const stamping = await stampingOf(loan.agreementId);
    expect(noticesOf(stamping?.submissionId).map((notice) => notice.type)).toEqual([
      'assessed',
      'assessed',
      'stamped',
      'stamped',
    ]);
    expect(stamping).toMatchObject({ status: 'stamped', paidSen: 2_500 });
    const files = await t.db.query(
      `select 1 from agreement_files where agreement_id = $1 and kind = 'estamping'`,
      [loan.agreementId],
    );
    expect(files).toHaveLength(1);
    const { events } = await storedAgreement(t, loan.agreementId);
    expect(events.filter((event) => event.event === 'stamp')).toHaveLength(1);
    const applied = await t.db.query(
      `select type from agreement_provider_notices where subject_id = $1 order by received_at`,
      [stamping?.submissionId],
    );
    expect(applied).toEqual([{ type: 'assessed' }, { type: 'stamped' }]);

    // Delivered again later, the stamped notice still changes nothing.
    await service.applyNotice(noticesOf(stamping?.submissionId).at(-1));
    expect(await estampingFile(loan.agreementId)).toBeDefined();
    expect(
      (await storedAgreement(t, loan.agreementId)).events.filter((e) => e.event === 'stamp'),
    ).toHaveLength(1);
  });

  it('refuses a notice whose signature does not match, writing nothing', async () => {
    const loan = await signedApplication(t, team);
    await runJobsNow(t);
    const stamping = await stampingOf(loan.agreementId);
    const [assessed, stamped] = noticesOf(stamping?.submissionId);
    if (assessed?.type !== 'assessed' || stamped?.type !== 'stamped') throw new Error('not stamped');
    const count = () => t.db.query('select count(*)::int as n from agreement_provider_notices');
    const before = await count();
    // A new id, so that only the signature can stop it: a changed duty, a forged signature, another provider's.
    const changed = { ...assessed, id: crypto.randomUUID(), body: { ...assessed.body, dutySen: 1 } };
    await expect(service.applyNotice(changed)).rejects.toBeInstanceOf(NoticeSignatureError);
    const forged = { ...stamped, id: crypto.randomUUID(), signature: 'f'.repeat(64) };
    await expect(service.applyNotice(forged)).rejects.toBeInstanceOf(NoticeSignatureError);
    await expect(service.applyNotice({ ...stamped, provider: 'direct-debit' })).rejects.toBeInstanceOf(
      NoticeSignatureError,
    );
    expect(await count()).toEqual(before);
    expect(await stampingOf(loan.agreementId)).toMatchObject({ status: 'stamped', dutySen: 2_500 });
  });

  it('retries a provider that is down, showing the reason, and stamps once it answers', async () => {
    const loan = await signedApplication(t, team);
    await t.eStamping.failNext('unavailable', 2);
    await runJobsNow(t);
    expect(await stampingOf(loan.agreementId)).toMatchObject({
      status: 'pending',
      submissionId: null,
      submitAttempts: 1,
      failureReason: 'sandbox e-stamping unavailable (failure switch)',
    });
    const [job] = await t.db.query<{ status: string }>(
      `select status from jobs where kind = $1 and payload->>'agreementId' = $2`,
      [STAMPING_SUBMIT_JOB, loan.agreementId],
    );
    expect(job?.status).toBe('queued');
    await runJobsNow(t);
    expect(await stampingOf(loan.agreementId)).toMatchObject({ status: 'pending', submitAttempts: 2 });
    await runJobsNow(t);
    expect(await stampingOf(loan.agreementId)).toMatchObject({
      status: 'stamped',
      submitAttempts: 3,
      failureReason: null,
    });
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('STAMPED');
  });

  it('shows the officer stamping pending with the outage, then failed after the last try', async () => {
    const loan = await signedApplication(t, team);
    await t.eStamping.failNext('unavailable', 2);
    await runJobsNow(t);
    const officer = await createOfficer(t, ['verifier'], 'Farah Verifier');
    const pending = await asOfficer(
      t,
      officer,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(loan.agreementId),
    );
    expect(pending.json().stamping).toMatchObject({
      state: 'pending',
      reference: await agreementNoOf(loan),
      submissionId: null,
      failureReason: 'sandbox e-stamping unavailable (failure switch)',
    });
    await expect(
      service.submit(loan.agreementId, {
        attempts: STAMPING_SUBMIT_ATTEMPTS,
        maxAttempts: STAMPING_SUBMIT_ATTEMPTS,
      }),
    ).rejects.toThrow('sandbox e-stamping unavailable (failure switch)');
    const failed = await asOfficer(t, officer, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreement(loan.agreementId));
    expect(failed.json().stamping).toMatchObject({
      state: 'failed',
      failureReason: 'sandbox e-stamping unavailable (failure switch)',
    });
    expect(failed.json().agreement.status).toBe('SIGNED');
  });

  it('leaves alone a notice about an instrument of no agreement', async () => {
    const { submissionId } = await t.eStamping.submit({
      reference: 'another-caller-reference',
      agreementNo: 'OTHER-2026-000001',
      variant: 'conventional',
      lender: { name: 'Another Lender', companyNo: '201901000001' },
      borrower: { name: 'Nur Aisyah binti Ahmad', nric: '900615145672' },
      signedDocumentSha256: 'a'.repeat(64),
      principalSen: sen(100_000),
      executedOn: '2026-11-20',
    });
    await runJobsNow(t);
    expect(noticesOf(submissionId).map((notice) => notice.type)).toEqual(['assessed']);
    const [job] = await t.db.query<{ status: string }>(
      `select status from jobs where payload->>'submissionId' = $1 order by id limit 1`,
      [submissionId],
    );
    expect(job?.status).toBe('done');
    expect(
      await t.db.query('select 1 from agreement_provider_notices where subject_id = $1', [submissionId]),
    ).toEqual([]);
  });

  it('pays nothing when the assessment does not match the quoted stamp duty, and shows why', async () => {
    const loan = await signedApplication(t, team);
    // The quote accepted said RM30.00; LHDN assesses RM25.00 on RM5,000.
    await t.db.query('update agreements set stamp_duty_sen = 3000 where id = $1', [loan.agreementId]);
    await runJobsNow(t);
    const stamping = await stampingOf(loan.agreementId);
    expect(stamping).toMatchObject({ status: 'failed', dutySen: 2_500, paidSen: null });
    expect(stamping?.failureReason).toContain('does not match the quoted stamp duty of 3000 sen');
    expect(await t.eStamping.submission(stamping?.submissionId as string)).toMatchObject({
      status: 'assessed',
    });
    expect(await estampingFile(loan.agreementId)).toBeUndefined();
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('SIGNED');
  });

  it('records a rejection by LHDN with its reason', async () => {
    const loan = await signedApplication(t, team);
    await t.eStamping.failNext('rejectAssessment');
    await runJobsNow(t);
    const stamping = await stampingOf(loan.agreementId);
    expect(stamping?.status).toBe('rejected');
    expect(stamping?.failureReason).toEqual(expect.any(String));
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('SIGNED');
  });
});
