import { sen } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobScheduler } from '../../jobs/job-scheduler.ts';
import {
  PARTNER_COMMISSION_CHECK_JOB,
  PARTNER_COMMISSION_EVERY_MS,
  scheduledWork,
} from '../../jobs/schedules.ts';
import type { PartnerDeductionNotice } from '../../providers/partner-commission/partner-commission-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { repayFromPartnerCommission } from '../servicing/commission-accounts.ts';
import { type OpenedAccount, openedAccount } from '../servicing/testing.ts';
import type { PartnerCommissionCollectionService } from './commission-collection-service.ts';

/**
 * Repayment of SME loans from the partner's commission (decision 064), on real loan accounts and the partner platform's
 * sandbox: three loans of RM10,000 over 24 months (RM566.67 a month), made on 13 November 2026, so that each one's
 * first instalment falls due on 13 December, each repaid from the commission of a partner of its own. The month's run
 * on the 12th asks each partner's commission, then the e-wallet for the rest; the 15th takes the e-wallet's top-up.
 */

let t: TestApp;
let team: ReviewTeam;
let run: PartnerCommissionCollectionService;
const notices: PartnerDeductionNotice[] = [];
/** The commission covers the instalment. */
let covered: OpenedAccount;
/** The commission is RM123.45 short and the e-wallet covers the rest. */
let short: OpenedAccount;
/** Neither covers it: a reminder to top up, and the 15th takes the top-up. */
let bothShort: OpenedAccount;

const PARTNERS = { covered: 'P300101', short: 'P300102', bothShort: 'P300103' } as const;

beforeAll(async () => {
  t = await createTestApp({
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    servicingLoanAccounts: true,
  });
  team = await createReviewTeam(t);
  if (!t.partnerCommissionCollection) throw new Error('the partner-commission run was not registered');
  run = t.partnerCommissionCollection;
  t.partnerCommission.onNotice(async (notice) => {
    notices.push(notice);
  });
  const open = async (partnerId: string) => {
    const account = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-11-13',
    });
    await t.db.transaction((tx) =>
      repayFromPartnerCommission(tx, { accountId: account.accountId, partnerId, at: t.clock.now() }),
    );
    return account;
  };
  covered = await open(PARTNERS.covered);
  short = await open(PARTNERS.short);
  bothShort = await open(PARTNERS.bothShort);
  await t.partnerCommission.setBalances({
    partnerId: PARTNERS.covered,
    commissionSen: sen(100_000),
    eWalletSen: sen(0),
  });
  await t.partnerCommission.setBalances({
    partnerId: PARTNERS.short,
    commissionSen: sen(56_667 - 12_345),
    eWalletSen: sen(50_000),
  });
  await t.partnerCommission.setBalances({
    partnerId: PARTNERS.bothShort,
    commissionSen: sen(30_000),
    eWalletSen: sen(10_000),
  });
}, 180_000);
afterAll(() => t.close());

/** The account's receipts as its statement lists them: channel, amount in sen, day received. */
async function receipts(account: OpenedAccount) {
  const rows = await t.db.query<{ channel: string; amount: number; on: string }>(
    `select channel, amount_sen as amount, received_on::text as on from loan_payments
     where account_id = $1 order by created_at, amount_sen desc`,
    [account.accountId],
  );
  return rows.map((row) => [row.channel, row.amount, row.on]);
}

/** The first instalment as it stands: late charge due, outstanding, the day it was met. */
async function firstInstalment(account: OpenedAccount) {
  const [row] = await t.db.query<{ due: string; late: number; outstanding: number; met: string | null }>(
    `select due_on::text as due, late_charge_due_sen as late,
       late_charge_due_sen + fee_due_sen + interest_due_sen + principal_due_sen
         - late_charge_paid_sen - fee_paid_sen - interest_paid_sen - principal_paid_sen as outstanding,
       met_on::text as met
     from loan_instalments where account_id = $1 and instalment_no = 1`,
    [account.accountId],
  );
  return row;
}

async function messagesTo(account: OpenedAccount) {
  const [user] = await t.db.query<{ email: string; phone: string }>(
    `select u.email, u.phone_no as phone from users u join loan_accounts a on a.user_id = u.id
     where a.id = $1`,
    [account.accountId],
  );
  const emails = await t.db.query<{ subject: string; body: string }>(
    `select subject, body_text as body from outbound_emails
     where recipient = $1 and purpose = 'partner-commission-top-up'`,
    [user?.email],
  );
  const sms = await t.db.query<{ text: string }>(
    // A sent SMS keeps no text in outbound_sms: the sandbox operator's copy has it.
    `select m.body_text as text from outbound_sms o
       join sandbox_messages m on m.channel = 'sms' and m.id::text = o.provider_message_id
     where o.recipient = $1 and o.purpose = 'partner-commission-top-up'`,
    [user?.phone],
  );
  return { emails, sms };
}

describe('the run of 12 December 2026', () => {
  beforeAll(async () => {
    // 09:00 in Kuala Lumpur on the 12th: two processes tick their schedulers in the same hour.
    t.clock.set('2026-12-12T01:00:00Z');
    const log = pino({ level: 'silent' });
    const schedules = [
      { name: 'partnerCommission', everyMs: PARTNER_COMMISSION_EVERY_MS, kind: PARTNER_COMMISSION_CHECK_JOB },
    ];
    const first = new JobScheduler({ db: t.db, clock: t.clock, log, schedules });
    const second = new JobScheduler({ db: t.db, clock: t.clock, log, schedules });
    scheduledWork({
      db: t.db,
      clock: t.clock,
      log,
      jobs: t.jobs,
      housekeeping: t.housekeeping,
      closeCheckEveryMs: 300_000,
      partnerCommission: run,
    });
    const ticks = await Promise.all([first.tick(), second.tick()]);
    expect(ticks.flat()).toEqual(['partnerCommission']);
    await t.settle();
  }, 60_000);

  it('is enqueued once for two processes, and asks each partner once', async () => {
    const [jobs] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from jobs where kind = $1`,
      [PARTNER_COMMISSION_CHECK_JOB],
    );
    expect(jobs?.count).toBe(1);
    expect(await Promise.all([run.runDue(), run.runDue()])).toEqual([[], []]);
    const [runs] = await t.db.query<{ status: string; accounts: number }>(
      `select status, accounts from partner_commission_runs where month = '2026-12' and stage = 'commission'`,
    );
    expect(runs).toEqual({ status: 'done', accounts: 3 });
  });

  it('takes the whole instalment from a commission that covers it: one receipt to the sen', async () => {
    expect(await receipts(covered)).toEqual([['partnerCommission', 56_667, '2026-12-12']]);
    expect(await firstInstalment(covered)).toEqual({
      due: '2026-12-13',
      late: 0,
      outstanding: 0,
      met: '2026-12-12',
    });
    expect(await t.partnerCommission.balances(PARTNERS.covered)).toMatchObject({
      commissionSen: 43_333,
      eWalletSen: 0,
    });
    expect((await messagesTo(covered)).emails).toEqual([]);
  });

  it('takes what the commission holds, RM123.45 short, and the rest from the e-wallet: two receipts', async () => {
    expect(await receipts(short)).toEqual([
      ['partnerCommission', 44_322, '2026-12-12'],
      ['partnerEWallet', 12_345, '2026-12-12'],
    ]);
    expect(await firstInstalment(short)).toMatchObject({ outstanding: 0, met: '2026-12-12' });
    expect(await t.partnerCommission.balances(PARTNERS.short)).toMatchObject({
      commissionSen: 0,
      eWalletSen: 37_655,
    });
    expect((await messagesTo(short)).emails).toEqual([]);
  });

  it('reminds the partner to top up before the 15th when both are short', async () => {
    expect(await receipts(bothShort)).toEqual([
      ['partnerCommission', 30_000, '2026-12-12'],
      ['partnerEWallet', 10_000, '2026-12-12'],
    ]);
    expect(await firstInstalment(bothShort)).toMatchObject({ outstanding: 16_667, met: null });
    const { emails, sms } = await messagesTo(bothShort);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(
      `Please top up your e-wallet before the 15th: agreement ${bothShort.agreementNo}`,
    );
    expect(emails[0]?.body).toContain('RM166.67 of it is still unpaid');
    expect(emails[0]?.body).toContain('15 Dec 2026');
    expect(sms).toEqual([
      {
        text: `Sinar Kredit: RM166.67 of the instalment of agreement ${bothShort.agreementNo} is unpaid. Please top up your partner e-wallet before 15 Dec 2026.`,
      },
    ]);
  });

  it('posts a notice delivered again once', async () => {
    const notice = notices.find(
      (each) => each.type === 'deducted' && each.body.partnerId === PARTNERS.covered,
    );
    if (!notice) throw new Error('no notice of the covered partner');
    expect(await run.applyNotice(notice)).toBe('repeat');
    expect(await receipts(covered)).toHaveLength(1);
    await expect(run.applyNotice({ ...notice, signature: '0'.repeat(64) })).rejects.toThrow(/signature/);
  });
});

describe('the 15th', () => {
  it('takes from the e-wallet what the partner topped up, leaving the late charge rules to the close of business', async () => {
    await t.partnerCommission.setBalances({
      partnerId: PARTNERS.bothShort,
      commissionSen: sen(0),
      eWalletSen: sen(20_000),
    });
    t.clock.set('2026-12-14T01:00:00Z');
    expect(await run.runDue()).toEqual([]);
    t.clock.set('2026-12-15T01:00:00Z');
    expect(await run.runDue()).toEqual([{ month: '2026-12', stage: 'topUp', requested: 1, nothingDue: 2 }]);
    await t.settle();
    expect(await receipts(bothShort)).toEqual([
      ['partnerCommission', 30_000, '2026-12-12'],
      ['partnerEWallet', 10_000, '2026-12-12'],
      ['partnerEWallet', 16_667, '2026-12-15'],
    ]);
    expect(await firstInstalment(bothShort)).toEqual({
      due: '2026-12-13',
      late: 0,
      outstanding: 0,
      met: '2026-12-15',
    });
    expect(await t.partnerCommission.balances(PARTNERS.bothShort)).toMatchObject({ eWalletSen: 3_333 });
    expect(await receipts(covered)).toHaveLength(1);
    expect(await run.runDue()).toEqual([]);
  });
});

describe('a failure at the partner platform', () => {
  it('is told to the operations inbox, and nothing is posted', async () => {
    t.clock.set('2027-01-12T01:00:00Z');
    await t.partnerCommission.failNext('failDeduction', 3);
    expect(await run.runDue()).toEqual([
      { month: '2027-01', stage: 'commission', requested: 3, nothingDue: 0 },
    ]);
    await t.settle();
    const failed = await t.db.query<{ status: string; reason: string }>(
      `select status, failure_reason as reason from partner_commission_deductions where month = '2027-01'`,
    );
    expect(failed).toEqual(Array(3).fill({ status: 'failed', reason: 'partnerSuspended' }));
    const alerts = await t.db.query<{ subject: string }>(
      `select subject from outbound_emails where recipient = $1 and purpose = 'operations.partnerCommission.failed'
       order by subject`,
      [t.config.email.operations],
    );
    expect(alerts.map((alert) => alert.subject)).toEqual(
      [covered, short, bothShort]
        .map((account) => `Partner deduction for agreement ${account.agreementNo} failed`)
        .sort(),
    );
    expect(await receipts(covered)).toHaveLength(1);
  });
});
