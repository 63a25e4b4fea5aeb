import { LOAN_REFUND_PATHS, type RefundRequest, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import { ledgerBalancesOf } from './ledger-repository.ts';
import { type OpenedAccount, openedAccount, postPayment, writeBusinessDateForTest } from './testing.ts';

/**
 * Refunds of an excess payment (decision 042): the holder asks for the refundable excess; an officer who handles
 * money records the bank transfer, which books the refund and empties the refund payable; nobody else may.
 */

let t: TestApp;
let team: ReviewTeam;
let financing: OpenedAccount;
let stranger: OpenedAccount;
let cashier: TestOfficer;

async function outstandingOf(accountId: string): Promise<number> {
  const [row] = await t.db.query<{ total: number }>(
    `select (outstanding_late_charge_sen + outstanding_fee_sen + outstanding_interest_sen
       + outstanding_principal_sen)::int as total from loan_accounts where id = $1`,
    [accountId],
  );
  return row?.total ?? 0;
}

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  cashier = await createOfficer(t, ['disbursementOfficer'], 'Dina Cashier');
  financing = await openedAccount(t, team, {
    variant: 'islamic',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-02',
  });
  stranger = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-02',
  });
  await writeBusinessDateForTest(t, '2027-01-10');
  // Everything owed, and RM40.00 more: above the RM10 kept as an admin fee, so refundable.
  const owed = await outstandingOf(financing.accountId);
  await t.db.transaction((tx) =>
    postPayment(tx, {
      accountId: financing.accountId,
      channel: 'counter',
      reference: 'CTR-REFUND-1',
      amountSen: sen(owed + 4_000),
      receivedOn: '2027-01-10',
      receivedAt: new Date('2027-01-10T03:00:00Z'),
    }),
  );
});
afterAll(() => t.close());

/** Bank 1 of the master list is Affin Bank, whose accounts have 12 digits. */
const PAY_TO = { bankId: '1', accountNo: '514012345678' } as const;

describe('a refund of an excess payment', () => {
  it('shows each holder their own accounts’ credit, requests and payout bank only', async () => {
    const mine = await call(t, financing.applicant, 'GET', LOAN_REFUND_PATHS.credits);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      accounts: [
        {
          accountId: financing.accountId,
          agreementNo: financing.agreementNo,
          company: 'islamic',
          status: 'CLOSED',
          refundableSen: 4_000,
          payoutBank: { bankId: '1', bankName: 'Affin Bank', accountNo: '514123456789' },
          requests: [],
        },
      ],
    });
    const theirs = await call(t, stranger.applicant, 'GET', LOAN_REFUND_PATHS.credits);
    expect(theirs.json().accounts.map((account: { agreementNo: string }) => account.agreementNo)).toEqual([
      stranger.agreementNo,
    ]);
    expect(theirs.json().accounts[0].refundableSen).toBe(0);
    expect((await call(t, null, 'GET', LOAN_REFUND_PATHS.credits)).statusCode).toBe(401);
  });

  it('is asked for by the holder only, once at a time, to a bank account of the list', async () => {
    const other = await call(
      t,
      stranger.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(financing.agreementNo),
      PAY_TO,
    );
    expect(other.statusCode).toBe(404);
    const nothing = await call(
      t,
      stranger.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(stranger.agreementNo),
      PAY_TO,
    );
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('There is no excess payment to refund on this account.');

    const unknownBank = await call(
      t,
      financing.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(financing.agreementNo),
      { ...PAY_TO, bankId: '999' },
    );
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json().fieldErrors).toEqual({ bankId: 'Please choose a bank from the list.' });
    const shortNumber = await call(
      t,
      financing.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(financing.agreementNo),
      { ...PAY_TO, accountNo: '5140123456' },
    );
    expect(shortNumber.statusCode).toBe(400);
    expect(Object.keys(shortNumber.json().fieldErrors)).toEqual(['accountNo']);

    const asked = await call(
      t,
      financing.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(financing.agreementNo),
      PAY_TO,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      amountSen: 4_000,
      status: 'requested',
      paymentReference: null,
      bankName: 'Affin Bank',
      bankAccountNo: '514012345678',
    });
    const twice = await call(
      t,
      financing.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(financing.agreementNo),
      PAY_TO,
    );
    expect(twice.statusCode).toBe(409);
    const credits = await call(t, financing.applicant, 'GET', LOAN_REFUND_PATHS.credits);
    expect(credits.json().accounts[0].requests).toMatchObject([{ status: 'requested', amountSen: 4_000 }]);
  });

  it('is paid by an officer who handles money, booked in the ledger and audited', async () => {
    const queue = await asOfficer(t, team.verifier, 'GET', LOAN_REFUND_PATHS.queue);
    const [request]: RefundRequest[] = queue.json().requests;
    if (!request) throw new Error('no refund request queued');
    expect(request).toMatchObject({ agreementNo: financing.agreementNo, amountSen: 4_000 });

    const byReviewer = await asOfficer(t, team.verifier, 'POST', LOAN_REFUND_PATHS.pay(request.requestId), {
      reference: 'IBG-2027-0001',
    });
    expect(byReviewer.statusCode).toBe(403);
    const balancesBefore = await ledgerBalancesOf(t.db, financing.accountId);
    expect(balancesBefore.get('customerRefundsPayable')).toBe(-4_000);

    const paid = await asOfficer(t, cashier, 'POST', LOAN_REFUND_PATHS.pay(request.requestId), {
      reference: 'IBG-2027-0001',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentReference: 'IBG-2027-0001' });
    const again = await asOfficer(t, cashier, 'POST', LOAN_REFUND_PATHS.pay(request.requestId), {
      reference: 'IBG-2027-0002',
    });
    expect(again.statusCode).toBe(409);

    const balances = await ledgerBalancesOf(t.db, financing.accountId);
    expect(balances.get('customerRefundsPayable')).toBe(0);
    expect(balances.get('bankClearing')).toBe((balancesBefore.get('bankClearing') ?? 0) - 4_000);
    const [account] = await t.db.query<{ refundableSen: number }>(
      'select refundable_sen as "refundableSen" from loan_accounts where id = $1',
      [financing.accountId],
    );
    expect(account?.refundableSen).toBe(0);
    const [entry] = await t.db.query<{ kind: string; description: string }>(
      `select kind, description from journal_entries where loan_account_id = $1 order by seq desc limit 1`,
      [financing.accountId],
    );
    expect(entry).toEqual({ kind: 'refund', description: 'Refund of excess IBG-2027-0001' });
    const audit = await t.db.query<{ action: string; actorName: string }>(
      `select action, actor_name as "actorName" from audit_events where subject_id = $1 and action like 'loanRefund.%'`,
      [financing.accountId],
    );
    expect(audit).toEqual([{ action: 'loanRefund.pay', actorName: 'Dina Cashier' }]);

    const mine = await call(
      t,
      financing.applicant,
      'GET',
      LOAN_REFUND_PATHS.customerList(financing.agreementNo),
    );
    expect(mine.json().requests.map((row: RefundRequest) => row.status)).toEqual(['paid']);
    const empty = await call(
      t,
      financing.applicant,
      'POST',
      LOAN_REFUND_PATHS.request(financing.agreementNo),
      PAY_TO,
    );
    expect(empty.statusCode).toBe(409);
  });
});
