import { addMonths, isAfter } from 'date-fns';
import { SME_PRODUCT } from '../loan/constants.ts';
import { type LocalDate, parseLocalDate } from '../loan/schedule.ts';
import { assertSen, type Sen, sen, ZERO_SEN } from '../money/sen.ts';
import { addSen, divideSen, largerSen, subtractSen } from '../money/sen-arithmetic.ts';
import { type EligibilityResult, type EligibilityRule, judgeEligibility } from './eligibility-result.ts';
import { isEligibleAge } from './eligible-age.ts';

/** Spec 001 section 9 and the SME reasons of spec 000 section 8. */
export const SME_ELIGIBILITY = {
  /** At least this many months as a partner: exactly 6 is enough. */
  minMonthsAsPartner: 6,
  /** The licence or business registration must stay valid for more than this many months. */
  licenceValidOverMonths: 6,
  minAverageRecurringCommissionSen: sen(50_000),
  /** The recurring commission is averaged over this many months. */
  recurringCommissionMonths: 5,
} as const;

/**
 * The 5-month average recurring income from which the lower SME rate applies. The spec gives 8% or 12% a year
 * without a threshold; docs/decisions/004-eligibility-and-maximum-amount.md records why RM5,000.
 */
export const SME_LOWER_RATE_MIN_AVERAGE_RECURRING_SEN = sen(500_000);
export const SME_ANNUAL_RATE_BP = { lower: 800, standard: 1_200 } as const;

export interface SmeEligibilityInput {
  readonly dateOfBirth: LocalDate;
  readonly today: LocalDate;
  readonly partnerSince: LocalDate;
  /** When the licence or business registration expires; null when the partner has not updated it. */
  readonly licenceExpiresOn: LocalDate | null;
  /** Over the last 5 months (fiveMonthAverageSen). */
  readonly averageMonthlyRecurringCommissionSen: Sen;
  readonly taxIdUpdated: boolean;
  readonly organisationTypeUpdated: boolean;
  /** Outstanding SME loans of the partner id, across all its loans. */
  readonly outstandingSmeLoansSen: Sen;
  /** A rejection's waiting time still runs (`isWaitingAfterRejection`, docs/decisions/070 and 075). */
  readonly waitingAfterRejection: boolean;
}

export const SME_INELIGIBILITY_REASONS = [
  'eligibility.reasons.waitingAfterRejection',
  'eligibility.reasons.ageOutOfRange',
  'eligibility.reasons.partnerBelowSixMonths',
  'eligibility.reasons.businessRegistrationExpiring',
  'eligibility.reasons.commissionBelowMinimum',
  'eligibility.reasons.taxIdNotUpdated',
  'eligibility.reasons.organisationTypeNotUpdated',
  'eligibility.reasons.accountFullyUtilised',
] as const;
export type SmeIneligibility = (typeof SME_INELIGIBILITY_REASONS)[number];

/** Average of exactly 5 monthly amounts, rounded down so the average is never overstated. */
export function fiveMonthAverageSen(monthlyAmountsSen: readonly Sen[]): Sen {
  const months = SME_ELIGIBILITY.recurringCommissionMonths;
  if (monthlyAmountsSen.length !== months)
    throw new RangeError(`expected ${months} monthly amounts, got ${monthlyAmountsSen.length}`);
  for (const amount of monthlyAmountsSen) assertSen(amount, 'monthly amount');
  return divideSen(addSen(...monthlyAmountsSen), months, 'down');
}

/** What the partner id may still borrow under the RM500K ceiling across all its SME loans. */
export function smeRemainingLimitSen(outstandingSmeLoansSen: Sen): Sen {
  assertSen(outstandingSmeLoansSen, 'outstandingSmeLoansSen');
  return largerSen(ZERO_SEN, subtractSen(SME_PRODUCT.maxAmountSen, outstandingSmeLoansSen));
}

/** Fully utilised once the remaining limit cannot fund even the smallest SME loan (RM3,000). */
export function isSmeLimitFullyUtilised(outstandingSmeLoansSen: Sen): boolean {
  return smeRemainingLimitSen(outstandingSmeLoansSen) < SME_PRODUCT.minAmountSen;
}

const SME_RULES: readonly EligibilityRule<SmeEligibilityInput, SmeIneligibility>[] = [
  // First: the partner can change none of it, and it says when to come back.
  {
    reason: 'eligibility.reasons.waitingAfterRejection',
    fails: (input) => input.waitingAfterRejection,
  },
  {
    reason: 'eligibility.reasons.ageOutOfRange',
    fails: (input) => !isEligibleAge(input.dateOfBirth, input.today),
  },
  {
    reason: 'eligibility.reasons.partnerBelowSixMonths',
    fails: (input) =>
      isAfter(
        addMonths(parseLocalDate(input.partnerSince), SME_ELIGIBILITY.minMonthsAsPartner),
        parseLocalDate(input.today),
      ),
  },
  {
    reason: 'eligibility.reasons.businessRegistrationExpiring',
    fails: (input) =>
      input.licenceExpiresOn === null ||
      !isAfter(
        parseLocalDate(input.licenceExpiresOn),
        addMonths(parseLocalDate(input.today), SME_ELIGIBILITY.licenceValidOverMonths),
      ),
  },
  {
    reason: 'eligibility.reasons.commissionBelowMinimum',
    fails: (input) =>
      input.averageMonthlyRecurringCommissionSen < SME_ELIGIBILITY.minAverageRecurringCommissionSen,
  },
  { reason: 'eligibility.reasons.taxIdNotUpdated', fails: (input) => !input.taxIdUpdated },
  {
    reason: 'eligibility.reasons.organisationTypeNotUpdated',
    fails: (input) => !input.organisationTypeUpdated,
  },
  {
    reason: 'eligibility.reasons.accountFullyUtilised',
    fails: (input) => isSmeLimitFullyUtilised(input.outstandingSmeLoansSen),
  },
];

/** Every reason the SME partner is not eligible; docs/decisions/004 explains each. */
export function smeEligibility(input: SmeEligibilityInput): EligibilityResult<SmeIneligibility> {
  assertSen(input.averageMonthlyRecurringCommissionSen, 'averageMonthlyRecurringCommissionSen');
  return judgeEligibility(SME_RULES, input);
}

/** 8% a year from a 5-month average recurring income of RM5,000, otherwise 12%. */
export function smeAnnualInterestRateBp(averageMonthlyRecurringIncomeSen: Sen): number {
  assertSen(averageMonthlyRecurringIncomeSen, 'averageMonthlyRecurringIncomeSen');
  return averageMonthlyRecurringIncomeSen >= SME_LOWER_RATE_MIN_AVERAGE_RECURRING_SEN
    ? SME_ANNUAL_RATE_BP.lower
    : SME_ANNUAL_RATE_BP.standard;
}
