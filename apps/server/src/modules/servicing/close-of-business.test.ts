import { CLOSE_OF_BUSINESS_PATHS, type CloseOfBusinessStatus } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { createNotifications } from '../notifications/notifications-module.ts';
import { asOfficer } from '../review/testing.ts';
import { CloseOfBusinessService } from './close-of-business-service.ts';
import { type OpenedAccount, openedAccount, writeBusinessDateForTest } from './testing.ts';

/**
 * The daily close of business (decision 039) on real accounts: a conventional loan of RM10,000 over 24 months
 * (RM566.67 a month) and an Islamic financing of RM1,000 over 6 months (RM181.67 a month), both made on 1 December
 * 2026, whose first instalments (due 31 December) and second (due 31 January) are never paid. Each business date is
 * closed once, in order, whatever runs it and however often.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: OpenedAccount;
let financing: OpenedAccount;

beforeAll(async () => {
  t = await createTestApp({
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    servicingLoanAccounts: true,
    closeOfBusiness: true,
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
  await writeBusinessDateForTest(t, '2026-12-01');
}, 120_000);
afterAll(() => t.close());

function close() {
  if (!t.closeOfBusiness) throw new Error('the close of business was not registered');
  return t.closeOfBusiness;
}

/** Malaysian morning of `date`: the calendar has passed every day before it. */
function morningOf(date: string) {
  t.clock.set(`${date}T02:00:00Z`);
}

/** Instalment rows as a statement shows them: no., due on, late charge due, fee due, outstanding. */
async function chargeRows(account: OpenedAccount, upTo = 3) {
  const rows = await t.db.query<Record<string, number | string>>(
    `select instalment_no as no, due_on::text as due, late_charge_due_sen as late, fee_due_sen as fee,
       late_charge_due_sen + fee_due_sen + interest_due_sen + principal_due_sen
         - late_charge_paid_sen - fee_paid_sen - interest_paid_sen - principal_paid_sen as outstanding
     from loan_instalments where account_id = $1 and instalment_no <= $2 order by instalment_no`,
    [account.accountId, upTo],
  );
  return rows.map((row) => [row.no, row.due, row.late, row.fee, row.outstanding]);
}

/** The ledger's balance of a receivable for the account: the sum of its lines. */
async function ledgerBalance(account: OpenedAccount, ledgerAccount: string) {
  const [row] = await t.db.query<{ total: number }>(
    `select coalesce(sum(amount_sen), 0)::int as total from journal_lines
     where loan_account_id = $1 and ledger_account = $2`,
    [account.accountId, ledgerAccount],
  );
  return row?.total;
}

async function accountFigures(account: OpenedAccount) {
  const [row] = await t.db.query<Record<string, number | string>>(
    `select outstanding_late_charge_sen as "lateCharge", outstanding_fee_sen as fee, arrears_sen as arrears,
       days_past_due as "daysPastDue", delinquency_bucket as bucket, last_closed_on::text as "lastClosedOn"
     from loan_accounts where id = $1`,
    [account.accountId],
  );
  return row;
}

async function entryCount() {
  const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from journal_entries');
  return row?.count;
}

describe('the daily close of business', () => {
  it('replays the missed days one by one, oldest first, and moves the business date past them', async () => {
    morningOf('2027-01-01');
    const outcome = await close().closeDue();
    expect(outcome.closed.map((run) => run.businessDate)).toEqual(
      Array.from({ length: 31 }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}`),
    );
    expect(outcome.closed.every((run) => run.status === 'done' && run.accountsClosed === 2)).toBe(true);
    expect(await close().businessDate()).toBe('2027-01-01');
    // 31 December: the first instalments fell due, and nothing is overdue yet.
    expect(await chargeRows(loan, 1)).toEqual([[1, '2026-12-31', 0, 0, 56_667]]);
    expect(await accountFigures(loan)).toMatchObject({ daysPastDue: 0, bucket: 'current', arrears: 0 });
  });

  it('moves the bucket from 1-30 to 31-60 on the 31st day past due', async () => {
    morningOf('2027-01-31');
    await close().closeDue();
    expect(await accountFigures(loan)).toMatchObject({
      lastClosedOn: '2027-01-30',
      daysPastDue: 30,
      bucket: '1-30',
    });
    morningOf('2027-02-01');
    const [day31] = (await close().closeDue()).closed;
    expect(day31?.businessDate).toBe('2027-01-31');
    expect(await accountFigures(loan)).toMatchObject({ daysPastDue: 31, bucket: '31-60' });
    expect(await accountFigures(financing)).toMatchObject({ daysPastDue: 31, bucket: '31-60' });
  });

  it('charges a conventional instalment 45 days late RM5.59, day by day, on the account and in the ledger', async () => {
    morningOf('2027-02-15');
    await close().closeDue();
    // Instalment 1: 8% x 45/365 x RM566.67 = RM5.59; instalment 2, overdue since 1 February: 14 days, RM1.74.
    // Two reminder letters (7 and 30 days past due), RM10.00 postage each, on the instalment they are about.
    expect(await chargeRows(loan)).toEqual([
      [1, '2026-12-31', 559, 2_000, 56_667 + 559 + 2_000],
      [2, '2027-01-31', 174, 0, 56_667 + 174],
      [3, '2027-02-28', 0, 0, 56_667],
    ]);
    expect(await ledgerBalance(loan, 'loanLateChargeReceivable')).toBe(733);
    expect(await ledgerBalance(loan, 'lateChargeIncome')).toBe(-733);
    expect(await ledgerBalance(loan, 'loanFeeReceivable')).toBe(2_000);
    expect(await accountFigures(loan)).toEqual({
      lateCharge: 733,
      fee: 2_000,
      arrears: 2 * 56_667 + 733 + 2_000,
      daysPastDue: 45,
      bucket: '31-60',
      lastClosedOn: '2027-02-14',
    });
    const [daily] = await t.db.query<{ entries: number; first: string; last: string }>(
      `select count(*)::int as entries, min(business_date)::text as first, max(business_date)::text as last
       from journal_entries e join journal_lines l on l.entry_id = e.id
       where e.loan_account_id = $1 and e.kind = 'charge' and l.ledger_account = 'loanLateChargeReceivable'
         and l.instalment_no = 1`,
      [loan.accountId],
    );
    // 45 days of a sen or more each (12.42 sen a day, rounded on the running total).
    expect(daily).toEqual({ entries: 45, first: '2027-01-01', last: '2027-02-14' });
  });

  it('charges the Islamic twin 1% ta\u2019widh: 22 sen for 45 days, and keeps it as income', async () => {
    // 1% x 45/365 x RM181.67 = 22 sen; instalment 2, 14 days: 7 sen. None goes to charity (decision 033).
    expect(await chargeRows(financing)).toEqual([
      [1, '2026-12-31', 22, 2_000, 18_167 + 22 + 2_000],
      [2, '2027-01-31', 7, 0, 18_167 + 7],
      [3, '2027-02-28', 0, 0, 18_167],
    ]);
    expect(await ledgerBalance(financing, 'loanLateChargeReceivable')).toBe(29);
    expect(await ledgerBalance(financing, 'charityPayable')).toBe(0);
    expect(await accountFigures(financing)).toMatchObject({ lateCharge: 29, fee: 2_000, daysPastDue: 45 });
  });

  it('sends the reminder letters at 7 and 30 days past due, each with RM10.00 postage and a notice queued', async () => {
    const letters = await t.db.query<Record<string, unknown>>(
      `select business_date::text as day, letter, instalment_no as no, days_past_due as days, postage_sen as postage
       from loan_reminder_letters where account_id = $1 order by business_date`,
      [loan.accountId],
    );
    expect(letters).toEqual([
      { day: '2027-01-07', letter: 'firstReminder', no: 1, days: 7, postage: 1_000 },
      { day: '2027-01-30', letter: 'secondReminder', no: 1, days: 30, postage: 1_000 },
    ]);
    const emails = await t.db.query<{ purpose: string; subject: string; body: string }>(
      `select purpose, subject, body_text as body from outbound_emails where recipient = $1 and purpose like 'reminder-letter-%'
       order by created_at`,
      [loan.applicant.email],
    );
    expect(emails.map((email) => email.purpose)).toEqual([
      'reminder-letter-firstReminder',
      'reminder-letter-secondReminder',
    ]);
    expect(emails[0]?.subject).toBe(`Reminder: your instalment is overdue: agreement ${loan.agreementNo}`);
    expect(emails[0]?.body).toContain('RM10.00');
    const islamic = await t.db.query<{ subject: string }>(
      `select subject from outbound_emails where recipient = $1 and purpose = 'reminder-letter-firstReminder'`,
      [financing.applicant.email],
    );
    expect(islamic.map((email) => email.subject)).toEqual([
      `Reminder: your payment is overdue: agreement ${financing.agreementNo}`,
    ]);
    const [run] = await t.db.query<Record<string, unknown>>(
      `select letters_queued as letters, postage_sen as postage, charges_posted as charges, charges_sen as total
       from close_of_business_runs where business_date = '2027-01-07'`,
    );
    // 7 January: both accounts' first letters, and each account's day of late charge on instalment 1.
    expect(run).toEqual({ letters: 2, postage: 2_000, charges: 1, total: 12 });
  });

  it('finds nothing new when run again for days already closed', async () => {
    const entries = await entryCount();
    const [before] = await t.db.query('select count(*)::int as runs from close_of_business_runs');
    expect((await close().closeDue()).closed).toEqual([]);
    expect((await close().closeDue()).closed).toEqual([]);
    expect(await entryCount()).toBe(entries);
    expect(await t.db.query('select count(*)::int as runs from close_of_business_runs')).toEqual([before]);
    expect(await chargeRows(loan, 1)).toEqual([[1, '2026-12-31', 559, 2_000, 56_667 + 559 + 2_000]]);
  });

  it('records an account whose close fails, closes the others, and catches the account up the next day', async () => {
    await t.db.query(`
      create function refuse_close_in_test() returns trigger language plpgsql as $$
      begin
        if new.last_closed_on is distinct from old.last_closed_on then raise exception 'account row unavailable'; end if;
        return new;
      end;
      $$`);
    await t.db.query(
      `create trigger refuse_close_in_test before update on loan_accounts for each row
       when (old.id = '${financing.accountId}') execute function refuse_close_in_test()`,
    );
    morningOf('2027-02-16');
    const [failedDay] = (await close().closeDue()).closed;
    expect(failedDay).toMatchObject({
      businessDate: '2027-02-15',
      status: 'done',
      accountsClosed: 1,
      errors: [{ accountId: financing.accountId, agreementNo: financing.agreementNo }],
    });
    expect(failedDay?.errors[0]?.message).toContain('account row unavailable');
    expect(await accountFigures(loan)).toMatchObject({ lastClosedOn: '2027-02-15', daysPastDue: 46 });
    expect(await accountFigures(financing)).toMatchObject({ lastClosedOn: '2027-02-14', lateCharge: 29 });
    await t.db.query('drop trigger refuse_close_in_test on loan_accounts');

    morningOf('2027-02-17');
    const [nextDay] = (await close().closeDue()).closed;
    expect(nextDay).toMatchObject({ businessDate: '2027-02-16', accountsClosed: 2, errors: [] });
    // The financing's 15 and 16 February, in order: day 46 and 47 of instalment 1, 15 and 16 of instalment 2.
    const days = await t.db.query<{ day: string; no: number }>(
      `select e.business_date::text as day, l.instalment_no as no from journal_entries e
       join journal_lines l on l.entry_id = e.id
       where e.loan_account_id = $1 and e.kind = 'charge' and l.ledger_account = 'loanLateChargeReceivable'
         and e.business_date >= '2027-02-15'
       order by e.seq`,
      [financing.accountId],
    );
    expect(days.map((row) => row.day)).toEqual([...days.map((row) => row.day)].sort());
    expect(await accountFigures(financing)).toMatchObject({ lastClosedOn: '2027-02-16', daysPastDue: 47 });
  });

  it('lets only one of two runners racing for a day close it', async () => {
    const { email, sms } = createNotifications({
      db: t.db,
      worker: t.jobs,
      emailProvider: t.email,
      smsProvider: t.sms,
      from: t.config.email.from,
    });
    const other = new CloseOfBusinessService({
      db: t.db,
      clock: t.clock,
      email,
      sms,
      afterMaturityAnnualBp: 300,
      publicUrl: t.config.publicUrl,
    });
    const entries = await entryCount();
    morningOf('2027-02-18');
    const outcomes = await Promise.all([close().closeDue(), other.closeDue(), close().closeDue()]);
    expect(outcomes.flatMap((outcome) => outcome.closed.map((run) => run.businessDate))).toEqual([
      '2027-02-17',
    ]);
    const runs = await t.db.query(
      `select accounts_closed as accounts, charges_posted as charges from close_of_business_runs
       where business_date = '2027-02-17'`,
    );
    // Each account's two overdue instalments, one day's charge each (the Islamic one's 1% is under a sen a day on
    // some days, then nothing is posted for it).
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ accounts: 2 });
    const posted = (await entryCount()) ?? 0;
    expect(posted - (entries ?? 0)).toBe((runs[0] as { charges: number }).charges);
    expect(await close().businessDate()).toBe('2027-02-18');
  });
});

describe("the back office's close of business", () => {
  it('shows every officer the business date and the runs with what each did', async () => {
    const response = await asOfficer(t, team.verifier, 'GET', `${CLOSE_OF_BUSINESS_PATHS.status}?pageSize=2`);
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json<CloseOfBusinessStatus>();
    expect(status).toMatchObject({
      businessDate: '2027-02-18',
      calendarDate: '2027-02-18',
      behind: false,
      page: 1,
      pageSize: 2,
    });
    expect(status.total).toBeGreaterThan(70);
    expect(status.runs.map((run) => run.businessDate)).toEqual(['2027-02-17', '2027-02-16']);
    const [failed] = (
      await asOfficer(t, team.verifier, 'GET', `${CLOSE_OF_BUSINESS_PATHS.status}?pageSize=1&page=3`)
    ).json<CloseOfBusinessStatus>().runs;
    expect(failed).toMatchObject({ businessDate: '2027-02-15', accountsClosed: 1, startedBy: 'schedule' });
    expect(failed?.errors).toHaveLength(1);
  });

  it('lets only an admin run the close now, and audits it with the business date before and after', async () => {
    morningOf('2027-02-20');
    const refused = await asOfficer(t, team.verifier, 'POST', CLOSE_OF_BUSINESS_PATHS.run);
    expect(refused.statusCode).toBe(403);
    expect(await close().businessDate()).toBe('2027-02-18');
    const behind = await asOfficer(t, team.admin, 'GET', CLOSE_OF_BUSINESS_PATHS.status);
    expect(behind.json<CloseOfBusinessStatus>()).toMatchObject({ businessDate: '2027-02-18', behind: true });

    const ran = await asOfficer(t, team.admin, 'POST', CLOSE_OF_BUSINESS_PATHS.run);
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({
      businessDate: '2027-02-20',
      busyOn: null,
      closed: [
        { businessDate: '2027-02-18', startedBy: team.admin.name, accountsClosed: 2 },
        { businessDate: '2027-02-19', startedBy: team.admin.name, accountsClosed: 2 },
      ],
    });
    const audit = await t.db.query(
      `select actor_id as "actorId", subject_id as "subjectId", before, after from audit_events
       where action = 'closeOfBusiness.run'`,
    );
    expect(audit).toEqual([
      {
        actorId: team.admin.id,
        subjectId: '2027-02-20',
        before: { businessDate: '2027-02-18' },
        after: { businessDate: '2027-02-20', daysClosed: 2 },
      },
    ]);
    const again = await asOfficer(t, team.admin, 'POST', CLOSE_OF_BUSINESS_PATHS.run);
    expect(again.json()).toMatchObject({ businessDate: '2027-02-20', closed: [] });
  });

  it('refuses a customer and a caller without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: CLOSE_OF_BUSINESS_PATHS.status })).statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'POST',
      url: CLOSE_OF_BUSINESS_PATHS.run,
      headers: loan.applicant.headers,
    });
    expect(customer.statusCode).toBe(401);
  });
});

describe('a runner that stops half-way', () => {
  it('holds its day while it may still be working, and leaves it to another once its claim is stale', async () => {
    const { email, sms } = createNotifications({
      db: t.db,
      worker: t.jobs,
      emailProvider: t.email,
      smsProvider: t.sms,
      from: t.config.email.from,
    });
    // A process that closes every account of 20 February and dies before it asks for the direct debits.
    const dying = new CloseOfBusinessService({
      db: t.db,
      clock: t.clock,
      email,
      sms,
      directDebit: {
        runDay: () => Promise.reject(new Error('process killed')),
      },
      afterMaturityAnnualBp: 300,
      publicUrl: t.config.publicUrl,
    });
    morningOf('2027-02-21');
    await expect(dying.closeDue()).rejects.toThrow('process killed');
    const entries = await entryCount();
    const [half] = await t.db.query(
      `select status, accounts_closed as accounts from close_of_business_runs where business_date = '2027-02-20'`,
    );
    expect(half).toEqual({ status: 'running', accounts: 2 });
    expect(await close().businessDate()).toBe('2027-02-20');

    // Within its claim another process leaves the day alone.
    expect(await close().closeDue()).toEqual({ closed: [], busyOn: '2027-02-20' });

    // Ten minutes on, the claim is stale: the day is finished, every account's day found closed already.
    t.clock.set('2027-02-21T02:11:00Z');
    const { closed } = await close().closeDue();
    expect(closed).toMatchObject([{ businessDate: '2027-02-20', status: 'done', accountsClosed: 2 }]);
    expect(await entryCount()).toBe(entries);
    expect(await close().businessDate()).toBe('2027-02-21');
  });
});
