import { AGREEMENT_BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_E_STAMPING_STEP_JOB } from '../../providers/e-stamping/sandbox-e-stamping-provider.ts';
import { DiskFileStorage } from '../../storage/file-storage.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import {
  STAMPING_SUBMIT_JOB,
  STAMPING_WATCH_ATTEMPTS,
  STAMPING_WATCH_JOB,
  StampingService,
} from './stamping-service.ts';
import { runJobsNow, signedApplication } from './testing/after-signing.ts';
import {
  type ApprovedApplication,
  createAgreementTestApp,
  createReviewTeam,
  operationsAlertsOf,
  operationsEmails,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * A stamping that needs a person (docs/decisions/051): LHDN rejected it, its submission was never accepted, or its
 * notices never came and the watch gave up. The operations inbox is told and the back office's list marks it; a
 * disbursement officer submits it again as a new attempt, the ended one kept, and the agreement moves on as a
 * first-time stamping does.
 */

let t: TestApp;
let team: ReviewTeam;
let disburser: TestOfficer;
/** A second instance of the service, as another process of ours would run the jobs. */
let service: StampingService;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  disburser = await createOfficer(t, ['disbursementOfficer'], 'Dina Disburser');
  service = new StampingService({
    db: t.db,
    clock: t.clock,
    storage: new DiskFileStorage(t.uploadsDir),
    provider: t.eStamping,
    lender: t.config.lender,
    alerts: operationsAlertsOf(t),
  });
});
afterAll(() => t.close());

const REASON = { reason: 'LHDN corrected the borrower’s particulars on their side' };

async function stampingView(agreementId: string) {
  const view = await asOfficer(t, team.verifier, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreement(agreementId));
  expect(view.statusCode).toBe(200);
  return view.json();
}

async function needingAttention(): Promise<{ count: number; items: Record<string, unknown>[] }> {
  const list = await asOfficer(
    t,
    team.verifier,
    'GET',
    `${AGREEMENT_BACKOFFICE_PATHS.agreements}?needsAttention=true`,
  );
  expect(list.statusCode).toBe(200);
  return { count: list.json().needsAttention, items: list.json().items };
}

function resubmit(officer: TestOfficer, agreementId: string, body: Record<string, unknown> = REASON) {
  return asOfficer(t, officer, 'POST', AGREEMENT_BACKOFFICE_PATHS.resubmitStamping(agreementId), body);
}

async function rejectedStamping(): Promise<ApprovedApplication> {
  const loan = await signedApplication(t, team);
  await t.eStamping.failNext('rejectAssessment');
  await runJobsNow(t);
  expect((await stampingView(loan.agreementId)).stamping).toMatchObject({ state: 'rejected', attempt: 1 });
  return loan;
}

describe('a rejected stamping', () => {
  let loan: ApprovedApplication;
  let agreementNo: string;

  beforeAll(async () => {
    loan = await rejectedStamping();
    agreementNo = (await storedAgreement(t, loan.agreementId)).agreement?.agreement_no as string;
  });

  it('is told to the operations inbox with the reason and a link to the agreement', async () => {
    const alerts = (await operationsEmails(t)).filter((email) => email.bodyText.includes(agreementNo));
    expect(alerts.map((email) => email.purpose)).toEqual(['operations.stamping.rejected']);
    expect(alerts[0]?.subject).toBe(
      `E-stamping of agreement ${agreementNo} was rejected: it needs an officer`,
    );
    expect(alerts[0]?.bodyText).toContain('on attempt 1');
    expect(alerts[0]?.bodyText).toContain(`/backoffice/agreements/${loan.agreementId}`);
  });

  it('is marked on the back office’s list, and found by its filter', async () => {
    const { count, items } = await needingAttention();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(items.find((item) => item.id === loan.agreementId)).toMatchObject({ attention: ['stamping'] });
  });

  it('refuses a role without the right with a 403, writing nothing', async () => {
    const refused = await resubmit(team.verifier, loan.agreementId);
    expect(refused.statusCode).toBe(403);
    expect((await stampingView(loan.agreementId)).stamping).toMatchObject({ state: 'rejected', attempt: 1 });
  });

  it('is submitted again by a disbursement officer and moves the agreement on as a first stamping does', async () => {
    const answered = await resubmit(disburser, loan.agreementId);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toBe(en.agreements.stampingResubmitted);
    expect(answered.json().agreement.stamping).toMatchObject({
      state: 'pending',
      attempt: 2,
      submissionId: null,
      failureReason: null,
      earlierAttempts: [
        {
          attempt: 1,
          state: 'rejected',
          resubmittedBy: 'Dina Disburser',
          resubmitReason: REASON.reason,
        },
      ],
    });
    const [audit] = await t.db.query<Record<string, unknown>>(
      `select actor_role as "actorRole", before, after, remark from audit_events
       where subject_id = $1 and action = 'stamping.resubmit'`,
      [loan.agreementId],
    );
    expect(audit).toEqual({
      actorRole: 'disbursementOfficer',
      before: { stamping: 'rejected', attempt: 1 },
      after: { stamping: 'pending', attempt: 2 },
      remark: REASON.reason,
    });

    await runJobsNow(t); // submitted anew, assessed, paid, stamped
    const { stamping, agreement, files } = await stampingView(loan.agreementId);
    expect(stamping).toMatchObject({ state: 'stamped', attempt: 2, dutySen: 2_500, paidSen: 2_500 });
    expect(stamping.certificateNo).toEqual(expect.any(String));
    expect(stamping.submissionId).not.toBe(stamping.earlierAttempts[0].submissionId);
    expect(agreement.status).toBe('STAMPED');
    expect(files.filter((file: { kind: string }) => file.kind === 'estamping')).toHaveLength(1);
    const { items } = await needingAttention();
    expect(items.some((item) => item.id === loan.agreementId)).toBe(false);
  });

  it('refuses to submit a stamping that is not rejected or failed again (409), writing nothing', async () => {
    const refused = await resubmit(disburser, loan.agreementId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(en.agreements.stampingNotFailed);
    expect((await stampingView(loan.agreementId)).stamping).toMatchObject({ state: 'stamped', attempt: 2 });
    const audits = await t.db.query(
      `select 1 from audit_events where subject_id = $1 and action = 'stamping.resubmit'`,
      [loan.agreementId],
    );
    expect(audits).toHaveLength(1);
  });

  it('refuses one still under way (409)', async () => {
    const pending = await signedApplication(t, team);
    const refused = await resubmit(disburser, pending.agreementId);
    expect(refused.statusCode).toBe(409);
    expect((await stampingView(pending.agreementId)).stamping).toMatchObject({
      state: 'pending',
      attempt: 1,
    });
  });
});

describe('a stamping whose notices never come', () => {
  it('is watched, then given up after its retries: failed, told to the operations inbox and marked', async () => {
    const loan = await signedApplication(t, team);
    // The submission job runs here, and is then taken off the app's queue; LHDN's answer is never delivered.
    await service.submit(loan.agreementId, { attempts: 1, maxAttempts: 10 }, 1);
    const { stamping: submitted } = await stampingView(loan.agreementId);
    expect(submitted).toMatchObject({ state: 'submitted', attempt: 1 });
    await t.db.query(
      `update jobs set status = 'done'
       where (kind = $1 and payload->>'agreementId' = $2) or (kind = $3 and payload->>'submissionId' = $4)`,
      [STAMPING_SUBMIT_JOB, loan.agreementId, SANDBOX_E_STAMPING_STEP_JOB, submitted.submissionId],
    );
    const [watch] = await t.db.query<{ maxAttempts: number; dueInMinutes: number }>(
      `select max_attempts as "maxAttempts", round(extract(epoch from run_at - now()) / 60)::int as "dueInMinutes"
       from jobs where kind = $1 and payload->>'agreementId' = $2`,
      [STAMPING_WATCH_JOB, loan.agreementId],
    );
    expect(watch).toEqual({ maxAttempts: STAMPING_WATCH_ATTEMPTS, dueInMinutes: 30 });

    await expect(
      service.watch(loan.agreementId, 1, { attempts: 3, maxAttempts: STAMPING_WATCH_ATTEMPTS }),
    ).rejects.toThrow(/is still submitted/);
    expect((await stampingView(loan.agreementId)).stamping.state).toBe('submitted');

    await service.watch(loan.agreementId, 1, {
      attempts: STAMPING_WATCH_ATTEMPTS,
      maxAttempts: STAMPING_WATCH_ATTEMPTS,
    });
    const { stamping } = await stampingView(loan.agreementId);
    expect(stamping.state).toBe('failed');
    expect(stamping.failureReason).toContain('No word from LHDN since the submission was accepted');
    const agreementNo = (await storedAgreement(t, loan.agreementId)).agreement?.agreement_no as string;
    const alerts = (await operationsEmails(t)).filter((email) => email.bodyText.includes(agreementNo));
    expect(alerts.map((email) => email.purpose)).toEqual(['operations.stamping.failed']);
    expect(alerts[0]?.subject).toBe(`E-stamping of agreement ${agreementNo} failed: it needs an officer`);
    const { items } = await needingAttention();
    expect(items.find((item) => item.id === loan.agreementId)).toMatchObject({ attention: ['stamping'] });

    // A watch run again (a retry, another process) neither fails it twice nor tells anyone again.
    await service.watch(loan.agreementId, 1, {
      attempts: STAMPING_WATCH_ATTEMPTS,
      maxAttempts: STAMPING_WATCH_ATTEMPTS,
    });
    expect((await operationsEmails(t)).filter((email) => email.bodyText.includes(agreementNo))).toHaveLength(
      1,
    );
  });

  it('tells the operations inbox when the submission is still refused at its last try', async () => {
    const loan = await signedApplication(t, team);
    await t.eStamping.failNext('unavailable');
    await expect(service.submit(loan.agreementId, { attempts: 10, maxAttempts: 10 }, 1)).rejects.toThrow(
      'sandbox e-stamping unavailable (failure switch)',
    );
    expect((await stampingView(loan.agreementId)).stamping).toMatchObject({ state: 'failed', attempt: 1 });
    const agreementNo = (await storedAgreement(t, loan.agreementId)).agreement?.agreement_no as string;
    const alerts = (await operationsEmails(t)).filter((email) => email.bodyText.includes(agreementNo));
    expect(alerts.map((email) => email.purpose)).toEqual(['operations.stamping.failed']);
    expect(alerts[0]?.bodyText).toContain('Reason: sandbox e-stamping unavailable (failure switch)');

    // Submitted again, with the outage over, it is stamped: the sandbox's failures on demand still apply per attempt.
    expect((await resubmit(disburser, loan.agreementId)).statusCode).toBe(200);
    await runJobsNow(t);
    expect((await stampingView(loan.agreementId)).stamping).toMatchObject({ state: 'stamped', attempt: 2 });
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('STAMPED');
  });
});
