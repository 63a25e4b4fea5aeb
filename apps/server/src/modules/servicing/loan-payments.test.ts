import { DomainRuleError, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import {
  type CheckerActor,
  chargeInstalment,
  type PaymentInput,
  postPayment,
  reversePayment,
  waiveCharges,
  writeOff,
} from './ledger-service.ts';
import { type OpenedAccount, openedAccount } from './testing.ts';

/**
 * Money coming in (issue 13): each payment allocated late charge, fee, interest, principal; posted once per channel
 * reference; reversed by an entry that undoes exactly its allocations; what is paid beyond the debt treated by the
 * variant's rule; and a ledger the database itself keeps balanced and unchanged.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

const checker: CheckerActor = {
  officerId: '00000000-0000-4000-8000-00000000c0c0',
  name: 'Chandra Admin',
  role: 'admin',
};
const at = new Date('2027-01-20T03:00:00Z');

function pay(
  account: OpenedAccount,
  reference: string,
  amountSen: number,
  receivedOn = '2027-01-20',
  channel: PaymentInput['channel'] = 'fpx',
) {
  return t.db.transaction((tx) =>
    postPayment(tx, {
      accountId: account.accountId,
      channel,
      reference,
      amountSen: sen(amountSen),
      receivedOn,
      receivedAt: at,
    }),
  );
}

/** Instalment rows as a statement shows them: no., late charge, fee, interest, principal outstanding, met on. */
async function outstandingRows(account: OpenedAccount, upTo = 2) {
  const rows = await t.db.query<Record<string, number | string | null>>(
    `select instalment_no as no,
       late_charge_due_sen - late_charge_paid_sen - late_charge_waived_sen - late_charge_written_off_sen as late,
       fee_due_sen - fee_paid_sen - fee_waived_sen - fee_written_off_sen as fee,
       interest_due_sen - interest_paid_sen - interest_waived_sen - interest_written_off_sen as interest,
       principal_due_sen - principal_paid_sen - principal_waived_sen - principal_written_off_sen as principal,
       met_on::text as met
     from loan_instalments where account_id = $1 and instalment_no <= $2 order by instalment_no`,
    [account.accountId, upTo],
  );
  return rows.map((row) => [row.no, row.late, row.fee, row.interest, row.principal, row.met]);
}

async function entryLines(entryId: number) {
  const rows = await t.db.query<Record<string, number | string | null>>(
    'select ledger_account as account, instalment_no as no, amount_sen as amount from journal_lines where entry_id = $1 order by id',
    [entryId],
  );
  return rows.map((row) => [row.account, row.no, row.amount]);
}

async function accountRow(account: OpenedAccount) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `select status, closed_on::text as "closedOn", outstanding_late_charge_sen as late, outstanding_fee_sen as fee,
       outstanding_interest_sen as interest, outstanding_principal_sen as principal, refundable_sen as refundable,
       arrears_sen as arrears, days_past_due as "daysPastDue"
     from loan_accounts where id = $1`,
    [account.accountId],
  );
  return row;
}

function charge(
  account: OpenedAccount,
  component: 'lateCharge' | 'fee',
  amountSen: number,
  instalmentNo = 1,
) {
  return t.db.transaction((tx) =>
    chargeInstalment(tx, {
      accountId: account.accountId,
      instalmentNo,
      component,
      amountSen: sen(amountSen),
      on: '2027-01-15',
      description: component === 'fee' ? 'Reminder letter postage' : 'Late payment charge',
      at,
    }),
  );
}

describe('a conventional loan with its first instalment late', () => {
  let account: OpenedAccount;
  let firstPaymentId: string;

  beforeAll(async () => {
    account = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-12-01',
    });
    await charge(account, 'lateCharge', 1_823);
    await charge(account, 'fee', 1_000);
  });

  it('splits a payment: the late charge, the fee, the interest, then principal', async () => {
    const { payment, posted } = await pay(account, 'FPX-0001', 30_000);
    firstPaymentId = payment.id;
    expect(posted).toBe(true);
    expect(await entryLines(payment.entryId)).toEqual([
      ['bankClearing', null, 30_000],
      ['loanLateChargeReceivable', 1, -1_823],
      ['loanFeeReceivable', 1, -1_000],
      ['loanInterestReceivable', 1, -15_000],
      ['loanPrincipalReceivable', 1, -12_177],
      ['unearnedInterest', null, 15_000],
      ['interestIncome', null, -15_000],
    ]);
    expect(await outstandingRows(account)).toEqual([
      [1, 0, 0, 0, 29_490, null],
      [2, 0, 0, 15_000, 41_667, null],
    ]);
    expect(await accountRow(account)).toMatchObject({
      status: 'ACTIVE',
      late: 0,
      fee: 0,
      interest: 345_000,
      principal: 987_823,
      arrears: 29_490,
      daysPastDue: 20,
    });
  });

  it('posts a reference once: a repeat answers the first posting and writes nothing', async () => {
    const [before] = await t.db.query<{ entries: number }>(
      'select count(*)::int as entries from journal_entries where loan_account_id = $1',
      [account.accountId],
    );
    const again = await pay(account, 'FPX-0001', 30_000);
    expect(again).toMatchObject({ posted: false, payment: { id: firstPaymentId, status: 'posted' } });
    const [after] = await t.db.query<{ entries: number }>(
      'select count(*)::int as entries from journal_entries where loan_account_id = $1',
      [account.accountId],
    );
    expect(after).toEqual(before);
    expect(await outstandingRows(account, 1)).toEqual([[1, 0, 0, 0, 29_490, null]]);
  });

  it('refuses the same reference with another amount', async () => {
    const refused = await pay(account, 'FPX-0001', 30_001).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainRuleError);
    expect((refused as DomainRuleError).key).toBe('loanAccounts.referenceReused');
  });

  it('takes the same reference from another channel as another payment', async () => {
    const { payment, posted } = await pay(account, 'FPX-0001', 29_490, '2027-01-21', 'jompay');
    expect(posted).toBe(true);
    expect(payment.id).not.toBe(firstPaymentId);
    expect(await outstandingRows(account, 1)).toEqual([[1, 0, 0, 0, 0, '2027-01-21']]);
  });

  it('reverses a payment by an entry undoing exactly its allocations; the payment stays listed', async () => {
    const reversed = await t.db.transaction((tx) =>
      reversePayment(tx, {
        paymentId: firstPaymentId,
        reason: 'Charged back by the bank',
        actor: checker,
        on: '2027-01-22',
        at,
      }),
    );
    expect(reversed).toMatchObject({ status: 'reversed', reversalReason: 'Charged back by the bank' });
    expect(await entryLines(reversed.reversalEntryId ?? 0)).toEqual([
      ['bankClearing', null, -30_000],
      ['loanLateChargeReceivable', 1, 1_823],
      ['loanFeeReceivable', 1, 1_000],
      ['loanInterestReceivable', 1, 15_000],
      ['loanPrincipalReceivable', 1, 12_177],
      ['unearnedInterest', null, -15_000],
      ['interestIncome', null, 15_000],
    ]);
    // The JomPAY payment's 29,490 sen of principal stays where it went.
    expect(await outstandingRows(account)).toEqual([
      [1, 1_823, 1_000, 15_000, 12_177, null],
      [2, 0, 0, 15_000, 41_667, null],
    ]);
    const payments = await t.db.query(
      'select reference, channel, status, amount_sen as amount from loan_payments where account_id = $1 order by created_at',
      [account.accountId],
    );
    expect(payments).toEqual([
      { reference: 'FPX-0001', channel: 'fpx', status: 'reversed', amount: 30_000 },
      { reference: 'FPX-0001', channel: 'jompay', status: 'posted', amount: 29_490 },
    ]);
    const audit = await t.db.query(
      `select action, actor_name as "actorName", before, after, remark from audit_events
       where subject_id = $1 and action = 'loanPayment.reverse'`,
      [account.accountId],
    );
    expect(audit).toEqual([
      {
        action: 'loanPayment.reverse',
        actorName: 'Chandra Admin',
        before: { status: 'posted', amountSen: 30_000 },
        after: { status: 'reversed', amountSen: 30_000 },
        remark: 'Charged back by the bank',
      },
    ]);
  });

  it('refuses to reverse a payment twice', async () => {
    const again = t.db.transaction((tx) =>
      reversePayment(tx, {
        paymentId: firstPaymentId,
        reason: 'Again',
        actor: checker,
        on: '2027-01-22',
        at,
      }),
    );
    await expect(again).rejects.toMatchObject({ key: 'loanAccounts.alreadyReversed', kind: 'conflict' });
  });

  it('waives late charges and fees, never interest, with the checker in the audit trail', async () => {
    await t.db.transaction((tx) =>
      waiveCharges(tx, {
        accountId: account.accountId,
        waivers: [
          { instalmentNo: 1, component: 'lateCharge', amountSen: sen(1_823) },
          { instalmentNo: 1, component: 'fee', amountSen: sen(1_000) },
        ],
        reason: 'Hospitalised over the due date',
        actor: checker,
        on: '2027-01-23',
        at,
      }),
    );
    expect(await outstandingRows(account, 1)).toEqual([[1, 0, 0, 15_000, 12_177, null]]);
    const interest = t.db.transaction((tx) =>
      waiveCharges(tx, {
        accountId: account.accountId,
        waivers: [{ instalmentNo: 1, component: 'interest', amountSen: sen(100) }],
        reason: 'No',
        actor: checker,
        on: '2027-01-23',
        at,
      }),
    );
    await expect(interest).rejects.toMatchObject({ key: 'loanAccounts.onlyChargesWaived' });
    const [audit] = await t.db.query(
      `select before, after from audit_events where subject_id = $1 and action = 'loanAccountCharges.waive'`,
      [account.accountId],
    );
    expect(audit).toEqual({
      before: { outstandingSen: 2_823 },
      after: { outstandingSen: 0, waivedSen: 2_823 },
    });
  });

  it('writes off what is left, by an admin only, and the account moves to WRITEOFF', async () => {
    const byVerifier = t.db.transaction((tx) =>
      writeOff(tx, {
        accountId: account.accountId,
        reason: 'No contact',
        actor: { ...checker, role: 'verifier' },
        on: '2027-06-30',
        at,
      }),
    );
    await expect(byVerifier).rejects.toMatchObject({ kind: 'forbidden' });
    await t.db.transaction((tx) =>
      writeOff(tx, {
        accountId: account.accountId,
        reason: 'No contact for 180 days',
        actor: checker,
        on: '2027-06-30',
        at,
      }),
    );
    expect(await accountRow(account)).toMatchObject({
      status: 'WRITEOFF',
      late: 0,
      fee: 0,
      interest: 0,
      principal: 0,
    });
    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_events where subject_id = $1 and action = 'loanAccountStatus.writeOff'`,
      [account.accountId],
    );
    // RM13,600 of debt less the JomPAY payment's RM294.90.
    expect(audit).toEqual({
      before: { status: 'ACTIVE', outstandingSen: 1_330_510 },
      after: { status: 'WRITEOFF', writtenOffSen: 1_330_510 },
    });
  });
});

describe('a payment beyond everything owed', () => {
  async function settle(variant: 'conventional' | 'islamic', excessSen: number) {
    const account = await openedAccount(t, team, {
      variant,
      amountSen: 100_000,
      tenureMonths: 6,
      madeOn: '2027-01-30',
    });
    const owed =
      Number((await accountRow(account))?.principal) + Number((await accountRow(account))?.interest);
    const { payment } = await pay(account, `SETTLE-${variant}-${excessSen}`, owed + excessSen, '2027-02-10');
    return { account, payment, owed };
  }

  it('conventional: RM10.00 or less is kept as an admin fee, and the account closes', async () => {
    const { account, payment, owed } = await settle('conventional', 1_000);
    expect(owed).toBe(109_000);
    expect(payment).toMatchObject({ excessKind: 'adminFee', excessSen: 1_000 });
    expect((await entryLines(payment.entryId)).at(-1)).toEqual(['adminFeeIncome', null, -1_000]);
    expect(await accountRow(account)).toMatchObject({
      status: 'CLOSED',
      closedOn: '2027-02-10',
      refundable: 0,
    });
  });

  it('conventional: more than RM10.00 is owed back to the customer on request', async () => {
    const { account, payment } = await settle('conventional', 1_001);
    expect(payment).toMatchObject({ excessKind: 'refundable', excessSen: 1_001 });
    expect((await entryLines(payment.entryId)).at(-1)).toEqual(['customerRefundsPayable', null, -1_001]);
    expect(await accountRow(account)).toMatchObject({ status: 'CLOSED', refundable: 1_001 });
  });

  it('Islamic: under RM10.00 goes to charity, and the financing closes', async () => {
    const { account, payment } = await settle('islamic', 999);
    expect(payment).toMatchObject({ excessKind: 'charity', excessSen: 999 });
    expect((await entryLines(payment.entryId)).at(-1)).toEqual(['charityPayable', null, -999]);
    expect(await accountRow(account)).toMatchObject({ status: 'CLOSED', refundable: 0 });
  });

  it('Islamic: RM10.00 or more is owed back to the customer on request', async () => {
    const { payment } = await settle('islamic', 1_000);
    expect(payment).toMatchObject({ excessKind: 'refundable', excessSen: 1_000 });
  });
});

describe('the ledger the database keeps', () => {
  let account: OpenedAccount;

  beforeAll(async () => {
    account = await openedAccount(t, team, {
      variant: 'islamic',
      amountSen: 100_000,
      tenureMonths: 6,
      madeOn: '2027-01-30',
    });
  });

  it('posts once when the same reference arrives three times at once (return URL, callback, notification)', async () => {
    const arrivals = await Promise.all([1, 2, 3].map(() => pay(account, 'FPX-0002', 100)));
    expect(arrivals.filter((arrival) => arrival.posted)).toHaveLength(1);
    expect(new Set(arrivals.map((arrival) => arrival.payment.id)).size).toBe(1);
    const [row] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from loan_payments where channel = 'fpx' and reference = 'FPX-0002'`,
    );
    expect(row?.count).toBe(1);
  });

  it('refuses to change or delete a journal line or entry', async () => {
    const [line] = await t.db.query<{ id: number; entryId: number }>(
      'select id, entry_id as "entryId" from journal_lines where loan_account_id = $1 limit 1',
      [account.accountId],
    );
    await expect(
      t.db.query('update journal_lines set amount_sen = amount_sen + 1 where id = $1', [line?.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from journal_lines where id = $1', [line?.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      t.db.query("update journal_entries set description = 'x' where id = $1", [line?.entryId]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from journal_entries where id = $1', [line?.entryId])).rejects.toThrow(
      /append-only/,
    );
  });

  it('refuses at commit an entry whose lines do not balance, and keeps nothing of it', async () => {
    const unbalanced = t.db.transaction(async (tx) => {
      const [entry] = await tx.query<{ id: number }>(
        `insert into journal_entries (loan_account_id, seq, kind, business_date, description, created_at)
         values ($1, 99, 'charge', '2027-02-01', 'unbalanced', now()) returning id`,
        [account.accountId],
      );
      await tx.query(
        `insert into journal_lines (entry_id, ledger_account, loan_account_id, amount_sen)
         values ($1, 'loanFeeReceivable', $2, 1000), ($1, 'feeIncome', $2, -999)`,
        [entry?.id, account.accountId],
      );
    });
    await expect(unbalanced).rejects.toThrow(/does not balance/);
    const left = await t.db.query("select id from journal_entries where description = 'unbalanced'");
    expect(left).toEqual([]);
  });

  it('refuses at commit an entry with a single line', async () => {
    const single = t.db.transaction(async (tx) => {
      await tx.query(
        `insert into journal_entries (loan_account_id, seq, kind, business_date, description, created_at)
         values ($1, 98, 'charge', '2027-02-01', 'alone', now())`,
        [account.accountId],
      );
    });
    await expect(single).rejects.toThrow(/does not balance/);
  });

  it('refuses a payment of nothing', async () => {
    await expect(pay(account, 'ZERO', 0)).rejects.toMatchObject({ key: 'validation.invalidAmount' });
  });
});
