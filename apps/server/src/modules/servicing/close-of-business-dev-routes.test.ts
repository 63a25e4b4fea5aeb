import { DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH, type DevAccountClosed } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SANDBOXES } from '../../config/testing.ts';
import { productionLenderWithSeal } from '../../testing/production-seal.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { type OpenedAccount, openedAccount, writeBusinessDateForTest } from './testing.ts';

/**
 * The developer's control of the close of business (decision 050): one account's days closed ahead of the business
 * date, as the daily close would close them, on a conventional loan of RM10,000 over 24 months (RM566.67 a month)
 * made on 1 December 2026, its first instalment due on 31 December and never paid, beside a second account the call
 * leaves alone.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: OpenedAccount;
let other: OpenedAccount;

beforeAll(async () => {
  t = await createTestApp({
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    servicingLoanAccounts: true,
    closeOfBusiness: true,
  });
  team = await createReviewTeam(t);
  const terms = {
    variant: 'conventional',
    amountSen: 1_000_000,
    tenureMonths: 24,
    madeOn: '2026-12-01',
  } as const;
  loan = await openedAccount(t, team, terms);
  other = await openedAccount(t, team, terms);
  await writeBusinessDateForTest(t, '2026-12-01');
}, 120_000);
afterAll(() => t.close());

function closeThrough(agreementNo: string, through: string) {
  return t.app.inject({
    method: 'POST',
    url: DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH(agreementNo),
    payload: { through },
  });
}

/** The first instalment as a statement shows it: due on, late charge due, fee due, outstanding. */
async function firstInstalment(account: OpenedAccount) {
  const [row] = await t.db.query<Record<string, number | string>>(
    `select due_on::text as due, late_charge_due_sen as late, fee_due_sen as fee,
       late_charge_due_sen + fee_due_sen + interest_due_sen + principal_due_sen
         - late_charge_paid_sen - fee_paid_sen - interest_paid_sen - principal_paid_sen as outstanding
     from loan_instalments where account_id = $1 and instalment_no = 1`,
    [account.accountId],
  );
  return row && [row.due, row.late, row.fee, row.outstanding];
}

async function accountFigures(account: OpenedAccount) {
  const [row] = await t.db.query<Record<string, number | string>>(
    `select outstanding_late_charge_sen as "lateCharge", outstanding_fee_sen as fee, days_past_due as "daysPastDue",
       delinquency_bucket as bucket, last_closed_on::text as "lastClosedOn"
     from loan_accounts where id = $1`,
    [account.accountId],
  );
  return row;
}

describe("closing one account's days ahead of the business date", () => {
  it('posts the late charges and the reminder letter of 15 days past due, on that account only', async () => {
    const answer = await closeThrough(loan.agreementNo, '2027-01-15');
    expect(answer.statusCode, answer.body).toBe(200);
    // 8% a year on RM566.67 for 15 days is RM1.86, one entry a day; the letter at 7 days carries RM10.00 postage.
    expect(answer.json<DevAccountClosed>()).toEqual({
      agreementNo: loan.agreementNo,
      lastClosedOn: '2027-01-15',
      chargesPosted: 15,
      chargesSen: 186,
      lettersQueued: 1,
      postageSen: 1_000,
    });
    expect(await firstInstalment(loan)).toEqual(['2026-12-31', 186, 1_000, 56_667 + 186 + 1_000]);
    expect(await accountFigures(loan)).toMatchObject({
      lateCharge: 186,
      fee: 1_000,
      daysPastDue: 15,
      bucket: '1-30',
      lastClosedOn: '2027-01-15',
    });
    expect(await firstInstalment(other)).toEqual(['2026-12-31', 0, 0, 56_667]);
    expect(await accountFigures(other)).toMatchObject({ daysPastDue: 0, lastClosedOn: null });
    // The lender's business date and its runs are untouched.
    if (!t.closeOfBusiness) throw new Error('the close of business was not registered');
    expect(await t.closeOfBusiness.businessDate()).toBe('2026-12-01');
    const [runs] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from close_of_business_runs',
    );
    expect(runs?.count).toBe(0);
  });

  it('posts nothing for days already closed, and the daily close later skips them', async () => {
    const again = await closeThrough(loan.agreementNo, '2027-01-10');
    expect(again.json<DevAccountClosed>()).toMatchObject({
      lastClosedOn: '2027-01-15',
      chargesPosted: 0,
      chargesSen: 0,
      lettersQueued: 0,
    });
    // The schedule's close of 1 December to 16 January: the other account's 16 days late, this one's 16th only.
    if (!t.closeOfBusiness) throw new Error('the close of business was not registered');
    t.clock.set('2027-01-17T02:00:00Z');
    const outcome = await t.closeOfBusiness.closeDue();
    expect(outcome.closed).toHaveLength(47);
    expect(await firstInstalment(loan)).toEqual(['2026-12-31', 199, 1_000, 56_667 + 199 + 1_000]);
    expect(await firstInstalment(other)).toEqual(['2026-12-31', 199, 1_000, 56_667 + 199 + 1_000]);
    expect(await accountFigures(loan)).toMatchObject({ daysPastDue: 16, lastClosedOn: '2027-01-16' });
  });

  it('refuses an unknown agreement and a day more than a year ahead of the business date', async () => {
    expect((await closeThrough('SKL-2099-999999', '2027-01-20')).statusCode).toBe(404);
    const far = await closeThrough(loan.agreementNo, '2028-06-01');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ message: 'An account’s days can be closed ahead up to 2028-01-18 only.' });
  });
});

describe('in production', () => {
  it('is absent', async () => {
    const lender = await productionLenderWithSeal();
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        EMAIL_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_IN_PRODUCTION: PRODUCTION_SANDBOXES,
        AUTH_TOKEN_SECRET: 'x'.repeat(32),
        ...lender.env,
      },
      closeOfBusiness: true,
    });
    try {
      const answer = await production.app.inject({
        method: 'POST',
        url: DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH(loan.agreementNo),
        payload: { through: '2027-01-20' },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
      await lender.remove();
    }
  });
});
