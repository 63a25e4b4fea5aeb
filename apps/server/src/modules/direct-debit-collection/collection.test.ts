import { DIRECT_DEBIT_COLLECTION_PATHS, sen } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionNotice } from '../../providers/direct-debit/direct-debit-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mandateSteps } from '../agreements/testing/mandate-steps.ts';
import { type ApprovedApplication, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { call } from '../applications/testing.ts';
import { asOfficer } from '../review/testing.ts';
import type { DirectDebitCollectionService } from './collection-service.ts';
import { InMemoryLoanAccounts } from './testing.ts';

/**
 * The monthly direct-debit run against the FPX sandbox: agreements with a mandate made active through the customer's
 * own calls and the sandbox bank, loan accounts kept in memory (the servicing module's port), and the run asked for
 * each business date as its daily job would. A deduction made is posted to the account exactly once; insufficient
 * funds are tried again on the next two working days; nothing else is.
 */

/** RM5,000 over 12 months at 1.5% a month: RM75.00 interest and RM416.67 principal a month. */
const INSTALMENT = { interestSen: 7_500, principalSen: 41_667 };
const INSTALMENT_SEN = INSTALMENT.interestSen + INSTALMENT.principalSen;

let t: TestApp;
let team: ReviewTeam;
let collections: DirectDebitCollectionService;
const accounts = new InMemoryLoanAccounts();
const notices: CollectionNotice[] = [];
const loans = new Map<
  string,
  ApprovedApplication & { accountId: string; agreementNo: string; mostSen: number }
>();

/** The accounts of the tests, each with its own due dates so that one test's run does not reach another's account. */
const ACCOUNTS: Record<string, readonly { dueOn: string; interestSen: number; principalSen: number }[]> = {
  paid: [{ dueOn: '2026-12-02', ...INSTALMENT }],
  saturday: [{ dueOn: '2026-12-05', ...INSTALMENT }],
  repeated: [{ dueOn: '2026-12-03', ...INSTALMENT }],
  lost: [{ dueOn: '2026-12-08', ...INSTALMENT }],
  insufficient: [{ dueOn: '2026-12-24', ...INSTALMENT }],
  closed: [{ dueOn: '2026-12-10', ...INSTALMENT }],
  paidElsewhere: [{ dueOn: '2026-12-17', ...INSTALMENT }],
  partlyPaid: [{ dueOn: '2026-12-17', ...INSTALMENT }],
  arrears: [
    { dueOn: '2026-11-16', ...INSTALMENT },
    { dueOn: '2026-12-16', ...INSTALMENT },
  ],
  twice: [{ dueOn: '2026-12-15', ...INSTALMENT }],
  posted: [{ dueOn: '2026-12-09', ...INSTALMENT }],
  outage: [{ dueOn: '2026-12-18', ...INSTALMENT }],
  missedRetryDay: [{ dueOn: '2027-01-05', ...INSTALMENT }],
};

beforeAll(async () => {
  t = await createTestApp({
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    loanAccountCollections: accounts,
  });
  team = await createReviewTeam(t);
  if (!t.directDebitCollections) throw new Error('the direct-debit run was not registered');
  collections = t.directDebitCollections;
  t.directDebit.onCollectionNotice(async (notice) => {
    notices.push(notice);
  });
  const { attested, mandateDecided } = mandateSteps(() => ({ t, team }));
  for (const name of Object.keys(ACCOUNTS)) {
    const loan = await attested();
    await mandateDecided(loan);
    const [agreement] = await t.db.query<{ agreementNo: string; mostSen: number }>(
      `select a.agreement_no as "agreementNo", m.max_amount_sen as "mostSen"
       from agreements a join agreement_mandates m on m.agreement_id = a.id and m.state = 'ACTIVE'
       where a.id = $1`,
      [loan.agreementId],
    );
    if (!agreement) throw new Error(`no active mandate for ${name}`);
    loans.set(name, { ...loan, ...agreement, accountId: `account-${name}` });
  }
  for (const [name, instalments] of Object.entries(ACCOUNTS)) {
    const loan = loanOf(name);
    accounts.open({
      accountId: loan.accountId,
      agreementId: loan.agreementId,
      agreementNo: loan.agreementNo,
      instalments,
    });
  }
}, 120_000);
afterAll(() => t.close());

function loanOf(name: string) {
  const loan = loans.get(name);
  if (!loan) throw new Error(`no loan ${name}`);
  return loan;
}

/** The account's attempts as stored, oldest first. */
async function attemptsOf(name: string) {
  return t.db.query<Record<string, unknown>>(
    `select id, instalment_no as "instalmentNo", attempt_no as "attemptNo", amount_sen as "amountSen",
       requested_on as "requestedOn", status, reason, reason_code as "reasonCode", retry_on as "retryOn",
       bank_reference as "bankReference", payment_id as "paymentId", settled_by as "settledBy"
     from direct_debit_attempts where account_id = $1 order by attempt_no, created_at`,
    [loanOf(name).accountId],
  );
}

const postingsOf = (name: string) =>
  accounts.postings.filter((posting) => posting.accountId === loanOf(name).accountId);

/** The day's run, then the jobs due now: each deduction asked of the bank, settled, and its notice applied. */
async function runAndSettle(day: string) {
  const report = await collections.runDay(day);
  await t.jobs.runDue();
  return report;
}

describe('the debit day', () => {
  it('asks for the amount due on the due date and posts the deduction made to the account', async () => {
    expect(await collections.runDay('2026-12-01')).toMatchObject({ firstAttempts: 0, retries: 0 });
    expect(await attemptsOf('paid')).toEqual([]);

    expect(await runAndSettle('2026-12-02')).toEqual({
      runOn: '2026-12-02',
      firstAttempts: 1,
      retries: 0,
      nothingDue: 0,
    });
    const [attempt] = await attemptsOf('paid');
    expect(attempt).toMatchObject({
      instalmentNo: 1,
      attemptNo: 1,
      amountSen: INSTALMENT_SEN,
      requestedOn: '2026-12-02',
      status: 'succeeded',
      reason: null,
      reasonCode: '00',
      retryOn: null,
      settledBy: 'notice',
    });
    expect(attempt?.bankReference).toMatch(/^DD\d{16}$/);
    expect(postingsOf('paid')).toEqual([
      {
        paymentId: attempt?.paymentId,
        accountId: 'account-paid',
        channel: 'directDebit',
        reference: attempt?.bankReference,
        amountSen: INSTALMENT_SEN,
        receivedOn: '2026-12-02',
      },
    ]);
    expect(await t.directDebit.collection(String(attempt?.id))).toMatchObject({
      status: 'succeeded',
      amountSen: INSTALMENT_SEN,
      requestedOn: '2026-12-02',
    });
    // The instalment is met on the debit day: RM75.00 interest and RM416.67 principal.
    expect(accounts.schedule('account-paid')).toMatchObject([
      {
        instalmentNo: 1,
        metOn: '2026-12-02',
        components: {
          interest: { dueSen: 7_500, paidSen: 7_500 },
          principal: { dueSen: 41_667, paidSen: 41_667 },
        },
      },
    ]);
  });

  it('debits an instalment due on a Saturday on the Monday after', async () => {
    await runAndSettle('2026-12-04');
    expect(await attemptsOf('saturday')).toEqual([]);
    await runAndSettle('2026-12-07');
    expect(await attemptsOf('saturday')).toMatchObject([{ requestedOn: '2026-12-07', status: 'succeeded' }]);
  });

  it('asks no more than the mandate allows when arrears are due with the instalment', async () => {
    const loan = loanOf('arrears');
    expect(loan.mostSen).toBeLessThan(2 * INSTALMENT_SEN);
    await runAndSettle('2026-12-16');
    expect(await attemptsOf('arrears')).toMatchObject([
      { instalmentNo: 2, attemptNo: 1, amountSen: loan.mostSen, status: 'succeeded' },
    ]);
    expect(postingsOf('arrears').map((posting) => posting.amountSen)).toEqual([loan.mostSen]);
  });
});

describe('exactly once', () => {
  it('posts a deduction once however often its notice arrives, and the status enquiry changes nothing after', async () => {
    await t.directDebit.failNext('repeatNotice');
    const before = notices.length;
    await runAndSettle('2026-12-03');
    const delivered = notices.slice(before);
    expect(delivered).toHaveLength(2);
    expect(delivered[1]).toEqual(delivered[0]);
    const [notice] = delivered;
    if (!notice) throw new Error('no notice');
    expect(await collections.applyNotice(notice)).toBe('repeat');
    const [attempt] = await attemptsOf('repeated');
    await collections.poll(String(attempt?.id), 1);
    expect(await attemptsOf('repeated')).toMatchObject([{ status: 'succeeded', settledBy: 'notice' }]);
    expect(postingsOf('repeated')).toHaveLength(1);
    expect(postingsOf('repeated')[0]).toMatchObject({
      amountSen: INSTALMENT_SEN,
      reference: attempt?.bankReference,
    });
  });

  it('refuses a notice whose signature does not match, and writes nothing', async () => {
    const [attempt] = await attemptsOf('paid');
    const genuine = notices.find((notice) => notice.body.reference === attempt?.id);
    if (!genuine) throw new Error('no notice for the paid attempt');
    await expect(
      collections.applyNotice({ ...genuine, body: { ...genuine.body, amountSen: 1 } }),
    ).rejects.toThrow(/does not match/);
    expect(postingsOf('paid')).toHaveLength(1);
  });

  it('finds a deduction whose notice was lost by asking the bank, and posts it once', async () => {
    await t.directDebit.failNext('dropCollectionNotice');
    await runAndSettle('2026-12-08');
    const [attempt] = await attemptsOf('lost');
    expect(attempt).toMatchObject({ status: 'requested', requestedOn: '2026-12-08' });
    expect(postingsOf('lost')).toEqual([]);
    expect(await t.directDebit.collection(String(attempt?.id))).toMatchObject({ status: 'succeeded' });

    await collections.poll(String(attempt?.id), 1);
    await collections.poll(String(attempt?.id), 2);
    expect(await attemptsOf('lost')).toMatchObject([{ status: 'succeeded', settledBy: 'poll' }]);
    expect(postingsOf('lost')).toHaveLength(1);
  });

  it('asks the bank again under the same reference when it was down, and the enquiry asks for one never accepted', async () => {
    await t.directDebit.failNext('unavailable');
    await runAndSettle('2026-12-18');
    const [attempt] = await attemptsOf('outage');
    expect(attempt).toMatchObject({ status: 'requested', requestedOn: '2026-12-18' });
    expect(await t.directDebit.collection(String(attempt?.id))).toBeNull();

    // The request's job waits for its retry; the status enquiry finds nothing at the bank and asks for it itself.
    await collections.poll(String(attempt?.id), 1);
    await collections.send(String(attempt?.id));
    await t.jobs.runDue();
    expect(await attemptsOf('outage')).toMatchObject([{ status: 'succeeded' }]);
    expect(postingsOf('outage')).toHaveLength(1);
    const [atBank] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_collections where reference = $1',
      [attempt?.id],
    );
    expect(atBank?.n).toBe(1);
  });

  it('is safe to run twice for one day: one attempt, one deduction at the bank, one posting', async () => {
    const first = await collections.runDay('2026-12-15');
    const second = await collections.runDay('2026-12-15');
    expect(first.firstAttempts).toBe(1);
    expect(second.firstAttempts).toBe(0);
    await t.jobs.runDue();
    await collections.runDay('2026-12-15');
    await t.jobs.runDue();
    const attempts = await attemptsOf('twice');
    expect(attempts).toMatchObject([{ attemptNo: 1, status: 'succeeded' }]);
    expect(postingsOf('twice')).toHaveLength(1);
    const [run] = await t.db.query<Record<string, unknown>>(
      `select status, first_attempts as "firstAttempts" from direct_debit_runs where run_on = '2026-12-15'`,
    );
    expect(run).toEqual({ status: 'done', firstAttempts: 1 });
  });
});

describe("the provider's callback", () => {
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: DIRECT_DEBIT_COLLECTION_PATHS.callback, payload: payload as object });

  /** The notice the sandbox recorded for a deduction, as it would post it. */
  async function recordedNotice(collectionId: string): Promise<CollectionNotice> {
    const [row] = await t.db.query<{
      id: string;
      type: CollectionNotice['type'];
      body: CollectionNotice['body'];
      signature: string;
      occurredAt: Date;
    }>(
      `select id, type, body, signature, occurred_at as "occurredAt" from sandbox_notices
       where provider = 'direct-debit' and subject_id = $1`,
      [collectionId],
    );
    if (!row) throw new Error(`no notice of ${collectionId}`);
    return {
      id: row.id,
      provider: 'direct-debit',
      type: row.type,
      subjectId: collectionId,
      occurredAt: row.occurredAt.toISOString(),
      body: row.body,
      signature: row.signature,
    } as CollectionNotice;
  }

  it('applies a posted notice once, refuses a changed one with 401, and a deduction not ours with 404', async () => {
    await t.directDebit.failNext('dropCollectionNotice');
    await runAndSettle('2026-12-09');
    const [attempt] = await attemptsOf('posted');
    expect(attempt).toMatchObject({ status: 'requested' });
    const record = await t.directDebit.collection(String(attempt?.id));
    const notice = await recordedNotice(String(record?.id));

    const tampered = await post({ ...notice, body: { ...notice.body, amountSen: 1 } });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe(en.directDebit.noticeRefused);
    expect(await attemptsOf('posted')).toMatchObject([{ status: 'requested' }]);

    const applied = await post(notice);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ message: en.directDebit.noticeAccepted });
    expect((await post(notice)).statusCode).toBe(200);
    expect(await attemptsOf('posted')).toMatchObject([{ status: 'succeeded', settledBy: 'notice' }]);
    expect(postingsOf('posted')).toHaveLength(1);

    const mandate = await t.directDebit.collection(String(attempt?.id));
    const foreign = await t.directDebit.collect({
      mandateId: String(mandate?.mandateId),
      amountSen: sen(100),
      reference: 'not-an-attempt-of-ours',
      requestedOn: '2026-12-09',
    });
    await t.jobs.runDue();
    const unknown = await post(await recordedNotice(foreign.collectionId));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(en.directDebit.collections.notFound);
  });
});

describe('a failed deduction', () => {
  it('is tried again after insufficient funds on the next two working days, past Christmas and a weekend, then given up', async () => {
    await t.directDebit.failNext('collectionInsufficientFunds', 3);
    // Thursday 24 December: the retries fall on Monday 28 and Tuesday 29, after Christmas Day and the weekend.
    await runAndSettle('2026-12-24');
    expect(await attemptsOf('insufficient')).toMatchObject([
      {
        attemptNo: 1,
        requestedOn: '2026-12-24',
        status: 'failed',
        reason: 'insufficientFunds',
        reasonCode: '51',
        retryOn: '2026-12-28',
      },
    ]);
    // The customer learns that another attempt is planned, not its day.
    const loan = loanOf('insufficient');
    const [planned] = (
      await call(t, loan.applicant, 'GET', DIRECT_DEBIT_COLLECTION_PATHS.attempts(loan.agreementId))
    ).json();
    expect(planned).toMatchObject({ attemptNo: 1, status: 'failed', retryPlanned: true });
    expect(planned).not.toHaveProperty('retryOn');
    expect((await runAndSettle('2026-12-25')).retries).toBe(0);

    expect((await runAndSettle('2026-12-28')).retries).toBe(1);
    expect((await collections.runDay('2026-12-28')).retries).toBe(0);
    await runAndSettle('2026-12-29');
    await runAndSettle('2026-12-30');
    expect(await attemptsOf('insufficient')).toMatchObject([
      { attemptNo: 1, requestedOn: '2026-12-24', status: 'failed', retryOn: null },
      {
        attemptNo: 2,
        requestedOn: '2026-12-28',
        amountSen: INSTALMENT_SEN,
        status: 'failed',
        reasonCode: '51',
        retryOn: null,
      },
      {
        attemptNo: 3,
        requestedOn: '2026-12-29',
        amountSen: INSTALMENT_SEN,
        status: 'failed',
        reasonCode: '51',
        retryOn: null,
      },
    ]);
    expect(postingsOf('insufficient')).toEqual([]);
  });

  it('is tried again on the next run when the run of its retry day never came', async () => {
    await t.directDebit.failNext('collectionInsufficientFunds');
    await runAndSettle('2027-01-05');
    expect(await attemptsOf('missedRetryDay')).toMatchObject([{ attemptNo: 1, retryOn: '2027-01-06' }]);
    // No run on Wednesday 6 January (the server was down): Thursday's run makes the retry, once.
    expect((await runAndSettle('2027-01-07')).retries).toBe(1);
    expect((await collections.runDay('2027-01-07')).retries).toBe(0);
    expect(await attemptsOf('missedRetryDay')).toMatchObject([
      { attemptNo: 1, requestedOn: '2027-01-05', status: 'failed', retryOn: null },
      { attemptNo: 2, requestedOn: '2027-01-07', amountSen: INSTALMENT_SEN, status: 'succeeded' },
    ]);
    expect(postingsOf('missedRetryDay')).toMatchObject([{ amountSen: INSTALMENT_SEN }]);
  });

  it('is not tried again when the account is closed', async () => {
    await t.directDebit.failNext('collectionAccountClosed');
    await runAndSettle('2026-12-10');
    await runAndSettle('2026-12-11');
    expect(await attemptsOf('closed')).toMatchObject([
      { attemptNo: 1, status: 'failed', reason: 'accountClosed', reasonCode: '46', retryOn: null },
    ]);
    expect(postingsOf('closed')).toEqual([]);
  });
});

describe('paid by another channel', () => {
  it('asks nothing when the instalment was paid already, and only the rest when it was partly paid', async () => {
    accounts.payElsewhere('account-paidElsewhere', INSTALMENT_SEN, 'JOMPAY-1', '2026-12-14');
    accounts.payElsewhere('account-partlyPaid', 20_000, 'JOMPAY-2', '2026-12-14');
    const report = await runAndSettle('2026-12-17');
    expect(report).toMatchObject({ firstAttempts: 1, nothingDue: 1 });
    expect(await attemptsOf('paidElsewhere')).toEqual([]);
    expect(await attemptsOf('partlyPaid')).toMatchObject([
      { amountSen: INSTALMENT_SEN - 20_000, status: 'succeeded' },
    ]);
  });
});

describe("the customer's attempts", () => {
  it('lists their own attempts newest first, with the reason in their language', async () => {
    const loan = loanOf('insufficient');
    const path = DIRECT_DEBIT_COLLECTION_PATHS.attempts(loan.agreementId);
    const listed = await call(t, loan.applicant, 'GET', path);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    const attempts = listed.json();
    expect(attempts.map((attempt: { attemptNo: number }) => attempt.attemptNo)).toEqual([3, 2, 1]);
    expect(attempts[0]).toMatchObject({
      agreementNo: loan.agreementNo,
      instalmentNo: 1,
      amountSen: INSTALMENT_SEN,
      requestedOn: '2026-12-29',
      status: 'failed',
      statusText: en.directDebit.collections.statuses.failed,
      reason: 'insufficientFunds',
      reasonCode: '51',
      reasonText: en.directDebit.collections.reasons.insufficientFunds,
      bankReference: null,
    });
    // The customer is not shown debit days ahead: no retry date; after the third, no retry is planned.
    expect(attempts[1]).not.toHaveProperty('retryOn');
    expect(attempts.map((attempt: { retryPlanned: boolean }) => attempt.retryPlanned)).toEqual([
      false,
      false,
      false,
    ]);
    const inMalay = await call(t, loan.applicant, 'GET', `${path}?lang=ms`);
    expect(inMalay.json()[0].reasonText).toBe(ms.directDebit.collections.reasons.insufficientFunds);

    const paid = loanOf('paid');
    const [made] = (
      await call(t, paid.applicant, 'GET', DIRECT_DEBIT_COLLECTION_PATHS.attempts(paid.agreementId))
    ).json();
    expect(made).toMatchObject({
      status: 'succeeded',
      reason: null,
      reasonText: null,
      bankReference: expect.stringMatching(/^DD/),
    });
  });

  it("answers 404 for another customer's agreement and 401 without a token", async () => {
    const path = DIRECT_DEBIT_COLLECTION_PATHS.attempts(loanOf('insufficient').agreementId);
    const another = await call(t, loanOf('paid').applicant, 'GET', path);
    expect(another.statusCode).toBe(404);
    expect(another.json().message).toBe(en.errors.agreementNotFound);
    expect((await call(t, null, 'GET', path)).statusCode).toBe(401);
  });
});

describe('the back office', () => {
  it('pages every attempt of a day, newest first, with how each was settled', async () => {
    const path = DIRECT_DEBIT_COLLECTION_PATHS.officerAttempts;
    const page = await asOfficer(t, team.verifier, 'GET', `${path}?requestedOn=2026-12-08`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.json().items).toMatchObject([
      {
        accountId: 'account-lost',
        agreementNo: loanOf('lost').agreementNo,
        status: 'succeeded',
        settledBy: 'poll',
      },
    ]);
    const failed = await asOfficer(t, team.admin, 'GET', `${path}?status=failed&pageSize=2`, undefined, 'ms');
    expect(failed.json().total).toBe(5);
    expect(failed.json().items).toHaveLength(2);
    expect(failed.json().items[0]).toMatchObject({
      requestedOn: '2027-01-05',
      retryOn: null,
      statusText: ms.directDebit.collections.statuses.failed,
      reasonText: ms.directDebit.collections.reasons.insufficientFunds,
    });
    const second = await asOfficer(t, team.admin, 'GET', `${path}?status=failed&pageSize=2&page=2`);
    expect(second.json().items.map((item: { requestedOn: string }) => item.requestedOn)).toEqual([
      '2026-12-28',
      '2026-12-24',
    ]);
    expect((await call(t, loanOf('paid').applicant, 'GET', path)).statusCode).toBe(401);
  });
});

describe('the daily job', () => {
  it('runs at start a day whose run was queued but not done, once', async () => {
    await t.db.query(`insert into direct_debit_runs (run_on) values ('2026-11-20')`);
    expect(await collections.resumeRuns()).toEqual(['2026-11-20']);
    await t.jobs.runDue();
    const [run] = await t.db.query(`select status from direct_debit_runs where run_on = '2026-11-20'`);
    expect(run).toEqual({ status: 'done' });
    expect(await collections.resumeRuns()).toEqual([]);
  });

  it('queues the run of the first business day at start, and each run queues the next working day', async () => {
    const runs = await t.db.query<{ runOn: string; status: string }>(
      `select run_on as "runOn", status from direct_debit_runs where run_on in ('2026-11-23', '2026-12-24', '2026-12-28')
       order by run_on`,
    );
    expect(runs.map((run) => run.runOn)).toEqual(['2026-11-23', '2026-12-24', '2026-12-28']);
    expect(runs.find((run) => run.runOn === '2026-12-24')?.status).toBe('done');
    // 24 December's run queued the next working day's, Monday 28 December: Christmas Day and the weekend skipped.
    const [christmas] = await t.db.query(
      `select 1 from direct_debit_runs where run_on = '2026-12-25' and status = 'scheduled'`,
    );
    expect(christmas).toBeUndefined();
  });
});
