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
const eligibleApplicant: IndividualEligibilityInput = {
  dateOfBirth: '1990-06-15',
  today,
  grossMonthlyIncomeSen: sen(350_000),
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
    ['income exactly RM1,500', { grossMonthlyIncomeSen: sen(150_000) }, []],
    [
      'income RM1,499.99',
      { grossMonthlyIncomeSen: sen(149_999) },
      ['eligibility.reasons.incomeBelowMinimum'],
    ],
    ['not a citizen', { isMalaysianCitizen: false }, ['eligibility.reasons.notCitizen']],
  ] as const)('%s: %j gives %j', (_case, change, reasons) => {
    expect(individualEligibility({ ...eligibleApplicant, ...change }).reasons).toEqual(reasons);
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
        grossMonthlyIncomeSen: sen(100_000),
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
    expect(() =>
      individualEligibility({ ...eligibleApplicant, grossMonthlyIncomeSen: 1_500.5 as Sen }),
    ).toThrow(RangeError);
    const telecomAccount = { ...goodStanding, accountAgeMonths: -1 };
    expect(() => individualEligibility({ ...eligibleApplicant, telecomAccount })).toThrow(RangeError);
  });
});
