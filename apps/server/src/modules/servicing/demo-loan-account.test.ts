import { LOAN_ACCOUNT_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.ts';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { ensureDemoOfficers } from '../officers/demo-officers.ts';
import { TotpSecretCipher } from '../officers/totp-secret-cipher.ts';
import { ensureDemoLoanAccounts } from './demo-loan-account.ts';

/**
 * The demo borrower's loan (decision 047): made at start through the lifecycles, the ledger's writer and the close of
 * business, with 110 days of history, and made once however often the server starts.
 */

let t: TestApp;

async function seed() {
  if (!t.closeOfBusiness) throw new Error('the close of business is not registered');
  return ensureDemoLoanAccounts({
    db: t.db,
    clock: t.clock as Clock,
    closeOfBusiness: t.closeOfBusiness,
    applicationAgreement: t.applicationAgreement,
  });
}

async function ledgerOf(agreementNo: string) {
  const [account] = await t.db.query<{
    id: string;
    status: string;
    lastClosedOn: string;
    daysPastDue: number;
  }>(
    `select id, status, last_closed_on::text as "lastClosedOn", days_past_due as "daysPastDue"
     from loan_accounts where agreement_no = $1`,
    [agreementNo],
  );
  if (!account) throw new Error(`no account ${agreementNo}`);
  const payments = await t.db.query<{
    channel: string;
    reference: string;
    receivedOn: string;
    amountSen: number;
  }>(
    `select channel, reference, received_on::text as "receivedOn", amount_sen::int as "amountSen"
     from loan_payments where account_id = $1 order by received_on`,
    [account.id],
  );
  const instalments = await t.db.query<{
    no: number;
    dueOn: string;
    lateChargeSen: number;
    metOn: string | null;
  }>(
    `select instalment_no as no, due_on::text as "dueOn", late_charge_due_sen::int as "lateChargeSen",
       met_on::text as "metOn"
     from loan_instalments where account_id = $1 and instalment_no <= 4 order by instalment_no`,
    [account.id],
  );
  const [entries] = await t.db.query<{ count: number }>(
    'select count(*)::int as count from journal_entries where loan_account_id = $1',
    [account.id],
  );
  return { account, payments, instalments, entries: entries?.count ?? 0 };
}

beforeAll(async () => {
  t = await createTestApp({
    closeOfBusiness: true,
    servicingLoanAccounts: true,
    now: '2026-11-26T02:00:00Z',
  });
  await seedDemoAccounts(t);
  await ensureDemoOfficers({
    db: t.db,
    passwords: argon2PasswordHashing,
    cipher: new TotpSecretCipher('the-demo-loan-test-token-secret-32ch'),
    now: t.clock.now(),
  });
});
afterAll(() => t.close());

describe('the demo loan account', () => {
  it('is an ACTIVE loan paid out 110 days ago, paid by direct debit, online banking and JomPAY, with one late charge', async () => {
    const [loan, financing] = await seed();
    expect(loan).toMatch(/^SKL-2026-\d{6}$/);
    expect(financing).toMatch(/^SKF-2026-\d{6}$/);
    const { account, payments, instalments } = await ledgerOf(loan ?? '');
    expect(account).toMatchObject({ status: 'ACTIVE', lastClosedOn: '2026-11-25', daysPastDue: 0 });
    // Paid out on 8 Aug 2026 (110 days before 26 Nov): RM5,000 over 12 months, RM491.67 a month. Instalment 2 is met
    // five days late, after four days of late charge: 8/100 x 4/365 x RM491.67 = RM0.43.
    expect(instalments).toEqual([
      { no: 1, dueOn: '2026-09-07', lateChargeSen: 0, metOn: '2026-09-07' },
      { no: 2, dueOn: '2026-10-07', lateChargeSen: 43, metOn: '2026-10-12' },
      { no: 3, dueOn: '2026-11-07', lateChargeSen: 0, metOn: '2026-11-06' },
      { no: 4, dueOn: '2026-12-07', lateChargeSen: 0, metOn: null },
    ]);
    expect(payments).toEqual([
      { channel: 'directDebit', reference: 'DD-DEMO-L00001', receivedOn: '2026-09-07', amountSen: 49_167 },
      { channel: 'fpx', reference: 'SKP-DEMO-L00002', receivedOn: '2026-10-12', amountSen: 49_210 },
      { channel: 'jompay', reference: 'JOMPAY-DEMO-L00003', receivedOn: '2026-11-06', amountSen: 49_167 },
    ]);
    const [charges] = await t.db.query<{ entries: number; sen: number }>(
      `select count(distinct e.id)::int as entries, coalesce(sum(l.amount_sen), 0)::int as sen
       from journal_entries e join journal_lines l on l.entry_id = e.id
       where e.loan_account_id = $1 and e.kind = 'charge' and l.amount_sen > 0`,
      [account.id],
    );
    // Charged day by day by the close of business, never all at once.
    expect(charges).toEqual({ entries: 4, sen: 43 });
  });

  it("is an ACTIVE Islamic financing with the same story, its ta'widh at 1% a year", async () => {
    const [, financing] = await seed();
    const { account, payments, instalments } = await ledgerOf(financing ?? '');
    expect(account).toMatchObject({ status: 'ACTIVE', lastClosedOn: '2026-11-25', daysPastDue: 0 });
    expect(payments.map((payment) => [payment.channel, payment.reference, payment.receivedOn])).toEqual([
      ['directDebit', 'DD-DEMO-F00001', '2026-09-07'],
      ['fpx', 'SKP-DEMO-F00002', '2026-10-12'],
      ['jompay', 'JOMPAY-DEMO-F00003', '2026-11-06'],
    ]);
    const tawidhSen = instalments[1]?.lateChargeSen ?? 0;
    expect(tawidhSen).toBeGreaterThan(0);
    expect((payments[1]?.amountSen ?? 0) - (payments[0]?.amountSen ?? 0)).toBe(tawidhSen);
  });

  it('is what the borrower sees after logging in with the demo password: the account and its payments', async () => {
    const [loan] = await seed();
    const tokens = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aina@example.com' });
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    const history = await t.app.inject({ method: 'GET', url: LOAN_ACCOUNT_PATHS.loanHistory, headers });
    expect(history.json().loans).toMatchObject([{ agreementNo: loan, status: 'ACTIVE', amountSen: 500_000 }]);
    const payments = await t.app.inject({
      method: 'GET',
      url: LOAN_ACCOUNT_PATHS.paymentHistory(loan ?? ''),
      headers,
    });
    expect(
      payments
        .json()
        .payments.map((payment: { channel: string; status: string }) => [payment.channel, payment.status]),
    ).toEqual([
      ['jompay', 'success'],
      ['fpx', 'success'],
      ['directDebit', 'success'],
    ]);
  });

  it('is made once however often the server starts', async () => {
    const [loan] = await seed();
    const before = await ledgerOf(loan ?? '');
    expect(await seed()).toEqual([loan, expect.any(String)]);
    const after = await ledgerOf(loan ?? '');
    expect(after.payments).toEqual(before.payments);
    expect(after.entries).toBe(before.entries);
    const [counted] = await t.db.query<{ accounts: number; applications: number; agreements: number }>(
      `select (select count(*)::int from loan_accounts) as accounts,
         (select count(*)::int from applications) as applications,
         (select count(*)::int from agreements where status = 'COMPLETED') as agreements`,
    );
    expect(counted).toEqual({ accounts: 2, applications: 2, agreements: 2 });
  });
});
