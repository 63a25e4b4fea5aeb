import { individualEligibility, nricInfo, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxTelecomAccountService } from './sandbox-telecom-account-service.ts';
import type { TelecomAccount } from './telecom-account-service.ts';
import { isActiveTelecomAccount, telecomStanding } from './telecom-standing.ts';

describe('SandboxTelecomAccountService', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  /** Noon in Malaysia on `day`. */
  const serviceOn = (day: string) =>
    new SandboxTelecomAccountService({ db, clock: fixedClock(`${day}T04:00:00Z`), latencyMs: 0 });

  /** The verdict for an applicant who registered with `nric` (the holder's by default) and earns RM3,500 net. */
  function verdict(account: TelecomAccount, today: string, nric = account.holderNric ?? '900101145678') {
    const info = nricInfo(nric);
    if (!info.valid) throw new Error(`bad NRIC ${nric}`);
    return individualEligibility({
      dateOfBirth: info.dateOfBirth,
      today,
      grossSalaryRange: { minSen: sen(400_000), maxSen: sen(499_999) },
      netSalarySen: sen(350_000),
      isMalaysianCitizen: true,
      telecomAccount: telecomStanding(account, { nric, fullName: account.holderName, today }),
    });
  }

  it('answers with the line, its holder and its bills, newest first', async () => {
    const account = await serviceOn('2026-11-23').findAccount('0123000001');
    expect(account).toMatchObject({
      phoneNo: '0123000001',
      holderName: 'Aisyah binti Rahman',
      holderNric: '900615145672',
      accountType: 'postpaid',
      lineRole: 'principal',
      status: 'active',
      openedOn: '2015-03-02',
      hasSuspensionRecord: false,
    });
    expect(account?.bills).toHaveLength(12);
    expect(account?.bills[0]).toEqual({
      billMonth: '2026-10',
      amountSen: 13_250,
      dueOn: '2026-11-14',
      paidOn: '2026-11-10',
    });
    expect(account?.bills.at(-1)?.billMonth).toBe('2025-11');
  });

  // Each seeded line and the reasons it gives; the demo keeps them on any day, a year later too.
  const seeded: [phoneNo: string, active: boolean, reasons: string[]][] = [
    ['0123000001', true, []],
    ['0123000012', true, []],
    ['0123000997', true, []],
    ['0123000002', true, ['eligibility.reasons.accountBelowSixMonths']],
    ['0123000003', true, ['eligibility.reasons.billOverdue']],
    ['0123000004', false, ['eligibility.reasons.suspensionRecord']],
    ['0123000005', true, ['eligibility.reasons.suspensionRecord']],
    ['0123000006', true, ['eligibility.reasons.notPrincipalHolder']],
    ['0123000007', true, ['eligibility.reasons.accountBelowSixMonths']],
    ['0123000008', false, []],
    ['0123000009', true, ['eligibility.reasons.ageOutOfRange']],
    ['0123000010', true, ['eligibility.reasons.ageOutOfRange']],
  ];
  for (const today of ['2026-11-23', '2027-03-02', '2027-08-31']) {
    it.each(seeded)(`on ${today}, %s is active: %s, with reasons %j`, async (phoneNo, active, reasons) => {
      const account = await serviceOn(today).findAccount(phoneNo);
      if (!account) throw new Error(`${phoneNo} is not seeded`);
      expect(isActiveTelecomAccount(account)).toBe(active);
      expect(verdict(account, today).reasons).toEqual(reasons);
    });
  }

  it('tells invalid personal data when the applicant registers with an NRIC other than the holder’s', async () => {
    const account = await serviceOn('2026-11-23').findAccount('0123000011');
    if (!account) throw new Error('not seeded');
    expect(verdict(account, '2026-11-23', '910303-06-5682').reasons).toEqual([
      'eligibility.reasons.invalidPersonalData',
    ]);
    expect(verdict(account, '2026-11-23', '910303-06-5680').eligible).toBe(true);
    expect(
      telecomStanding(account, { nric: 'not an nric', fullName: 'x', today: '2026-11-23' }),
    ).toMatchObject({
      personalDataMatches: false,
    });
  });

  it('keeps a young line young and an overdue bill overdue whatever day the demo runs', async () => {
    const young = await serviceOn('2027-08-05').findAccount('0123000002');
    expect(young?.openedOn).toBe('2027-04-23');
    expect(young?.bills.map((bill) => bill.billMonth)).toEqual(['2027-07', '2027-06', '2027-05', '2027-04']);
    // Early in the month this month's payment has not been made yet, and is not due either.
    expect(young?.bills[0]).toEqual({
      billMonth: '2027-07',
      amountSen: expect.any(Number),
      dueOn: '2027-08-14',
      paidOn: null,
    });
    const overdue = await serviceOn('2027-08-05').findAccount('0123000003');
    expect(overdue?.bills.slice(0, 3).map((bill) => [bill.billMonth, bill.dueOn, bill.paidOn])).toEqual([
      ['2027-07', '2027-08-14', null],
      ['2027-06', '2027-07-14', null],
      ['2027-05', '2027-06-14', '2027-06-10'],
    ]);
  });

  it('treats every unseeded number from 01170000000 to 01170009999 as a fresh good line', async () => {
    const service = serviceOn('2026-11-05');
    for (const phoneNo of ['01170000000', '01170004321', '01170009999']) {
      const account = await service.findAccount(phoneNo);
      expect(account).toMatchObject({
        phoneNo,
        holderNric: null,
        accountType: 'postpaid',
        lineRole: 'principal',
        status: 'active',
        openedOn: '2023-01-15',
        hasSuspensionRecord: false,
      });
      expect(account?.bills).toHaveLength(12);
      expect(account?.bills[0]).toMatchObject({ billMonth: '2026-10', dueOn: '2026-11-14', paidOn: null });
      expect(account?.bills[1]).toMatchObject({ billMonth: '2026-09', paidOn: '2026-10-10' });
      // Whoever registers it, with their own NRIC, is eligible as far as the line goes.
      if (account) expect(verdict(account, '2026-11-05', '950505-10-5555').reasons).toEqual([]);
    }
    expect(await service.findAccount('01170010000')).toBeNull();
    expect(await service.findAccount('0116999999')).toBeNull();
  });

  it('reads lines from its tables, so a seeded generic number and one added later are what the table says', async () => {
    await db.query(
      `insert into sandbox_telecom_accounts (phone_no, holder_name, holder_nric, account_type, line_role, status,
         opened_on, dated_as_of)
       values ('01170000042', 'Added Later', '990909105551', 'prepaid', 'principal', 'active', '2020-01-01', '2026-11-23')`,
    );
    const account = await serviceOn('2026-11-23').findAccount('01170000042');
    expect(account).toMatchObject({ holderName: 'Added Later', accountType: 'prepaid', bills: [] });
  });

  it('knows no other number, and takes only national numbers', async () => {
    const service = serviceOn('2026-11-23');
    for (const phoneNo of ['0123000500', '+60123000001', '60123000001', '012-3000001', ''])
      expect(await service.findAccount(phoneNo)).toBeNull();
    expect(await service.billHistory('0123000500', { months: 6 })).toBeNull();
  });

  it('gives the bills of the last months asked for', async () => {
    const service = serviceOn('2026-11-23');
    const history = await service.billHistory('0123000003', { months: 3 });
    expect(history?.map((bill) => [bill.billMonth, bill.paidOn])).toEqual([
      ['2026-10', null],
      ['2026-09', null],
      ['2026-08', '2026-09-10'],
    ]);
    expect(await service.billHistory('0123000007', { months: 6 })).toEqual([]);
    await expect(service.billHistory('0123000001', { months: 0 })).rejects.toBeInstanceOf(RangeError);
  });

  it('is unavailable on demand for 0123000999', async () => {
    const service = serviceOn('2026-11-23');
    await expect(service.findAccount('0123000999')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(service.billHistory('0123000999', { months: 6 })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('has a valid NRIC of a Malaysian state for every seeded holder', async () => {
    const holders = await db.query<{ holder_nric: string }>(
      'select holder_nric from sandbox_telecom_accounts',
    );
    for (const { holder_nric } of holders) {
      const info = nricInfo(holder_nric);
      expect(info.valid && info.placeOfBirth.kind, holder_nric).toBe('state');
    }
  });
});
