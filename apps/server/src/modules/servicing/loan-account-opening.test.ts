import { quoteLoan, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { agreementParticulars } from '../agreements/pdf/agreement-particulars.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { completeAgreement, type OpenedAccount, openedAccount } from './testing.ts';

/**
 * Disbursement opens the account (issue 13): the agreement's schedule to the sen, the disbursement entry, and the
 * verification debit the agreement owed credited as the first payment.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

/** The schedule as its statement prints it: no., due date, instalment, interest or profit, principal, balance after. */
async function scheduleOf(account: OpenedAccount) {
  const rows = await t.db.query<Record<string, number | string>>(
    `select instalment_no as no, due_on::text as due, instalment_sen as instalment, interest_due_sen as interest,
       principal_due_sen as principal, balance_after_sen as balance
     from loan_instalments where account_id = $1 order by instalment_no`,
    [account.accountId],
  );
  return rows.map((row) => [row.no, row.due, row.instalment, row.interest, row.principal, row.balance]);
}

/** The account's entries as a journal prints them: entry, kind, ledger account, instalment, debit (+) or credit (-). */
async function journalOf(account: OpenedAccount) {
  const rows = await t.db.query<Record<string, number | string | null>>(
    `select e.seq, e.kind, l.ledger_account as account, l.instalment_no as no, l.amount_sen as amount
     from journal_entries e join journal_lines l on l.entry_id = e.id
     where e.loan_account_id = $1 order by e.seq, l.id`,
    [account.accountId],
  );
  return rows.map((row) => [row.seq, row.kind, row.account, row.no, row.amount]);
}

describe('the 24-month RM10,000 conventional loan', () => {
  let account: OpenedAccount;

  beforeAll(async () => {
    account = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-12-01',
    });
  });

  it("holds the agreement's schedule to the sen: RM150.00 interest a month, the last row absorbing the rounding", async () => {
    expect(await scheduleOf(account)).toEqual([
      [1, '2026-12-31', 56_667, 15_000, 41_667, 1_303_333],
      [2, '2027-01-31', 56_667, 15_000, 41_667, 1_246_666],
      [3, '2027-02-28', 56_667, 15_000, 41_667, 1_189_999],
      [4, '2027-03-31', 56_667, 15_000, 41_667, 1_133_332],
      [5, '2027-04-30', 56_667, 15_000, 41_667, 1_076_665],
      [6, '2027-05-31', 56_667, 15_000, 41_667, 1_019_998],
      [7, '2027-06-30', 56_667, 15_000, 41_667, 963_331],
      [8, '2027-07-31', 56_667, 15_000, 41_667, 906_664],
      [9, '2027-08-31', 56_667, 15_000, 41_667, 849_997],
      [10, '2027-09-30', 56_667, 15_000, 41_667, 793_330],
      [11, '2027-10-31', 56_667, 15_000, 41_667, 736_663],
      [12, '2027-11-30', 56_667, 15_000, 41_667, 679_996],
      [13, '2027-12-31', 56_667, 15_000, 41_667, 623_329],
      [14, '2028-01-31', 56_667, 15_000, 41_667, 566_662],
      [15, '2028-02-29', 56_667, 15_000, 41_667, 509_995],
      [16, '2028-03-31', 56_667, 15_000, 41_667, 453_328],
      [17, '2028-04-30', 56_667, 15_000, 41_667, 396_661],
      [18, '2028-05-31', 56_667, 15_000, 41_667, 339_994],
      [19, '2028-06-30', 56_667, 15_000, 41_667, 283_327],
      [20, '2028-07-31', 56_667, 15_000, 41_667, 226_660],
      [21, '2028-08-31', 56_667, 15_000, 41_667, 169_993],
      [22, '2028-09-30', 56_667, 15_000, 41_667, 113_326],
      [23, '2028-10-31', 56_667, 15_000, 41_667, 56_659],
      [24, '2028-11-30', 56_659, 15_000, 41_659, 0],
    ]);
  });

  it("is the schedule the agreement's PDF prints", async () => {
    const quote = quoteLoan({ variant: 'conventional', amountSen: sen(1_000_000), tenureMonths: 24 });
    const printed = agreementParticulars({
      language: 'en',
      agreementNo: account.agreementNo,
      agreementDate: '2026-12-01',
      lender: { name: 'Lender', companyNo: '1', licenceNo: '1', address: 'KL' },
      borrower: { name: 'Borrower', nric: '1', address: 'KL' },
      quote,
    }).schedule;
    expect(await scheduleOf(account)).toEqual(
      printed.map((row) => [
        row.instalmentNo,
        row.dueOn,
        row.instalmentSen,
        row.interestSen,
        row.principalSen,
        row.balanceAfterSen,
      ]),
    );
  });

  it('records the disbursement: the receivable against the payout and the deductions', async () => {
    expect(await journalOf(account)).toEqual([
      [1, 'disbursement', 'loanPrincipalReceivable', null, 1_000_000],
      [1, 'disbursement', 'loanInterestReceivable', null, 360_000],
      [1, 'disbursement', 'unearnedInterest', null, -360_000],
      [1, 'disbursement', 'payoutClearing', null, -990_000],
      [1, 'disbursement', 'stampDutyPayable', null, -5_000],
      [1, 'disbursement', 'processingFeeIncome', null, -5_000],
    ]);
  });

  it('opens ACTIVE with the whole debt outstanding', async () => {
    const [row] = await t.db.query(
      `select status, opened_on::text as "openedOn", outstanding_principal_sen as principal,
         outstanding_interest_sen as interest, last_entry_seq as seq
       from loan_accounts where id = $1`,
      [account.accountId],
    );
    expect(row).toEqual({
      status: 'ACTIVE',
      openedOn: '2026-12-01',
      principal: 1_000_000,
      interest: 360_000,
      seq: 1,
    });
  });
});

describe('the 6-month RM1,000 Islamic financing', () => {
  let account: OpenedAccount;

  beforeAll(async () => {
    account = await openedAccount(t, team, {
      variant: 'islamic',
      amountSen: 100_000,
      tenureMonths: 6,
      madeOn: '2027-01-30',
      owed: [100],
    });
  });

  it('holds the schedule to the sen: RM15.00 profit a month on the cost price, the selling price RM1,090.00', async () => {
    expect(await scheduleOf(account)).toEqual([
      [1, '2027-03-01', 18_167, 1_500, 16_667, 90_833],
      [2, '2027-04-01', 18_167, 1_500, 16_667, 72_666],
      [3, '2027-05-01', 18_167, 1_500, 16_667, 54_499],
      [4, '2027-06-01', 18_167, 1_500, 16_667, 36_332],
      [5, '2027-07-01', 18_167, 1_500, 16_667, 18_165],
      [6, '2027-08-01', 18_165, 1_500, 16_665, 0],
    ]);
  });

  it('credits the RM1 verification debit the agreement owed as a direct-debit payment, and marks it credited', async () => {
    const journal = await journalOf(account);
    expect(journal.filter((line) => line[0] === 2)).toEqual([
      [2, 'payment', 'bankClearing', null, 100],
      [2, 'payment', 'loanInterestReceivable', 1, -100],
      [2, 'payment', 'unearnedProfit', null, 100],
      [2, 'payment', 'profitIncome', null, -100],
    ]);
    const payments = await t.db.query(
      'select channel, amount_sen as amount, received_on::text as "receivedOn", status from loan_payments where account_id = $1',
      [account.accountId],
    );
    expect(payments).toEqual([
      { channel: 'directDebit', amount: 100, receivedOn: '2027-01-30', status: 'posted' },
    ]);
    const refunds = await t.db.query<{ creditedAt: Date | null }>(
      'select credited_at as "creditedAt" from agreement_refunds where agreement_id = $1',
      [account.agreementId],
    );
    expect(refunds).toEqual([{ creditedAt: expect.any(Date) }]);
  });

  it('records the cost price as the receivable and the profit as unearned until paid', async () => {
    const journal = await journalOf(account);
    expect(journal.filter((line) => line[0] === 1)).toEqual([
      [1, 'disbursement', 'loanPrincipalReceivable', null, 100_000],
      [1, 'disbursement', 'loanInterestReceivable', null, 9_000],
      [1, 'disbursement', 'unearnedProfit', null, -9_000],
      [1, 'disbursement', 'payoutClearing', null, -94_500],
      [1, 'disbursement', 'stampDutyPayable', null, -500],
      [1, 'disbursement', 'processingFeeIncome', null, -5_000],
    ]);
  });

  it('opens the account once, however often the completion runs', async () => {
    await completeAgreement(t, account.agreementId);
    const [row] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from loan_accounts where agreement_id = $1',
      [account.agreementId],
    );
    expect(row?.count).toBe(1);
  });
});
