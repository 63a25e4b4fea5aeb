import { PAYMENT_PATHS, type PaymentOrder, type PaymentOrderStarted } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runJobsNow } from '../agreements/testing/after-signing.ts';
import { mandateSteps } from '../agreements/testing/mandate-steps.ts';
import { createReviewTeam, moveAgreementTo, type ReviewTeam } from '../agreements/testing.ts';
import { completeAgreement, type OpenedAccount, openedAccount, writeBusinessDateForTest } from './testing.ts';

/**
 * The servicing module behind the payments module and the monthly direct-debit run, as main.ts wires them: an online
 * payment and a deduction each reach a real loan account's ledger once, whichever of their answers arrive and however
 * often.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createTestApp({
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    servicingLoanAccounts: true,
    closeOfBusiness: true,
  });
  team = await createReviewTeam(t);
}, 120_000);
afterAll(() => t.close());

async function paymentsOf(accountId: string) {
  return t.db.query<{ channel: string; reference: string; amount: number; status: string }>(
    `select channel, reference, amount_sen as amount, status from loan_payments where account_id = $1
     order by received_at`,
    [accountId],
  );
}

async function instalment(accountId: string, no: number) {
  const [row] = await t.db.query<{ paid: number; met: string | null }>(
    `select interest_paid_sen + principal_paid_sen as paid, met_on::text as met
     from loan_instalments where account_id = $1 and instalment_no = $2`,
    [accountId, no],
  );
  return row;
}

describe('an online payment through the payments module', () => {
  let account: OpenedAccount;

  beforeAll(async () => {
    account = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-12-01',
    });
    // The business date is the first instalment's due date; the customer's session is of the calendar's day.
    await writeBusinessDateForTest(t, '2026-12-31');
  });

  it('asks for the instalment due and posts the paid order to the account once, by return, callback and notice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { ...account.applicant.headers, 'idempotency-key': `ports-test-${account.agreementNo}` },
      payload: { agreementNo: account.agreementNo, method: 'onlineBanking' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const start = response.json<PaymentOrderStarted>();
    // Instalment 1, due today: RM566.67.
    expect(start.amountSen).toBe(56_667);
    const url = new URL(start.paymentUrl);
    const merchantId = url.pathname.split('/').at(-2) ?? '';
    const opening = await t.paymentGateway.openPage(merchantId, Object.fromEntries(url.searchParams));
    if (opening.kind !== 'page') throw new Error(opening.kind);
    const answer = await t.paymentGateway.answerAtPage(opening.view.tranId, opening.view.token, {
      outcome: 'approve',
    });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    const back = new URL(answer.returnTo);
    const returned = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    // The callback and the notification follow, by the sandbox's jobs.
    await runJobsNow(t);
    await runJobsNow(t);
    const payments = await paymentsOf(account.accountId);
    expect(payments).toEqual([
      { channel: 'fpx', reference: opening.view.tranId, amount: 56_667, status: 'posted' },
    ]);
    expect(await instalment(account.accountId, 1)).toMatchObject({ paid: 56_667 });
    const order = await t.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.orderStatus(start.orderId),
      headers: account.applicant.headers,
    });
    expect(order.json<PaymentOrder>().status).toBe('success');
    const messages = await t.db.query<{ effect: string }>(
      'select effect from payment_order_messages where order_id = $1 order by id',
      [start.orderId],
    );
    expect(messages.filter((message) => message.effect === 'applied')).toHaveLength(1);
    expect(messages.length).toBeGreaterThanOrEqual(2);
  });

  it("answers another customer's agreement as not found", async () => {
    const other = await openedAccount(t, team, {
      variant: 'islamic',
      amountSen: 100_000,
      tenureMonths: 6,
      madeOn: '2026-12-01',
    });
    const theirs = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { ...other.applicant.headers, 'idempotency-key': `ports-test-other-${other.agreementNo}` },
      payload: { agreementNo: account.agreementNo, method: 'card' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('a direct-debit deduction through the monthly run', () => {
  const { attested, mandateDecided } = mandateSteps(() => ({ t, team }));

  it('asks for the instalment on its debit day at the close and posts the deduction once', async () => {
    t.clock.set('2027-03-01T02:00:00Z');
    const approved = await attested();
    await mandateDecided(approved);
    await moveAgreementTo(t, approved.agreementId, 'DISBURSED');
    await completeAgreement(t, approved.agreementId);
    const [account] = await t.db.query<{ id: string; agreementNo: string }>(
      'select id, agreement_no as "agreementNo" from loan_accounts where agreement_id = $1',
      [approved.agreementId],
    );
    if (!account) throw new Error('no loan account opened');
    const [first] = await t.db.query<{ dueOn: string; due: number }>(
      `select due_on::text as "dueOn",
         interest_due_sen + principal_due_sen - interest_paid_sen - principal_paid_sen as due from loan_instalments
       where account_id = $1 and instalment_no = 1`,
      [account.id],
    );
    if (!first) throw new Error('no first instalment');
    // RM491.67 less the mandate's RM1.00 verification debit, credited to the account at its opening.
    expect(first.dueOn).toBe('2027-03-31');
    const before = await paymentsOf(account.id);

    // The close of 31 March (a Wednesday, a business day) asks for the deduction of the instalment due that day.
    await writeBusinessDateForTest(t, '2027-03-31');
    t.clock.set('2027-04-01T02:00:00Z');
    if (!t.closeOfBusiness) throw new Error('the close of business was not registered');
    const { closed } = await t.closeOfBusiness.closeDue();
    expect(closed.map((run) => [run.businessDate, run.debitsRequested])).toEqual([['2027-03-31', 1]]);
    await runJobsNow(t);
    await runJobsNow(t);
    const attempts = await t.db.query<{ status: string; amount: number; paymentId: string | null }>(
      `select status, amount_sen as amount, payment_id as "paymentId" from direct_debit_attempts where account_id = $1`,
      [account.id],
    );
    expect(attempts).toEqual([{ status: 'succeeded', amount: first.due, paymentId: expect.any(String) }]);
    const after = await paymentsOf(account.id);
    const known = new Set(before.map((payment) => payment.reference));
    expect(after.filter((payment) => !known.has(payment.reference))).toEqual([
      { channel: 'directDebit', reference: expect.any(String), amount: first.due, status: 'posted' },
    ]);
    expect(await instalment(account.id, 1)).toMatchObject({ met: '2027-03-31' });

    // The run asked again for the same day, and the bank's notice delivered again, post nothing more.
    await t.directDebitCollections?.runDay('2027-03-31');
    await runJobsNow(t);
    expect(await paymentsOf(account.id)).toHaveLength(after.length);
  });
});
