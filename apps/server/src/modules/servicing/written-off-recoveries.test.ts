import { LOAN_ACCOUNT_BACKOFFICE_PATHS, type LocalDate, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { asOfficer, createOfficer } from '../review/testing.ts';
import {
  type CheckerActor,
  chargeInstalment,
  postPayment,
  reversePayment,
  writeOff,
} from './ledger-service.ts';
import { findLoanAccount } from './loan-account-repository.ts';
import { statementInput } from './statement-service.ts';
import { type OpenedAccount, openedAccount } from './testing.ts';

/**
 * Money received on a written-off account (decision 048): a recovery, cash against the recoveries of written-off
 * debt, recorded against the written-off components in the allocation order; idempotent like every posting; shown
 * on the statement as a recovery; undone exactly by its reversal. The account stays written off throughout.
 */

let t: TestApp;
let team: ReviewTeam;
let account: OpenedAccount;

const admin: CheckerActor = {
  officerId: '00000000-0000-4000-8000-00000000c0c0',
  name: 'Chandra Admin',
  role: 'admin',
};
const at = new Date('2027-04-10T03:00:00Z');

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  // A 6-month RM1,000 loan: RM15.00 interest and RM166.67 principal a month. Nothing is paid; instalment 1 carries
  // RM4.38 of late payment interest when the admin writes the whole debt off.
  account = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-01',
  });
  await t.db.transaction((tx) =>
    chargeInstalment(tx, {
      accountId: account.accountId,
      instalmentNo: 1,
      component: 'lateCharge',
      amountSen: sen(438),
      on: '2027-02-14',
      description: 'Late payment charge',
      at,
    }),
  );
  await t.db.transaction((tx) =>
    writeOff(tx, {
      accountId: account.accountId,
      reason: 'No contact for 90 days',
      actor: admin,
      on: '2027-04-01',
      at,
    }),
  );
});
afterAll(() => t.close());

function receive(reference: string, amountSen: number, receivedOn: LocalDate = '2027-04-10') {
  return t.db.transaction((tx) =>
    postPayment(tx, {
      accountId: account.accountId,
      channel: 'fpx',
      reference,
      amountSen: sen(amountSen),
      receivedOn,
      receivedAt: at,
    }),
  );
}

function reverse(paymentId: string, on: LocalDate) {
  return t.db.transaction((tx) =>
    reversePayment(tx, { paymentId, reason: 'Payer bank recalled the payment', actor: admin, on, at }),
  );
}

/** Each instalment: no., written off (late charge, fee, interest, principal), then recovered of each. */
async function writtenOffRows() {
  const rows = await t.db.query<Record<string, number>>(
    `select instalment_no as no, late_charge_written_off_sen as wl, fee_written_off_sen as wf,
       interest_written_off_sen as wi, principal_written_off_sen as wp, late_charge_recovered_sen as rl,
       fee_recovered_sen as rf, interest_recovered_sen as ri, principal_recovered_sen as rp
     from loan_instalments where account_id = $1 order by instalment_no`,
    [account.accountId],
  );
  return rows.map((r) => [r.no, r.wl, r.wf, r.wi, r.wp, r.rl, r.rf, r.ri, r.rp]);
}

async function entryLines(entryId: number) {
  const rows = await t.db.query<Record<string, number | string | null>>(
    'select ledger_account as account, instalment_no as no, amount_sen as amount from journal_lines where entry_id = $1 order by id',
    [entryId],
  );
  return rows.map((row) => [row.account, row.no, row.amount]);
}

async function standing() {
  const [row] = await t.db.query<Record<string, unknown>>(
    `select status, outstanding_late_charge_sen + outstanding_fee_sen + outstanding_interest_sen
       + outstanding_principal_sen as outstanding, refundable_sen as refundable
     from loan_accounts where id = $1`,
    [account.accountId],
  );
  return row;
}

/** The statement's lines from the write-off on: kind, debit, credit. */
async function statementLines(on: LocalDate) {
  const row = await findLoanAccount(t.db, account.accountId);
  if (!row) throw new Error('no account');
  const input = await statementInput(
    t.db,
    t.config.lender,
    row,
    { name: 'Aminah', nric: '900101015555', address: 'Kuala Lumpur' },
    on,
  );
  return {
    lines: input.lines
      .filter((line) => line.date >= '2027-04-01')
      .map((line) => [line.kind, line.debitSen, line.creditSen]),
    outstandingBalanceSen: input.outstandingBalanceSen,
  };
}

describe('a recovery on a written-off conventional loan', () => {
  it('starts from the write-off: RM1,094.38 written off, nothing recovered', async () => {
    expect(await writtenOffRows()).toEqual([
      [1, 438, 0, 1500, 16_667, 0, 0, 0, 0],
      [2, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [3, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [4, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [5, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [6, 0, 0, 1500, 16_665, 0, 0, 0, 0],
    ]);
  });

  let recoveryId: string;

  it('books RM300.00 received as a recovery: cash against recoveries, met late charge, interest, principal', async () => {
    const { payment, posted } = await receive('FPX-RECOVERY-1', 30_000);
    recoveryId = payment.id;
    expect(posted).toBe(true);
    expect(payment).toMatchObject({ recovery: true, status: 'posted', excessKind: 'none', excessSen: 0 });
    expect(await entryLines(payment.entryId)).toEqual([
      ['bankClearing', null, 30_000],
      ['writtenOffRecoveries', 1, -438],
      ['writtenOffRecoveries', 1, -1500],
      ['writtenOffRecoveries', 1, -16_667],
      ['writtenOffRecoveries', 2, -1500],
      ['writtenOffRecoveries', 2, -9895],
    ]);
    expect(await writtenOffRows()).toEqual([
      [1, 438, 0, 1500, 16_667, 438, 0, 1500, 16_667],
      [2, 0, 0, 1500, 16_667, 0, 0, 1500, 9895],
      [3, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [4, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [5, 0, 0, 1500, 16_667, 0, 0, 0, 0],
      [6, 0, 0, 1500, 16_665, 0, 0, 0, 0],
    ]);
    expect(await standing()).toEqual({ status: 'WRITEOFF', outstanding: 0, refundable: 0 });
  });

  it('posts a reference once: a repeat answers the first recovery, another amount is refused', async () => {
    const repeat = await receive('FPX-RECOVERY-1', 30_000);
    expect(repeat).toMatchObject({ posted: false, payment: { id: recoveryId } });
    await expect(receive('FPX-RECOVERY-1', 30_001)).rejects.toMatchObject({ kind: 'conflict' });
    const [{ count }] = (await t.db.query<{ count: number }>(
      `select count(*)::int as count from journal_entries where loan_account_id = $1 and kind = 'payment'`,
      [account.accountId],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('shows the recovery on the statement: the debt brought back, then the money received against it', async () => {
    expect(await statementLines('2027-04-10')).toEqual({
      lines: [
        ['writeOff', 0, 109_438],
        ['recoveredDebt', 30_000, 0],
        ['recovery', 0, 30_000],
      ],
      outstandingBalanceSen: 0,
    });
  });

  it('reverses the recovery exactly: its lines the other way, the write-off standing as before', async () => {
    const reversed = await reverse(recoveryId, '2027-04-12');
    expect(reversed).toMatchObject({ status: 'reversed', recovery: true });
    expect(await entryLines(reversed.reversalEntryId ?? 0)).toEqual([
      ['bankClearing', null, -30_000],
      ['writtenOffRecoveries', 1, 438],
      ['writtenOffRecoveries', 1, 1500],
      ['writtenOffRecoveries', 1, 16_667],
      ['writtenOffRecoveries', 2, 1500],
      ['writtenOffRecoveries', 2, 9895],
    ]);
    expect((await writtenOffRows()).map((row) => row.slice(5))).toEqual(Array(6).fill([0, 0, 0, 0]));
    expect(await standing()).toEqual({ status: 'WRITEOFF', outstanding: 0, refundable: 0 });
    expect(await statementLines('2027-04-12')).toEqual({
      lines: [
        ['writeOff', 0, 109_438],
        ['recoveredDebt', 30_000, 0],
        ['recovery', 0, 30_000],
        ['paymentReversal', 30_000, 0],
        ['writeOff', 0, 30_000],
      ],
      outstandingBalanceSen: 0,
    });
    const [audit] = await t.db.query<{ after: unknown; remark: string }>(
      `select after, remark from audit_events where subject_id = $1 and action = 'loanPayment.reverse'`,
      [account.accountId],
    );
    expect(audit).toEqual({
      after: { status: 'reversed', amountSen: 30_000 },
      remark: 'Payer bank recalled the payment',
    });
    await expect(reverse(recoveryId, '2027-04-12')).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('owes back what is received beyond the whole write-off, and its reversal takes that back too', async () => {
    const { payment } = await receive('FPX-RECOVERY-2', 109_438 + 5000, '2027-04-13');
    expect(payment).toMatchObject({ recovery: true, excessKind: 'refundable', excessSen: 5000 });
    const lines = await entryLines(payment.entryId);
    expect(lines[0]).toEqual(['bankClearing', null, 114_438]);
    expect(lines.at(-1)).toEqual(['customerRefundsPayable', null, -5000]);
    expect(lines.slice(1, -1).reduce((sum, line) => sum + Number(line[2]), 0)).toBe(-109_438);
    expect((await writtenOffRows()).map((row) => row.slice(1, 5))).toEqual(
      (await writtenOffRows()).map((row) => row.slice(5)),
    );
    expect(await standing()).toEqual({ status: 'WRITEOFF', outstanding: 0, refundable: 5000 });
    expect((await statementLines('2027-04-13')).outstandingBalanceSen).toBe(-5000);
    await reverse(payment.id, '2027-04-14');
    expect(await standing()).toEqual({ status: 'WRITEOFF', outstanding: 0, refundable: 0 });
    expect((await writtenOffRows()).map((row) => row.slice(5))).toEqual(Array(6).fill([0, 0, 0, 0]));
  });

  it('takes the reversal of a recovery through maker-checker on the written-off account, and nothing else', async () => {
    const { payment } = await receive('CTR-RECOVERY-3', 2_000, '2027-04-15');
    const maker = await createOfficer(t, ['disbursementOfficer'], 'Dina Maker');
    const paths = LOAN_ACCOUNT_BACKOFFICE_PATHS;
    const waiver = await asOfficer(t, maker, 'POST', paths.requests(account.accountId), {
      kind: 'waiver',
      waivers: [{ instalmentNo: 1, component: 'lateCharge', amountSen: 100 }],
      reason: 'Goodwill',
    });
    expect(waiver.statusCode).toBe(409);
    const prepared = await asOfficer(t, maker, 'POST', paths.requests(account.accountId), {
      kind: 'reversal',
      paymentId: payment.id,
      reason: 'Posted to the wrong account',
    });
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json()).toMatchObject({ kind: 'reversal', status: 'pending', amountSen: 2_000 });
    const approved = await asOfficer(
      t,
      team.admin,
      'POST',
      paths.approveRequest(prepared.json().requestId),
      {},
    );
    expect(approved.statusCode).toBe(200);
    const view = await asOfficer(t, team.admin, 'GET', paths.account(account.accountId));
    expect(
      view.json().payments.find((row: { paymentId: string }) => row.paymentId === payment.id),
    ).toMatchObject({
      status: 'reversed',
      recovery: true,
      reversalReason: 'Posted to the wrong account',
    });
    expect((await writtenOffRows()).map((row) => row.slice(5))).toEqual(Array(6).fill([0, 0, 0, 0]));
  });

  it('keeps the ledger balanced: recoveries less their reversals come to nothing on this account', async () => {
    const [row] = await t.db.query<{ recovered: number; bank: number }>(
      `select coalesce(sum(amount_sen) filter (where ledger_account = 'writtenOffRecoveries'), 0)::int as recovered,
         coalesce(sum(amount_sen) filter (where ledger_account = 'bankClearing'), 0)::int as bank
       from journal_lines where loan_account_id = $1`,
      [account.accountId],
    );
    expect(row).toEqual({ recovered: 0, bank: 0 });
  });
});
