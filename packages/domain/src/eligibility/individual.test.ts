import { describe, expect, it } from 'vitest';
import { type Sen, sen } from '../money/sen.ts';
import { type IndividualEligibilityInput, individualEligibility } from './individual.ts';

const today = '2026-11-23';
const goodStanding = {
  isPrincipalHolder: true,
  hasOverdueBill: false,
  hasSuspensionRecord: false,
  personalDataMatches: true,
};
/** The registration's ranges (migration 0002) the examples use. */
const BELOW_2000 = { minSen: sen(0), maxSen: sen(199_999) };
const FROM_3000 = { minSen: sen(300_000), maxSen: sen(399_999) };
const ABOVE_10000 = { minSen: sen(1_000_001), maxSen: null };
/** A range an administrator may add below the minimum. */
const BELOW_1500 = { minSen: sen(0), maxSen: sen(149_999) };

const eligibleApplicant: IndividualEligibilityInput = {
  dateOfBirth: '1990-06-15',
  today,
  grossSalaryRange: FROM_3000,
  netSalarySen: sen(280_000),
  isMalaysianCitizen: true,
  telecomAccount: { ...goodStanding, accountAgeMonths: 24 },
};

describe('individualEligibility', () => {
  it('finds a typical applicant eligible', () => {
    expect(individualEligibility(eligibleApplicant)).toEqual({ eligible: true, reasons: [] });
  });

  it.each([
    // what differs from the eligible applicant -> the reasons given (none: eligible)
    ['18 today', { dateOfBirth: '2008-11-23' }, []],
    ['17, a day short of 18', { dateOfBirth: '2008-11-24' }, ['eligibility.reasons.ageOutOfRange']],
    ['60 today', { dateOfBirth: '1966-11-23' }, []],
    ['60, the day before turning 61', { dateOfBirth: '1965-11-24' }, []],
    ['61 today', { dateOfBirth: '1965-11-23' }, ['eligibility.reasons.ageOutOfRange']],
    ['not a citizen', { isMalaysianCitizen: false }, ['eligibility.reasons.notCitizen']],
  ] as const)('%s: %j gives %j', (_case, change, reasons) => {
    expect(individualEligibility({ ...eligibleApplicant, ...change }).reasons).toEqual(reasons);
  });

  it.each([
    // registered gross range, net salary typed -> the income reasons given (none: eligible)
    ['RM3,000 - RM3,999', FROM_3000, 280_000, []],
    ['RM3,000 - RM3,999, a low net salary', FROM_3000, 90_000, []],
    ['RM3,000 - RM3,999, net at the top', FROM_3000, 399_999, []],
    [
      'RM3,000 - RM3,999, net above the top',
      FROM_3000,
      400_000,
      ['eligibility.reasons.netSalaryAboveGrossRange'],
    ],
    ['above RM10,000, any net salary', ABOVE_10000, 2_500_000, []],
    ['below RM2,000, net exactly RM1,500', BELOW_2000, 150_000, []],
    ['below RM2,000, net RM1,499.99', BELOW_2000, 149_999, ['eligibility.reasons.netSalaryBelowMinimum']],
    [
      'below RM2,000, net above the range',
      BELOW_2000,
      250_000,
      ['eligibility.reasons.netSalaryAboveGrossRange'],
    ],
    ['below RM1,500, whatever the net', BELOW_1500, 140_000, ['eligibility.reasons.incomeBelowMinimum']],
    [
      'below RM1,500, a net that contradicts it',
      BELOW_1500,
      400_000,
      ['eligibility.reasons.incomeBelowMinimum', 'eligibility.reasons.netSalaryAboveGrossRange'],
    ],
    ['from exactly RM1,500', { minSen: sen(150_000), maxSen: sen(199_999) }, 120_000, []],
    [
      'up to RM1,500 exactly, a low net',
      { minSen: sen(0), maxSen: sen(150_000) },
      100_000,
      ['eligibility.reasons.netSalaryBelowMinimum'],
    ],
  ] as const)('income %s: net %i sen gives %j', (_case, grossSalaryRange, net, reasons) => {
    const verdict = individualEligibility({ ...eligibleApplicant, grossSalaryRange, netSalarySen: sen(net) });
    expect(verdict.reasons).toEqual(reasons);
  });

  it('never names the gross income for a net salary typed on the check', () => {
    // The registered range meets the minimum: no net salary, however low, is read as gross income.
    for (const net of [sen(1), sen(100_000), sen(149_999)])
      expect(individualEligibility({ ...eligibleApplicant, netSalarySen: net }).reasons).not.toContain(
        'eligibility.reasons.incomeBelowMinimum',
      );
  });

  it.each([
    // the telecom account's standing -> the reasons given
    ['7 months of bills', { accountAgeMonths: 7 }, []],
    [
      'exactly 6 months of bills, not over 6',
      { accountAgeMonths: 6 },
      ['eligibility.reasons.accountBelowSixMonths'],
    ],
    ['opened 6 months and a day ago', { openedOn: '2026-05-22' }, []],
    [
      'opened exactly 6 months ago',
      { openedOn: '2026-05-23' },
      ['eligibility.reasons.accountBelowSixMonths'],
    ],
    [
      'personal data does not match',
      { personalDataMatches: false },
      ['eligibility.reasons.invalidPersonalData'],
    ],
    ['a supplementary line', { isPrincipalHolder: false }, ['eligibility.reasons.notPrincipalHolder']],
    ['a bill overdue', { hasOverdueBill: true }, ['eligibility.reasons.billOverdue']],
    ['a suspension record', { hasSuspensionRecord: true }, ['eligibility.reasons.suspensionRecord']],
  ] as const)('%s gives %j', (_case, change, reasons) => {
    const telecomAccount =
      'openedOn' in change
        ? { ...goodStanding, ...change }
        : { ...goodStanding, accountAgeMonths: 24, ...change };
    expect(individualEligibility({ ...eligibleApplicant, telecomAccount }).reasons).toEqual(reasons);
  });

  it('lists every reason at once, in rule order', () => {
    expect(
      individualEligibility({
        dateOfBirth: '2010-01-01',
        today,
        grossSalaryRange: BELOW_1500,
        netSalarySen: sen(200_000),
        isMalaysianCitizen: false,
        telecomAccount: {
          accountAgeMonths: 2,
          isPrincipalHolder: false,
          hasOverdueBill: true,
          hasSuspensionRecord: true,
          personalDataMatches: false,
        },
      }),
    ).toEqual({
      eligible: false,
      reasons: [
        'eligibility.reasons.notCitizen',
        'eligibility.reasons.ageOutOfRange',
        'eligibility.reasons.incomeBelowMinimum',
        'eligibility.reasons.netSalaryAboveGrossRange',
        'eligibility.reasons.invalidPersonalData',
        'eligibility.reasons.notPrincipalHolder',
        'eligibility.reasons.accountBelowSixMonths',
        'eligibility.reasons.billOverdue',
        'eligibility.reasons.suspensionRecord',
      ],
    });
  });

  it('refuses nonsense figures', () => {
    // A figure that is not whole sen, as a caller without types could pass it.
    expect(() => individualEligibility({ ...eligibleApplicant, netSalarySen: 1_500.5 as Sen })).toThrow(
      RangeError,
    );
    const grossSalaryRange = { minSen: sen(0), maxSen: 149_999.5 as Sen };
    expect(() => individualEligibility({ ...eligibleApplicant, grossSalaryRange })).toThrow(RangeError);
    const telecomAccount = { ...goodStanding, accountAgeMonths: -1 };
    expect(() => individualEligibility({ ...eligibleApplicant, telecomAccount })).toThrow(RangeError);
  });
});
