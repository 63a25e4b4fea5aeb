import { fiveMonthAverageSen, nricInfo, smeEligibility, tinInfo, ZERO_SEN } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import type { Partner } from './partner-directory.ts';
import { SandboxPartnerDirectory } from './sandbox-partner-directory.ts';

describe('SandboxPartnerDirectory', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const directoryOn = (day: string) =>
    new SandboxPartnerDirectory({ db, clock: fixedClock(`${day}T04:00:00Z`), latencyMs: 0 });

  /**
   * The verdict for a partner with no SME loan outstanding and no rejection to wait out, who has told us their
   * organisation type.
   */
  function verdict(partner: Partner, today: string) {
    const info = nricInfo(partner.nric);
    if (!info.valid) throw new Error(`bad NRIC ${partner.nric}`);
    return smeEligibility({
      dateOfBirth: info.dateOfBirth,
      today,
      partnerSince: partner.partnerSince,
      licenceExpiresOn: partner.licenceExpiresOn,
      averageMonthlyRecurringCommissionSen: fiveMonthAverageSen(partner.monthlyRecurringCommissionSen),
      taxIdUpdated: partner.tinNumber !== null,
      organisationTypeUpdated: true,
      outstandingSmeLoansSen: ZERO_SEN,
      waitingAfterRejection: false,
    });
  }

  it('answers with the partner of an id typed in any case', async () => {
    expect(await directoryOn('2026-11-23').findPartner(' p100234 ')).toEqual({
      partnerId: 'P100234',
      fullName: 'Faizal bin Abdullah',
      nric: '840507105283',
      phoneNo: '0192000001',
      email: 'faizal.abdullah@example.com',
      partnerType: 'INDIVIDUAL',
      companyName: null,
      status: 'active',
      partnerSince: '2019-04-01',
      licenceExpiresOn: '2028-06-30',
      tinNumber: 'IG20458731090',
      monthlyRecurringCommissionSen: [180_000, 165_000, 172_500, 190_000, 158_000],
    });
  });

  // Each seeded partner and the reasons it gives; the demo keeps them on any day, a year later too.
  const seeded: [partnerId: string, type: Partner['partnerType'], active: boolean, reasons: string[]][] = [
    ['P100234', 'INDIVIDUAL', true, []],
    ['P100777', 'INDIVIDUAL', true, []],
    ['P200001', 'COMPANY', true, []],
    ['P200004', 'PARTNERSHIP', true, []],
    ['P200002', 'SOLE_PROPRIETOR', true, ['eligibility.reasons.businessRegistrationExpiring']],
    ['P200003', 'INDIVIDUAL', true, ['eligibility.reasons.commissionBelowMinimum']],
    ['P200005', 'INDIVIDUAL', true, ['eligibility.reasons.taxIdNotUpdated']],
    ['P200006', 'INDIVIDUAL', true, ['eligibility.reasons.partnerBelowSixMonths']],
    [
      'P200009',
      'INDIVIDUAL',
      false,
      ['eligibility.reasons.businessRegistrationExpiring', 'eligibility.reasons.commissionBelowMinimum'],
    ],
  ];
  for (const today of ['2026-11-23', '2027-02-27', '2027-10-31']) {
    it.each(seeded)(
      `on ${today}, %s is %s, active: %s, with reasons %j`,
      async (partnerId, type, active, reasons) => {
        const partner = await directoryOn(today).findPartner(partnerId);
        if (!partner) throw new Error(`${partnerId} is not seeded`);
        expect(partner.partnerType).toBe(type);
        expect(partner.status === 'active').toBe(active);
        expect(verdict(partner, today).reasons).toEqual(reasons);
      },
    );
  }

  it('keeps an expiring licence expiring and a new partner new whatever day the demo runs', async () => {
    const directory = directoryOn('2027-10-31');
    expect((await directory.findPartner('P200002'))?.licenceExpiresOn).toBe('2028-01-28');
    expect((await directory.findPartner('P200006'))?.partnerSince).toBe('2027-07-17');
  });

  it('knows no other partner, and is down on demand for P999999', async () => {
    const directory = directoryOn('2026-11-23');
    expect(await directory.findPartner('P123456')).toBeNull();
    expect(await directory.findPartner('')).toBeNull();
    await expect(directory.findPartner('P999999')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(directory.findPartner('p999999')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('reads partners from its table, where a partner added later is found too', async () => {
    await db.query(
      `insert into sandbox_partners (partner_id, full_name, nric, phone_no, email, partner_type, company_name, status,
         partner_since, monthly_recurring_commission_sen, dated_as_of)
       values ('P300001', 'Staff Partner', '900101105551', '0192000010', 'staff@example.com', 'STAFF', null, 'active',
         '2024-01-01', '{1,2,3,4,5}', '2026-11-23')`,
    );
    expect(await directoryOn('2026-11-23').findPartner('P300001')).toMatchObject({
      partnerType: 'STAFF',
      licenceExpiresOn: null,
      tinNumber: null,
      monthlyRecurringCommissionSen: [1, 2, 3, 4, 5],
    });
  });

  it('seeds partners with valid NRICs of Malaysian states and valid TINs', async () => {
    const partners = await db.query<{ nric: string; tin_number: string | null }>(
      `select nric, tin_number from sandbox_partners where partner_id <> 'P300001'`,
    );
    for (const { nric, tin_number } of partners) {
      const info = nricInfo(nric);
      expect(info.valid && info.placeOfBirth.kind, nric).toBe('state');
      if (tin_number !== null) expect(tinInfo(tin_number).valid, tin_number).toBe(true);
    }
  });
});
