import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import {
  fiveMonthAverageSen,
  isSmeLimitFullyUtilised,
  type SmeEligibilityInput,
  smeAnnualInterestRateBp,
  smeEligibility,
  smeRemainingLimitSen,
} from './sme.ts';

const today = '2026-11-23';
const eligiblePartner: SmeEligibilityInput = {
  dateOfBirth: '1980-03-10',
  today,
  partnerSince: '2024-01-15',
  licenceExpiresOn: '2028-01-01',
  averageMonthlyRecurringCommissionSen: sen(120_000),
  taxIdUpdated: true,
  organisationTypeUpdated: true,
  outstandingSmeLoansSen: sen(0),
  waitingAfterRejection: false,
};

describe('smeEligibility', () => {
  it('finds a typical partner eligible', () => {
    expect(smeEligibility(eligiblePartner)).toEqual({ eligible: true, reasons: [] });
  });

  it.each([
    // what differs from the eligible partner -> the reasons given (none: eligible)
    ['18 today', { dateOfBirth: '2008-11-23' }, []],
    ['17', { dateOfBirth: '2008-11-24' }, ['eligibility.reasons.ageOutOfRange']],
    ['60 today', { dateOfBirth: '1966-11-23' }, []],
    ['61 today', { dateOfBirth: '1965-11-23' }, ['eligibility.reasons.ageOutOfRange']],
    ['a partner for exactly 6 months', { partnerSince: '2026-05-23' }, []],
    [
      'a partner for a day under 6 months',
      { partnerSince: '2026-05-24' },
      ['eligibility.reasons.partnerBelowSixMonths'],
    ],
    ['licence valid 6 months and a day', { licenceExpiresOn: '2027-05-24' }, []],
    [
      'licence expiring in exactly 6 months',
      { licenceExpiresOn: '2027-05-23' },
      ['eligibility.reasons.businessRegistrationExpiring'],
    ],
    [
      'licence already expired',
      { licenceExpiresOn: '2026-01-01' },
      ['eligibility.reasons.businessRegistrationExpiring'],
    ],
    ['licence not updated', { licenceExpiresOn: null }, ['eligibility.reasons.businessRegistrationExpiring']],
    ['commission averaging exactly RM500', { averageMonthlyRecurringCommissionSen: sen(50_000) }, []],
    [
      'commission averaging RM499.99',
      { averageMonthlyRecurringCommissionSen: sen(49_999) },
      ['eligibility.reasons.commissionBelowMinimum'],
    ],
    ['tax ID not updated', { taxIdUpdated: false }, ['eligibility.reasons.taxIdNotUpdated']],
    [
      'organisation type not updated',
      { organisationTypeUpdated: false },
      ['eligibility.reasons.organisationTypeNotUpdated'],
    ],
    [
      'RM497,000 outstanding: RM3,000 left, the smallest loan',
      { outstandingSmeLoansSen: sen(49_700_000) },
      [],
    ],
    [
      'RM497,000.01 outstanding',
      { outstandingSmeLoansSen: sen(49_700_001) },
      ['eligibility.reasons.accountFullyUtilised'],
    ],
    [
      'RM500,000 outstanding',
      { outstandingSmeLoansSen: sen(50_000_000) },
      ['eligibility.reasons.accountFullyUtilised'],
    ],
    [
      'rejected less than 3 months ago',
      { waitingAfterRejection: true },
      ['eligibility.reasons.waitingAfterRejection'],
    ],
    [
      'rejected less than 3 months ago, tax ID not updated either',
      { waitingAfterRejection: true, taxIdUpdated: false },
      ['eligibility.reasons.waitingAfterRejection', 'eligibility.reasons.taxIdNotUpdated'],
    ],
  ] as const)('%s gives %j', (_case, change, reasons) => {
    expect(smeEligibility({ ...eligiblePartner, ...change }).reasons).toEqual(reasons);
  });
});

describe('SME figures', () => {
  it.each([
    [[60_000, 40_000, 50_000, 55_000, 45_000], 50_000], // RM2,500 / 5 = RM500.00
    [[50_000, 50_000, 50_000, 50_000, 49_999], 49_999], // RM2,499.99 / 5 = RM499.998 -> RM499.99, never rounded up
    [[0, 0, 0, 0, 0], 0],
  ])('averages %j to %s sen', (months, average) => {
    expect(fiveMonthAverageSen(months.map((amount) => sen(amount)))).toBe(average);
  });

  it('needs exactly five months', () => {
    expect(() => fiveMonthAverageSen([sen(50_000), sen(50_000), sen(50_000), sen(50_000)])).toThrow(
      RangeError,
    );
  });

  it.each([
    [0, 50_000_000],
    [12_345_600, 37_654_400],
    [50_000_000, 0],
    [60_000_000, 0],
  ])('with %s sen outstanding, %s sen remain', (outstanding, remaining) => {
    expect(smeRemainingLimitSen(sen(outstanding))).toBe(remaining);
  });

  it('is fully utilised below the smallest loan', () => {
    expect(isSmeLimitFullyUtilised(sen(49_700_000))).toBe(false);
    expect(isSmeLimitFullyUtilised(sen(49_700_001))).toBe(true);
  });

  it.each([
    [0, 1_200],
    [499_999, 1_200], // RM4,999.99 a month: 12%
    [500_000, 800], // RM5,000 a month: 8%
    [2_000_000, 800],
  ])('a 5-month average of %s sen pays %s bp a year', (average, rateBp) => {
    expect(smeAnnualInterestRateBp(sen(average))).toBe(rateBp);
  });
});
