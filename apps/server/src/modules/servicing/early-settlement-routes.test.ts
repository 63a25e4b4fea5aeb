import {
  EARLY_SETTLEMENT_PATHS,
  type EarlySettlementQuoteView,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  LOAN_ACCOUNT_PATHS,
  PAYMENT_PATHS,
  type PaymentHistory,
  type PaymentOrder,
  type PaymentOrderStarted,
  sen,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runJobsNow } from '../agreements/testing/after-signing.ts';
import { createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { call } from '../applications/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  officerHeaders,
  type ReviewApplicant,
  type TestOfficer,
} from '../review/testing.ts';
import { type OpenedAccount, openedAccount, postPayment, writeBusinessDateForTest } from './testing.ts';

/**
 * The early settlement calls (decision 045): the holder's quote and the officers', a settlement paid online at the
 * quote's amount through the payment gateway, and one received at the counter; each closes its account once.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: OpenedAccount;
let financing: OpenedAccount;
let stranger: ReviewApplicant;
let counterOfficer: TestOfficer;

const BUSINESS_DATE = '2027-03-10';

beforeAll(async () => {
  t = await createTestApp({
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    servicingLoanAccounts: true,
  });
  team = await createReviewTeam(t);
  loan = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 1_000_000,
    tenureMonths: 24,
    madeOn: '2026-12-01',
  });
  financing = await openedAccount(t, team, {
    variant: 'islamic',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-01',
  });
  stranger = await createApplicant(t);
  counterOfficer = await createOfficer(t, ['disbursementOfficer'], 'Nurul Counter');
  // Three instalments of each paid on their due dates (2026-12-31, 2027-01-31 and 2027-02-28).
  for (const account of [loan, financing]) {
    const rows = await t.db.query<{ no: number; dueOn: string; amount: number }>(
      `select instalment_no as no, due_on::text as "dueOn", instalment_sen as amount from loan_instalments
       where account_id = $1 and instalment_no <= 3 order by instalment_no`,
      [account.accountId],
    );
    for (const row of rows)
      await t.db.transaction((tx) =>
        postPayment(tx, {
          accountId: account.accountId,
          channel: 'directDebit',
          reference: `DD-${account.agreementNo}-${row.no}`,
          amountSen: sen(row.amount),
          receivedOn: row.dueOn,
          receivedAt: new Date(`${row.dueOn}T04:00:00Z`),
        }),
      );
  }
  // The lender's business date; the sessions are of the calendar's day the accounts were opened.
  await writeBusinessDateForTest(t, BUSINESS_DATE);
}, 180_000);
afterAll(() => t.close());

async function auditOf(accountId: string) {
  return t.db.query<{ action: string; actorName: string | null; after: Record<string, unknown> | null }>(
    'select action, actor_name as "actorName", after from audit_events where subject_id = $1 order by id',
    [accountId],
  );
}

describe('accountDetails/earlySettlement/agreementNo/{agreementNo}', () => {
  it("answers the holder's quote for the business date: 21 instalments not yet due, RM3,150.00 rebated", async () => {
    const response = await call(t, loan.applicant, 'GET', EARLY_SETTLEMENT_PATHS.quote(loan.agreementNo));
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<EarlySettlementQuoteView>();
    expect(quote).toMatchObject({
      accountId: loan.accountId,
      agreementNo: loan.agreementNo,
      company: 'conventional',
      status: 'ACTIVE',
      businessDate: BUSINESS_DATE,
      settleOn: BUSINESS_DATE,
      validUntil: '2027-03-30',
      outstandingPrincipalSen: 874_999,
      unearnedInterestSen: 315_000,
      outstandingBalanceSen: 1_189_999,
      instalmentsDueSen: 0,
      feesDueSen: 0,
      lateChargesSen: 0,
      settlementChargeSen: 0,
      rebateSen: 315_000,
      settlementSen: 874_999,
      credit: { kind: 'none', amountSen: 0 },
    });
    expect(quote.byDay).toHaveLength(21);
    expect(quote.byDay.at(-1)).toEqual({ on: '2027-03-30', lateChargesSen: 0, settlementSen: 874_999 });
  });

  it("answers another customer's agreement as missing, and asks for a token", async () => {
    expect((await call(t, stranger, 'GET', EARLY_SETTLEMENT_PATHS.quote(loan.agreementNo))).statusCode).toBe(
      404,
    );
    expect((await call(t, null, 'GET', EARLY_SETTLEMENT_PATHS.quote(loan.agreementNo))).statusCode).toBe(401);
  });
});

describe("the officers' quote", () => {
  it('answers every officer the same quote by account id, and a missing account as such', async () => {
    const response = await asOfficer(
      t,
      team.verifier,
      'GET',
      EARLY_SETTLEMENT_PATHS.officerQuote(financing.accountId),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EarlySettlementQuoteView>()).toMatchObject({
      company: 'islamic',
      outstandingPrincipalSen: 49_999,
      unearnedInterestSen: 4_500,
      outstandingBalanceSen: 54_499,
      rebateSen: 4_500,
      settlementSen: 49_999,
    });
    const missing = await asOfficer(
      t,
      team.verifier,
      'GET',
      EARLY_SETTLEMENT_PATHS.officerQuote('00000000-0000-4000-8000-000000000404'),
    );
    expect(missing.statusCode).toBe(404);
    const customer = await call(
      t,
      loan.applicant,
      'GET',
      EARLY_SETTLEMENT_PATHS.officerQuote(loan.accountId),
    );
    expect(customer.statusCode).toBe(401);
  });
});

describe('a settlement paid online', () => {
  it('refuses a chosen amount: a settlement is paid at the quote', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { ...loan.applicant.headers, 'idempotency-key': `settle-chosen-${loan.agreementNo}` },
      payload: {
        agreementNo: loan.agreementNo,
        method: 'onlineBanking',
        purpose: 'settlement',
        amountSen: 10_000,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A settlement is paid at the settlement amount of the day; another amount cannot be chosen.',
    });
  });

  it("orders the day's settlement amount, and the gateway's approval settles and closes the loan once", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { ...loan.applicant.headers, 'idempotency-key': `settle-online-${loan.agreementNo}` },
      payload: { agreementNo: loan.agreementNo, method: 'onlineBanking', purpose: 'settlement' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const start = response.json<PaymentOrderStarted>();
    expect(start.amountSen).toBe(874_999);
    const url = new URL(start.paymentUrl);
    const merchantId = url.pathname.split('/').at(-2) ?? '';
    const opening = await t.paymentGateway.openPage(merchantId, Object.fromEntries(url.searchParams));
    if (opening.kind !== 'page') throw new Error(opening.kind);
    const answer = await t.paymentGateway.answerAtPage(opening.view.tranId, opening.view.token, {
      outcome: 'approve',
    });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    const back = new URL(answer.returnTo);
    await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    await runJobsNow(t);
    await runJobsNow(t);

    const order = await t.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.orderStatus(start.orderId),
      headers: loan.applicant.headers,
    });
    expect(order.json<PaymentOrder>()).toMatchObject({ status: 'success', purpose: 'settlement' });
    const [account] = await t.db.query<{ status: string }>('select status from loan_accounts where id = $1', [
      loan.accountId,
    ]);
    expect(account?.status).toBe('CLOSED');
    const history = await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.paymentHistory(loan.agreementNo));
    const { payments } = history.json<PaymentHistory>();
    expect(payments.filter((payment) => payment.purpose === 'settlement')).toHaveLength(1);
    expect(payments.find((payment) => payment.purpose === 'settlement')).toMatchObject({
      amountSen: 874_999,
      channel: 'fpx',
      status: 'success',
      purpose: 'settlement',
    });
    const audit = await auditOf(loan.accountId);
    expect(audit.filter((row) => row.action === 'loanPayment.settle')).toEqual([
      {
        action: 'loanPayment.settle',
        actorName: 'Payment gateway',
        after: {
          status: 'CLOSED',
          outcome: 'settled',
          amountSen: 874_999,
          settlementSen: 874_999,
          rebateSen: 315_000,
          settleOn: '2027-03-10',
          reference: opening.view.tranId,
        },
      },
    ]);
    // Settled: no quote of a closed account.
    expect(
      (await call(t, loan.applicant, 'GET', EARLY_SETTLEMENT_PATHS.quote(loan.agreementNo))).statusCode,
    ).toBe(409);
  });
});

describe('a settlement received at the counter', () => {
  it("is posted under its receipt with the purpose settlement, writes the ibra' and closes the financing", async () => {
    const post = async (key: string) =>
      t.app.inject({
        method: 'POST',
        url: LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(financing.accountId),
        headers: { ...(await officerHeaders(t, counterOfficer)), 'idempotency-key': key },
        payload: {
          amountSen: 49_999,
          receiptReference: 'CTR-2027-0310',
          receivedOn: BUSINESS_DATE,
          purpose: 'settlement',
        },
      });
    const response = await post('counter-settle-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The account is settled and closed.',
      payment: { amountSen: 49_999, channel: 'counter', purpose: 'settlement', status: 'posted' },
      settlement: { outcome: 'settled', settlementSen: 49_999, rebateSen: 4_500, closed: true },
    });
    // The same receipt under another key answers the first posting.
    const again = await post('counter-settle-2');
    expect(again.json()).toMatchObject({
      settlement: { outcome: 'settled' },
      payment: response.json().payment,
    });
    const audit = await auditOf(financing.accountId);
    expect(audit.map((row) => [row.action, row.actorName])).toEqual([
      ['loanPayment.settle', 'Nurul Counter'],
      ['loanPayment.postCounter', 'Nurul Counter'],
    ]);
  });

  it("is reversed through the officers' maker and checker, which reopens the closed financing", async () => {
    const checker = await createOfficer(t, ['disbursementOfficer'], 'Chong Checker');
    const [payment] = await t.db.query<{ id: string }>(
      "select id from loan_payments where account_id = $1 and reference = 'CTR-2027-0310'",
      [financing.accountId],
    );
    const prepared = await asOfficer(
      t,
      counterOfficer,
      'POST',
      LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(financing.accountId),
      { kind: 'reversal', paymentId: payment?.id, reason: 'Cheque returned unpaid' },
    );
    expect(prepared.statusCode, prepared.body).toBe(200);
    const approved = await asOfficer(
      t,
      checker,
      'POST',
      LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(prepared.json<{ requestId: string }>().requestId),
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [account] = await t.db.query<{ status: string; principal: number; interest: number }>(
      `select status, outstanding_principal_sen as principal, outstanding_interest_sen as interest
       from loan_accounts where id = $1`,
      [financing.accountId],
    );
    expect(account).toEqual({ status: 'ACTIVE', principal: 49_999, interest: 4_500 });
    expect((await auditOf(financing.accountId)).map((row) => row.action).slice(-3)).toEqual([
      'loanPayment.reverse',
      'loanAccountStatus.reopen',
      'loanAccountRequest.approve',
    ]);
  });
});
