import { DomainRuleError, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import {
  type CheckerActor,
  postPayment,
  reversePayment,
  type SettlementActor,
  settleEarly,
  settlementQuote,
} from './ledger-service.ts';
import { findLoanAccount } from './loan-account-repository.ts';
import { statementInput } from './statement-service.ts';
import { type OpenedAccount, openedAccount } from './testing.ts';

/**
 * Early settlement on the ledger (decision 045): the day's quote re-made on the day the money is received, the rebate
 * (ibra') written as its own entry, the payment allocated as usual and the account closed; a day later costs that
 * day's amount; less than the day's amount is an ordinary payment; a reversal takes the rebate back and reopens.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

const counter: SettlementActor = {
  actorKind: 'officer',
  actorId: null,
  actorName: 'Nurul Counter',
  actorRole: 'disbursementOfficer',
};
const checker: CheckerActor = {
  officerId: '00000000-0000-4000-8000-00000000c0c0',
  name: 'Chandra Admin',
  role: 'admin',
};
const at = new Date('2027-01-20T03:00:00Z');

async function dueDates(account: OpenedAccount): Promise<string[]> {
  const rows = await t.db.query<{ dueOn: string }>(
    'select due_on::text as "dueOn" from loan_instalments where account_id = $1 order by instalment_no',
    [account.accountId],
  );
  return rows.map((row) => row.dueOn);
}

/** Pays instalments 1 to `count` on their due dates, each its scheduled amount. */
async function payOnTime(account: OpenedAccount, count: number): Promise<void> {
  const rows = await t.db.query<{ no: number; dueOn: string; amount: number }>(
    `select instalment_no as no, due_on::text as "dueOn", instalment_sen as amount from loan_instalments
     where account_id = $1 and instalment_no <= $2 order by instalment_no`,
    [account.accountId, count],
  );
  for (const row of rows)
    await t.db.transaction((tx) =>
      postPayment(tx, {
        accountId: account.accountId,
        channel: 'directDebit',
        reference: `DD-${account.agreementNo}-${row.no}`,
        amountSen: sen(row.amount),
        receivedOn: row.dueOn,
        receivedAt: at,
      }),
    );
}

function settle(account: OpenedAccount, reference: string, amountSen: number, receivedOn: string) {
  return t.db.transaction((tx) =>
    settleEarly(tx, {
      accountId: account.accountId,
      channel: 'counter',
      reference,
      amountSen: sen(amountSen),
      receivedOn,
      receivedAt: at,
      actor: counter,
    }),
  );
}

async function quote(account: OpenedAccount, on: string) {
  const row = await findLoanAccount(t.db, account.accountId);
  if (!row) throw new Error('no account');
  return settlementQuote(t.db, row, on, {});
}

/** The entry's lines summed by ledger account, debits positive. */
async function entryTotals(entryId: number | null) {
  const rows = await t.db.query<{ account: string; amount: number }>(
    `select ledger_account as account, sum(amount_sen)::bigint as amount from journal_lines where entry_id = $1
     group by ledger_account order by ledger_account`,
    [entryId],
  );
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.amount)]));
}

async function rebateEntryOf(paymentId: string): Promise<number | null> {
  const [row] = await t.db.query<{ entryId: number | null }>(
    'select rebate_entry_id as "entryId" from loan_settlements where payment_id = $1',
    [paymentId],
  );
  return row?.entryId ?? null;
}

/** Instalment rows as a statement lists them: no., interest due, paid, waived; principal due, paid; met on. */
async function rows(account: OpenedAccount, from: number, to: number) {
  const found = await t.db.query<Record<string, number | string | null>>(
    `select instalment_no as no, interest_due_sen as "iDue", interest_paid_sen as "iPaid",
       interest_waived_sen as "iWaived", principal_due_sen as "pDue", principal_paid_sen as "pPaid",
       late_charge_due_sen as late, met_on::text as met
     from loan_instalments where account_id = $1 and instalment_no between $2 and $3 order by instalment_no`,
    [account.accountId, from, to],
  );
  return found.map((row) => [
    row.no,
    row.iDue,
    row.iPaid,
    row.iWaived,
    row.pDue,
    row.pPaid,
    row.late,
    row.met,
  ]);
}

async function accountRow(account: OpenedAccount) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `select status, closed_on::text as "closedOn", outstanding_late_charge_sen as late, outstanding_fee_sen as fee,
       outstanding_interest_sen as interest, outstanding_principal_sen as principal, refundable_sen as refundable
     from loan_accounts where id = $1`,
    [account.accountId],
  );
  return row;
}

describe('early settlement in month 7 of the 24-month RM10,000 conventional loan', () => {
  let loan: OpenedAccount;
  let settleOn: string;
  let paymentId: string;

  beforeAll(async () => {
    loan = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-12-01',
    });
    await payOnTime(loan, 6);
    const due = await dueDates(loan);
    // Five days after the sixth instalment fell due: month 7, nothing overdue.
    settleOn = '2027-06-04';
    expect([due[5], due[6]]).toEqual(['2027-05-31', '2027-06-30']);
  });

  it('quotes the 18 instalments not yet due: RM7,499.98 principal, RM2,700.00 interest rebated', async () => {
    expect(await quote(loan, settleOn)).toMatchObject({
      settleOn,
      validUntil: '2027-06-29',
      outstandingPrincipalSen: 749_998,
      unearnedInterestSen: 270_000,
      outstandingBalanceSen: 1_019_998,
      instalmentsDueSen: 0,
      feesDueSen: 0,
      lateChargesSen: 0,
      rebateSen: 270_000,
      settlementSen: 749_998,
      credit: { kind: 'none', amountSen: 0 },
    });
  });

  it('writes the rebate as its own entry, posts the payment against principal, and closes the account', async () => {
    const { payment, settlement } = await settle(loan, 'CTR-SETTLE-1', 749_998, settleOn);
    paymentId = payment.id;
    expect(settlement).toEqual({
      outcome: 'settled',
      settleOn,
      settlementSen: 749_998,
      rebateSen: 270_000,
      closed: true,
    });
    expect(payment).toMatchObject({ purpose: 'settlement', excessKind: 'none', excessSen: 0 });
    expect(await entryTotals(await rebateEntryOf(payment.id))).toEqual({
      interestIncome: -270_000,
      interestRebate: 270_000,
      loanInterestReceivable: -270_000,
      unearnedInterest: 270_000,
    });
    expect(await entryTotals(payment.entryId)).toEqual({
      bankClearing: 749_998,
      loanPrincipalReceivable: -749_998,
    });
    expect(await rows(loan, 6, 24)).toEqual([
      [6, 15_000, 15_000, 0, 41_667, 41_667, 0, '2027-05-31'],
      ...Array.from({ length: 17 }, (_, index) => [
        7 + index,
        15_000,
        0,
        15_000,
        41_667,
        41_667,
        0,
        settleOn,
      ]),
      [24, 15_000, 0, 15_000, 41_659, 41_659, 0, settleOn],
    ]);
    expect(await accountRow(loan)).toEqual({
      status: 'CLOSED',
      closedOn: settleOn,
      late: 0,
      fee: 0,
      interest: 0,
      principal: 0,
      refundable: 0,
    });
  });

  it('answers a repeat of the same receipt with the first posting and writes nothing', async () => {
    const again = await settle(loan, 'CTR-SETTLE-1', 749_998, settleOn);
    expect(again).toMatchObject({
      posted: false,
      payment: { id: paymentId },
      settlement: { outcome: 'settled' },
    });
  });

  it('reverses the rebate with its payment and reopens the account as it stood', async () => {
    const reversed = await t.db.transaction((tx) =>
      reversePayment(tx, {
        paymentId,
        reason: 'Cheque returned unpaid',
        actor: checker,
        on: '2027-06-08',
        at,
      }),
    );
    expect(reversed.status).toBe('reversed');
    const rebateReversal = await t.db.query<{ id: number }>(
      'select id from journal_entries where reverses_entry_id = $1',
      [await rebateEntryOf(paymentId)],
    );
    expect(await entryTotals(rebateReversal[0]?.id ?? null)).toEqual({
      interestIncome: 270_000,
      interestRebate: -270_000,
      loanInterestReceivable: 270_000,
      unearnedInterest: -270_000,
    });
    expect(await rows(loan, 7, 7)).toEqual([[7, 15_000, 0, 0, 41_667, 0, 0, null]]);
    expect(await accountRow(loan)).toEqual({
      status: 'ACTIVE',
      closedOn: null,
      late: 0,
      fee: 0,
      interest: 270_000,
      principal: 749_998,
      refundable: 0,
    });
    const audit = await t.db.query<{ action: string }>(
      `select action from audit_events where subject_id = $1 order by id`,
      [loan.accountId],
    );
    // The statement lists the settlement, its rebate as its own row, and both undone.
    const account = await findLoanAccount(t.db, loan.accountId);
    if (!account) throw new Error('no account');
    const statement = await statementInput(
      t.db,
      t.config.lender,
      account,
      { name: 'Aminah', nric: '900101015555', address: 'Kuala Lumpur' },
      '2027-06-08',
    );
    expect(
      statement.lines
        .filter((line) => line.date >= settleOn)
        .map((line) => [line.kind, line.date, line.debitSen, line.creditSen]),
    ).toEqual([
      ['rebate', settleOn, 0, 270_000],
      ['payment', settleOn, 0, 749_998],
      ['paymentReversal', '2027-06-08', 749_998, 0],
      ['rebate', '2027-06-08', 270_000, 0],
    ]);
    expect(audit.map((row) => row.action)).toEqual([
      'loanPayment.settle',
      'loanPayment.reverse',
      'loanAccountStatus.reopen',
    ]);
  });
});

describe('early settlement in month 4 of the 6-month RM1,000 Islamic financing (it has no month 7)', () => {
  // RM181.67 a month (RM166.67 cost, RM15.00 profit), the last RM181.65; three paid on their due dates.
  let financing: OpenedAccount;
  const settleOn = '2027-03-10';

  beforeAll(async () => {
    financing = await openedAccount(t, team, {
      variant: 'islamic',
      amountSen: 100_000,
      tenureMonths: 6,
      madeOn: '2026-12-02',
    });
    await payOnTime(financing, 3);
    expect(await dueDates(financing)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
    ]);
  });

  it("quotes the outstanding selling price less the ibra' of the profit not yet due", async () => {
    expect(await quote(financing, settleOn)).toMatchObject({
      validUntil: '2027-03-31',
      outstandingPrincipalSen: 49_999,
      unearnedInterestSen: 4_500,
      outstandingBalanceSen: 54_499,
      instalmentsDueSen: 0,
      lateChargesSen: 0,
      rebateSen: 4_500,
      settlementSen: 49_999,
    });
  });

  it("writes the ibra' against its own account, posts RM499.99 against the cost price and closes the financing", async () => {
    const { payment, settlement } = await settle(financing, 'CTR-IBRA-1', 49_999, settleOn);
    expect(settlement).toEqual({
      outcome: 'settled',
      settleOn,
      settlementSen: 49_999,
      rebateSen: 4_500,
      closed: true,
    });
    expect(await entryTotals(await rebateEntryOf(payment.id))).toEqual({
      ibraRebate: 4_500,
      loanInterestReceivable: -4_500,
      profitIncome: -4_500,
      unearnedProfit: 4_500,
    });
    expect(await entryTotals(payment.entryId)).toEqual({
      bankClearing: 49_999,
      loanPrincipalReceivable: -49_999,
    });
    expect(await rows(financing, 3, 6)).toEqual([
      [3, 1_500, 1_500, 0, 16_667, 16_667, 0, '2027-03-01'],
      [4, 1_500, 0, 1_500, 16_667, 16_667, 0, settleOn],
      [5, 1_500, 0, 1_500, 16_667, 16_667, 0, settleOn],
      [6, 1_500, 0, 1_500, 16_665, 16_665, 0, settleOn],
    ]);
    expect(await accountRow(financing)).toMatchObject({ status: 'CLOSED', closedOn: settleOn, principal: 0 });
  });

  it("shows the ibra' granted in the statement's ibra' table: nothing outstanding after the settlement", async () => {
    const account = await findLoanAccount(t.db, financing.accountId);
    if (!account) throw new Error('no account');
    const statement = await statementInput(
      t.db,
      t.config.lender,
      account,
      { name: 'Aminah', nric: '900101015555', address: 'Kuala Lumpur' },
      settleOn,
    );
    expect(
      statement.ibraRows?.map((row) => [
        row.paymentDate,
        row.instalmentSen,
        row.profitPaidSen,
        row.principalPaidSen,
        row.outstandingSellingPriceSen,
        row.outstandingPrincipalSen,
        row.unearnedProfitSen,
      ]),
    ).toEqual([
      ['2027-01-01', 18_167, 1_500, 16_667, 90_833, 83_333, 7_500],
      ['2027-02-01', 18_167, 1_500, 16_667, 72_666, 66_666, 6_000],
      ['2027-03-01', 18_167, 1_500, 16_667, 54_499, 49_999, 4_500],
      [settleOn, 49_999, 0, 49_999, 0, 0, 0],
    ]);
  });
});

describe('a settlement paid later than quoted, or short', () => {
  // The 24-month loan with instalments 1 to 5 paid and the sixth (RM566.67, due 2027-05-31) not: late interest
  // of 8% a year accrues on it each day, so each day of the quote costs a little more.
  let loan: OpenedAccount;
  let shortLoan: OpenedAccount;
  const fiveOfSix = () =>
    openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-12-01',
    });

  beforeAll(async () => {
    loan = await fiveOfSix();
    await payOnTime(loan, 5);
    shortLoan = await fiveOfSix();
    await payOnTime(shortLoan, 5);
  });

  it("lists each day's amount, and a payment a day later settles at that day's amount", async () => {
    const quoted = await quote(loan, '2027-06-04');
    expect(quoted).toMatchObject({ instalmentsDueSen: 56_667, rebateSen: 270_000, validUntil: '2027-06-29' });
    expect(quoted.byDay.slice(0, 3)).toEqual([
      { on: '2027-06-04', lateChargesSen: 50, settlementSen: 806_715 },
      { on: '2027-06-05', lateChargesSen: 62, settlementSen: 806_727 },
      { on: '2027-06-06', lateChargesSen: 75, settlementSen: 806_740 },
    ]);
    const { payment, settlement } = await settle(loan, 'CTR-LATER-1', 806_727, '2027-06-05');
    expect(settlement).toEqual({
      outcome: 'settled',
      settleOn: '2027-06-05',
      settlementSen: 806_727,
      rebateSen: 270_000,
      closed: true,
    });
    // Five days of late interest on instalment 6 (2027-06-01 to 06-05) charged with the settlement, then paid by it.
    expect(await entryTotals(payment.entryId)).toEqual({
      bankClearing: 806_727,
      interestIncome: -15_000,
      loanInterestReceivable: -15_000,
      loanLateChargeReceivable: -62,
      loanPrincipalReceivable: -791_665,
      unearnedInterest: 15_000,
    });
    expect(await rows(loan, 6, 7)).toEqual([
      [6, 15_000, 15_000, 0, 41_667, 41_667, 62, '2027-06-05'],
      [7, 15_000, 0, 15_000, 41_667, 41_667, 0, '2027-06-05'],
    ]);
    expect(await accountRow(loan)).toMatchObject({ status: 'CLOSED', late: 0, interest: 0, principal: 0 });
  });

  it("posts the first day's amount received a day later as an ordinary payment, without rebate", async () => {
    const short = await settle(shortLoan, 'CTR-SHORT-1', 806_715, '2027-06-05');
    expect(short.settlement).toEqual({
      outcome: 'notCovered',
      settleOn: '2027-06-05',
      settlementSen: 806_727,
      rebateSen: 0,
      closed: false,
    });
    expect(short.payment).toMatchObject({ purpose: 'settlement', excessKind: 'none', status: 'posted' });
    expect(await rebateEntryOf(short.payment.id)).toBeNull();
    // Instalment 6, then 7 to 19 whole and RM133.77 of the interest of 20: interest paid ahead, none rebated.
    expect(await rows(shortLoan, 19, 21)).toEqual([
      [19, 15_000, 15_000, 0, 41_667, 41_667, 0, '2027-06-05'],
      [20, 15_000, 13_377, 0, 41_667, 0, 0, null],
      [21, 15_000, 0, 0, 41_667, 0, 0, null],
    ]);
    expect(await accountRow(shortLoan)).toMatchObject({
      status: 'ACTIVE',
      late: 0,
      interest: 61_623,
      principal: 208_327,
    });
    // Settling now would rebate the RM2,083.77 of interest paid ahead too: it covers what is left with RM0.50 over.
    expect(await quote(shortLoan, '2027-06-05')).toMatchObject({
      rebateSen: 270_000,
      settlementSen: 0,
      credit: { kind: 'adminFee', amountSen: 50 },
    });
  });

  it('refuses to reverse a payment made before the settlement that stands', async () => {
    const [fifth] = await t.db.query<{ id: string }>(
      'select id from loan_payments where account_id = $1 and reference = $2',
      [loan.accountId, `DD-${loan.agreementNo}-5`],
    );
    const refused = await t.db
      .transaction((tx) =>
        reversePayment(tx, {
          paymentId: fifth?.id ?? '',
          reason: 'Wrong account',
          actor: checker,
          on: '2027-06-06',
          at,
        }),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainRuleError);
    expect((refused as DomainRuleError).key).toBe('servicingRules.settlement.settlementStands');
  });
});

describe('a payment reversed on an account it closed', () => {
  it('reopens the account, owing what the payment had paid', async () => {
    const loan = await openedAccount(t, team, {
      variant: 'islamic',
      amountSen: 100_000,
      tenureMonths: 6,
      madeOn: '2026-12-03',
    });
    const { payment } = await t.db.transaction((tx) =>
      postPayment(tx, {
        accountId: loan.accountId,
        channel: 'jompay',
        reference: 'JP-CLOSE-1',
        amountSen: sen(109_000),
        receivedOn: '2027-01-02',
        receivedAt: at,
      }),
    );
    expect(await accountRow(loan)).toMatchObject({ status: 'CLOSED', closedOn: '2027-01-02' });
    await t.db.transaction((tx) =>
      reversePayment(tx, {
        paymentId: payment.id,
        reason: 'Paid by mistake',
        actor: checker,
        on: '2027-01-05',
        at,
      }),
    );
    expect(await accountRow(loan)).toEqual({
      status: 'ACTIVE',
      closedOn: null,
      late: 0,
      fee: 0,
      interest: 9_000,
      principal: 100_000,
      refundable: 0,
    });
  });
});
