import { addMonths, isAfter } from 'date-fns';
import { type LocalDate, parseLocalDate } from '../loan/schedule.ts';
import { assertSen, type Sen, sen } from '../money/sen.ts';
import { type EligibilityResult, type EligibilityRule, judgeEligibility } from './eligibility-result.ts';
import { isEligibleAge } from './eligible-age.ts';
import {
  type GrossSalaryRange,
  isNetAboveGrossRange,
  isNetShortOfUnprovedMinimum,
  rangeStanding,
} from './income.ts';

/** Spec 000 section 9: gross income at least RM1,500, bill history over 6 months; only Malaysian citizens. */
export const INDIVIDUAL_ELIGIBILITY = {
  minGrossMonthlyIncomeSen: sen(150_000),
  /** The bill history must be longer than this many months: exactly 6 is not enough. */
  billHistoryOverMonths: 6,
} as const;

/** What the telecom operator reports about the applicant's mobile account (spec 000 section 8's reasons). */
export type TelecomAccountStanding = {
  /** The registered name and NRIC match the operator's records. */
  readonly personalDataMatches: boolean;
  /** The master or principal holder, not a supplementary line. */
  readonly isPrincipalHolder: boolean;
  readonly hasOverdueBill: boolean;
  readonly hasSuspensionRecord: boolean;
} & (
  | {
      /** Whole months of bill history the operator reports. */
      readonly accountAgeMonths: number;
    }
  | { readonly openedOn: LocalDate }
);

export interface IndividualEligibilityInput {
  readonly dateOfBirth: LocalDate;
  readonly today: LocalDate;
  /** The gross monthly salary range the applicant chose at registration. */
  readonly grossSalaryRange: GrossSalaryRange;
  /** The net monthly salary typed on the check. */
  readonly netSalarySen: Sen;
  readonly isMalaysianCitizen: boolean;
  readonly telecomAccount: TelecomAccountStanding;
}

export const INDIVIDUAL_INELIGIBILITY_REASONS = [
  'eligibility.reasons.notCitizen',
  'eligibility.reasons.ageOutOfRange',
  'eligibility.reasons.incomeBelowMinimum',
  'eligibility.reasons.netSalaryAboveGrossRange',
  'eligibility.reasons.netSalaryBelowMinimum',
  'eligibility.reasons.invalidPersonalData',
  'eligibility.reasons.notPrincipalHolder',
  'eligibility.reasons.accountBelowSixMonths',
  'eligibility.reasons.billOverdue',
  'eligibility.reasons.suspensionRecord',
] as const;
export type IndividualIneligibility = (typeof INDIVIDUAL_INELIGIBILITY_REASONS)[number];

/** True when the bill history is over 6 months: 6 months to the day is not over. */
export function hasBillHistoryOverSixMonths(account: TelecomAccountStanding, today: LocalDate): boolean {
  const months = INDIVIDUAL_ELIGIBILITY.billHistoryOverMonths;
  if ('openedOn' in account)
    return isAfter(parseLocalDate(today), addMonths(parseLocalDate(account.openedOn), months));
  if (!Number.isInteger(account.accountAgeMonths) || account.accountAgeMonths < 0)
    throw new RangeError(
      `accountAgeMonths must be a whole number of months, got ${account.accountAgeMonths}`,
    );
  return account.accountAgeMonths > months;
}

const INDIVIDUAL_RULES: readonly EligibilityRule<IndividualEligibilityInput, IndividualIneligibility>[] = [
  { reason: 'eligibility.reasons.notCitizen', fails: (input) => !input.isMalaysianCitizen },
  {
    reason: 'eligibility.reasons.ageOutOfRange',
    fails: (input) => !isEligibleAge(input.dateOfBirth, input.today),
  },
  // Income: the registered gross range alone decides the gross minimum; the net salary has rules of its own.
  {
    reason: 'eligibility.reasons.incomeBelowMinimum',
    fails: (input) =>
      rangeStanding(input.grossSalaryRange, INDIVIDUAL_ELIGIBILITY.minGrossMonthlyIncomeSen) === 'below',
  },
  { reason: 'eligibility.reasons.netSalaryAboveGrossRange', fails: isNetAboveGrossRange },
  {
    reason: 'eligibility.reasons.netSalaryBelowMinimum',
    fails: (input) => isNetShortOfUnprovedMinimum(input, INDIVIDUAL_ELIGIBILITY.minGrossMonthlyIncomeSen),
  },
  {
    reason: 'eligibility.reasons.invalidPersonalData',
    fails: (input) => !input.telecomAccount.personalDataMatches,
  },
  {
    reason: 'eligibility.reasons.notPrincipalHolder',
    fails: (input) => !input.telecomAccount.isPrincipalHolder,
  },
  {
    reason: 'eligibility.reasons.accountBelowSixMonths',
    fails: (input) => !hasBillHistoryOverSixMonths(input.telecomAccount, input.today),
  },
  { reason: 'eligibility.reasons.billOverdue', fails: (input) => input.telecomAccount.hasOverdueBill },
  {
    reason: 'eligibility.reasons.suspensionRecord',
    fails: (input) => input.telecomAccount.hasSuspensionRecord,
  },
];

/** Every reason the individual applicant is not eligible; docs/decisions/004 explains each. */
export function individualEligibility(
  input: IndividualEligibilityInput,
): EligibilityResult<IndividualIneligibility> {
  assertSen(input.netSalarySen, 'netSalarySen');
  assertSen(input.grossSalaryRange.minSen, 'grossSalaryRange.minSen');
  if (input.grossSalaryRange.maxSen !== null)
    assertSen(input.grossSalaryRange.maxSen, 'grossSalaryRange.maxSen');
  return judgeEligibility(INDIVIDUAL_RULES, input);
}
