import { SME_ANNUAL_RATE_BP, smeAnnualInterestRateBp, smeRemainingLimitSen } from '../eligibility/sme.ts';
import { type ProductBounds, SME_PRODUCT } from '../loan/constants.ts';
import { maxEligibleAmountSen } from '../loan/max-eligible.ts';
import { assertSen, type Sen, sen } from '../money/sen.ts';
import { addSen, applyBasisPoints, divideSen, scaleSen } from '../money/sen-arithmetic.ts';
import { VARIANT_RULES } from '../variant/variants.ts';

/**
 * The SME partner loan and the staff personal loan as products (spec 001 sections 3, 5 and 9):
 * their bounds, rates and fees, and their maximum amounts. docs/decisions/059 records the figures the spec leaves
 * open (the SME multiplier, the staff multiplier, bounds and rate).
 */

/** The partner types of the partner directory, in the spec's order (spec 001 section 1). */
export const SME_PARTNER_TYPES = [
  'INDIVIDUAL',
  'SOLE_PROPRIETOR',
  'PARTNERSHIP',
  'COMPANY',
  'STAFF',
] as const;
export type SmePartnerType = (typeof SME_PARTNER_TYPES)[number];

/** The partner types whose application carries a business (company details). */
export const BUSINESS_PARTNER_TYPES = ['SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY'] as const;
/** The partner types whose application lists its directors or partners (at least 2). */
export const DIRECTOR_PARTNER_TYPES = ['PARTNERSHIP', 'COMPANY'] as const;

export function isBusinessPartnerType(type: SmePartnerType): boolean {
  return (BUSINESS_PARTNER_TYPES as readonly SmePartnerType[]).includes(type);
}

export function hasDirectors(type: SmePartnerType): boolean {
  return (DIRECTOR_PARTNER_TYPES as readonly SmePartnerType[]).includes(type);
}

/** The application's sub-forms (the /smeApplication/* screens), in the order they are filled. */
export const SME_SUB_FORMS = ['company', 'applicant', 'disbursement', 'emergency', 'directors'] as const;
export type SmeSubForm = (typeof SME_SUB_FORMS)[number];

/** Which sub-forms each partner type fills (spec 001 section 3: by the fields each type adds). */
export const SME_SUB_FORMS_BY_PARTNER_TYPE: Readonly<Record<SmePartnerType, readonly SmeSubForm[]>> = {
  INDIVIDUAL: ['applicant', 'disbursement', 'emergency'],
  SOLE_PROPRIETOR: ['company', 'applicant', 'disbursement', 'emergency'],
  PARTNERSHIP: ['company', 'applicant', 'disbursement', 'emergency', 'directors'],
  COMPANY: ['company', 'applicant', 'disbursement', 'emergency', 'directors'],
  STAFF: ['applicant', 'disbursement', 'emergency'],
};

/** The SME product's stamping: 0.5% of the amount plus the RM150 admin fee (spec 001 section 9). */
export const SME_STAMP_DUTY_BP = 50;

/**
 * The staff personal loan (decision 059): RM1,000 to RM50,000 in RM1,000 steps over 6 to 24 months, at most 5
 * times the net monthly salary, at the conventional personal loan's rate and fees.
 */
export const STAFF_PRODUCT = {
  minAmountSen: sen(100_000),
  maxAmountSen: sen(5_000_000),
  amountStepSen: sen(100_000),
  minTenureMonths: 6,
  maxTenureMonths: 24,
  tenureStepMonths: 1,
} as const satisfies ProductBounds;
export const STAFF_NET_SALARY_MULTIPLIER = 5;
export const STAFF_ANNUAL_RATE_BP = VARIANT_RULES.conventional.monthlyRateBp * 12;

export interface SmeMaximumInput {
  /** The partner's 5-month average recurring commission (fiveMonthAverageSen). */
  readonly averageRecurringCommissionSen: Sen;
  readonly tenureMonths: number;
  /** What the partner id already owes or has applied for across its SME loans. */
  readonly committedSmeLoansSen: Sen;
}

/**
 * The SME product's `loanAmountToMultiply`: the amount granted per month of tenure, which is the partner's 5-month
 * average recurring commission, since the instalments are deducted from that commission (decision 059).
 */
export function smeLoanAmountToMultiplySen(averageRecurringCommissionSen: Sen): Sen {
  assertSen(averageRecurringCommissionSen, 'averageRecurringCommissionSen');
  return averageRecurringCommissionSen;
}

/**
 * The SME maximum (spec 001 section 5): multiplier x tenure, rounded down to RM1,000, within RM3,000 and what the
 * partner id has left of its RM500,000 across its loans; 0 when not even RM3,000 fits.
 */
export function smeMaximumAmountSen(input: SmeMaximumInput): Sen {
  return maxEligibleAmountSen({
    kind: 'sme',
    multiplierSen: smeLoanAmountToMultiplySen(input.averageRecurringCommissionSen),
    tenureMonths: input.tenureMonths,
    bounds: smeBoundsFor(input.committedSmeLoansSen),
  });
}

/** The SME product's bounds for a partner id: its ceiling is what is left of RM500,000 across its loans. */
export function smeBoundsFor(committedSmeLoansSen: Sen): ProductBounds {
  return { ...SME_PRODUCT, maxAmountSen: smeRemainingLimitSen(committedSmeLoansSen) };
}

/** The staff maximum (spec 001 section 5): multiplier x net salary, rounded down to RM1,000, within the bounds. */
export function staffMaximumAmountSen(netSalarySen: Sen): Sen {
  return maxEligibleAmountSen({
    kind: 'staff',
    multiplier: STAFF_NET_SALARY_MULTIPLIER,
    netSalarySen,
    bounds: STAFF_PRODUCT,
  });
}

/**
 * The flat-rate instalment of the SME and staff loans: (amount + amount x annual rate x months / 12) / months,
 * rounded half-up to the sen, as the individual quote rounds it.
 */
export function flatRateMonthlyInstalmentSen(
  amountSen: Sen,
  annualRateBp: number,
  tenureMonths: number,
): Sen {
  assertSen(amountSen, 'amountSen');
  const interestSen = scaleSen(amountSen, annualRateBp * tenureMonths, 10_000 * 12, 'halfUp');
  return divideSen(addSen(amountSen, interestSen), tenureMonths, 'halfUp');
}

/** The SME stamping charged on signing: 0.5% of the amount, half-up to the sen, plus the RM150 admin fee. */
export function smeStampingSen(amountSen: Sen): Sen {
  return addSen(applyBasisPoints(amountSen, SME_STAMP_DUTY_BP), SME_PRODUCT.stampingAdminFeeSen);
}

/** What the SME product profile offers a partner for a tenure (the `sme/productProfile` call). */
export interface SmeProductOffer {
  readonly loanAmountToMultiplySen: Sen;
  readonly interestRateBpPerYear: number;
  readonly bounds: ProductBounds;
  readonly eligibleMaxLoanAmountSen: Sen;
}

export function smeProductOffer(input: SmeMaximumInput): SmeProductOffer {
  return {
    loanAmountToMultiplySen: smeLoanAmountToMultiplySen(input.averageRecurringCommissionSen),
    interestRateBpPerYear: smeAnnualInterestRateBp(input.averageRecurringCommissionSen),
    bounds: smeBoundsFor(input.committedSmeLoansSen),
    eligibleMaxLoanAmountSen: smeMaximumAmountSen(input),
  };
}

/** Both SME rates, for the product page's wording. */
export const SME_RATES_BP_PER_YEAR = [SME_ANNUAL_RATE_BP.lower, SME_ANNUAL_RATE_BP.standard] as const;
