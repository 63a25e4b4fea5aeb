import { jompayRef1, LOAN_ACCOUNT_PATHS, type PaymentHistoryItem, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { call } from '../applications/testing.ts';
import { createApplicant, type ReviewApplicant } from '../review/testing.ts';
import { attachReceipt } from './ledger-service.ts';
import { LoanAccountService } from './loan-account-service.ts';
import {
  chargeInstalment,
  type OpenedAccount,
  openedAccount,
  postPayment,
  writeBusinessDateForTest,
} from './testing.ts';

/**
 * The account holder's calls (spec 001 section 7): loan history, account details and tenure details of the
 * collection service, payment history of the product service. Each is the holder's only.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: OpenedAccount;
let stranger: ReviewApplicant;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  loan = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 1_000_000,
    tenureMonths: 24,
    madeOn: '2026-12-01',
  });
  stranger = await createApplicant(t);
  await t.db.transaction(async (tx) => {
    await chargeInstalment(tx, {
      accountId: loan.accountId,
      instalmentNo: 1,
      component: 'lateCharge',
      amountSen: sen(657),
      on: '2027-02-05',
      description: 'Late payment charge',
      at: new Date('2027-02-05T03:00:00Z'),
    });
    await postPayment(tx, {
      accountId: loan.accountId,
      channel: 'fpx',
      reference: 'FPX-ROUTES-1',
      amountSen: sen(56_667),
      receivedOn: '2027-02-05',
      receivedAt: new Date('2027-02-05T03:00:00Z'),
    });
  });
  await writeBusinessDateForTest(t, '2027-02-05');
});
afterAll(() => t.close());

describe('accountDetails/loanHistory', () => {
  it("lists the caller's accounts", async () => {
    const response = await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.loanHistory);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      loans: [
        {
          accountId: loan.accountId,
          agreementId: loan.agreementId,
          agreementNo: loan.agreementNo,
          applicationId: loan.applicationId,
          company: 'conventional',
          status: 'ACTIVE',
          amountSen: 1_000_000,
          tenureMonths: 24,
          openedOn: '2026-12-01',
          outstandingBalanceSen: 1_360_657 - 56_667,
        },
      ],
    });
  });

  it('lists nothing of anyone else, and asks for a token', async () => {
    expect((await call(t, stranger, 'GET', LOAN_ACCOUNT_PATHS.loanHistory)).json()).toEqual({ loans: [] });
    expect((await call(t, null, 'GET', LOAN_ACCOUNT_PATHS.loanHistory)).statusCode).toBe(401);
  });
});

describe('accountDetails/agreementNo/{agreementNo}', () => {
  it("answers the repayment schedule's figures", async () => {
    const response = await call(
      t,
      loan.applicant,
      'GET',
      LOAN_ACCOUNT_PATHS.accountDetails(loan.agreementNo),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accountId: loan.accountId,
      agreementId: loan.agreementId,
      agreementNo: loan.agreementNo,
      company: 'conventional',
      status: 'ACTIVE',
      amountSen: 1_000_000,
      tenureMonths: 24,
      annualRateBp: 1_800,
      totalInterestSen: 360_000,
      firstInstalmentOn: '2026-12-31',
      maturityOn: '2028-11-30',
      monthlyInstalmentSen: 56_667,
      lastInstalmentSen: 56_659,
      totalPayableSen: 1_360_000,
      outstandingBalanceSen: 1_303_990,
      nextDueOn: '2027-02-28',
      // The payment met instalment 1's late charge first, so 657 sen of its principal and all of instalment 2
      // (due 31 January) are still owed.
      overdueInstalmentSen: 657 + 56_667,
      currentInstalmentSen: 56_667,
      latePaymentChargesSen: 0,
      protectionChargeSen: 0,
      refundableSen: 0,
      daysPastDue: 36,
      businessDate: '2027-02-05',
      jompay: { billerCode: '83212', ref1: jompayRef1(loan.agreementNo) },
    });
  });
});

describe('accountTenureDetails/agreementNo/{agreementNo}', () => {
  it('answers each row with its components and status', async () => {
    const response = await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.tenureDetails(loan.agreementNo));
    expect(response.statusCode).toBe(200);
    const { rows } = response.json();
    expect(rows).toHaveLength(24);
    expect(
      rows
        .slice(0, 4)
        .map((row: Record<string, unknown>) => [
          row.instalmentNo,
          row.dueOn,
          row.outstandingSen,
          row.metOn,
          row.status,
        ]),
    ).toEqual([
      [1, '2026-12-31', 657, null, 'overdue'],
      [2, '2027-01-31', 56_667, null, 'overdue'],
      [3, '2027-02-28', 56_667, null, 'due'],
      [4, '2027-03-31', 56_667, null, 'upcoming'],
    ]);
    expect(rows[0].components.lateCharge).toEqual({
      dueSen: 657,
      paidSen: 657,
      waivedSen: 0,
      writtenOffSen: 0,
      outstandingSen: 0,
    });
    expect(rows[0].components.principal).toEqual({
      dueSen: 41_667,
      paidSen: 41_010,
      waivedSen: 0,
      writtenOffSen: 0,
      outstandingSen: 657,
    });
  });
});

describe('paymentHistory/agreementNo/{agreementNo}', () => {
  it('answers the payments, newest first', async () => {
    const response = await call(
      t,
      loan.applicant,
      'GET',
      LOAN_ACCOUNT_PATHS.paymentHistory(loan.agreementNo),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().payments).toEqual([
      {
        paymentId: expect.any(String),
        paidOn: '2027-02-05',
        paidAt: '2027-02-05T03:00:00.000Z',
        amountSen: 56_667,
        channel: 'fpx',
        reference: 'FPX-ROUTES-1',
        status: 'success',
        failureReason: null,
        receiptFileId: null,
        recovery: false,
        reversalAdviceFileId: null,
      },
    ]);
  });
});

describe('the payment history with receipts and unposted attempts', () => {
  it('lists the receipt once it is kept for the payment', async () => {
    const before = await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.paymentHistory(loan.agreementNo));
    const [payment] = before.json().payments;
    const fileId = '0b7c2b1e-52f4-4a53-9e8e-6f1d3c2a9b01';
    await t.db.transaction((tx) => attachReceipt(tx, payment.paymentId, fileId));
    const after = await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.paymentHistory(loan.agreementNo));
    expect(after.json().payments[0]).toMatchObject({ paymentId: payment.paymentId, receiptFileId: fileId });
    const second = t.db.transaction((tx) => attachReceipt(tx, payment.paymentId, crypto.randomUUID()));
    await expect(second).rejects.toMatchObject({ kind: 'conflict' });
  });

  it("lists a gateway's failed attempt beside the posted payments, newest first", async () => {
    const failed: PaymentHistoryItem = {
      paymentId: '5d0f3b8e-7c1a-4e2b-9f6d-2a4c8e1b3d57',
      paidOn: '2027-02-06',
      paidAt: '2027-02-06T01:00:00.000Z',
      amountSen: sen(56_667),
      channel: 'fpx',
      reference: 'FPX-ROUTES-2',
      status: 'failed',
      failureReason: 'Sorry, your payment is not succeed. Please try again later.',
      receiptFileId: null,
      recovery: false,
      reversalAdviceFileId: null,
    };
    const accounts = new LoanAccountService({
      db: t.db,
      clock: t.clock,
      unposted: async () => [failed],
      jompayBillerCode: '83212',
    });
    const principal = { userId: loan.applicant.userId } as CustomerPrincipal;
    const history = await accounts.paymentHistory(principal, loan.agreementNo);
    expect(history.payments.map((payment) => [payment.reference, payment.status])).toEqual([
      ['FPX-ROUTES-2', 'failed'],
      ['FPX-ROUTES-1', 'success'],
    ]);
  });
});

describe("another customer's agreement number", () => {
  it.each([
    ['accountDetails', LOAN_ACCOUNT_PATHS.accountDetails],
    ['tenureDetails', LOAN_ACCOUNT_PATHS.tenureDetails],
    ['paymentHistory', LOAN_ACCOUNT_PATHS.paymentHistory],
  ] as const)('%s: answers 404 to a second customer and 401 without a token', async (_, path) => {
    const theirs = await call(t, stranger, 'GET', path(loan.agreementNo));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('We could not find this loan account.');
    expect((await call(t, null, 'GET', path(loan.agreementNo))).statusCode).toBe(401);
    expect((await call(t, loan.applicant, 'GET', path('SKL-2099-999999'))).statusCode).toBe(404);
  });
});
