import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen, BASIS_POINTS_PER_UNIT, roundDownToMultiple, roundUpToMultiple } from '../money/sen.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { INDIVIDUAL_PRODUCT, type ProductBounds, SME_PRODUCT } from './constants.ts';

/** Maximum amounts move in steps of RM1,000. */
export const ELIGIBLE_AMOUNT_STEP_SEN = 100_000;

/**
 * The share of net monthly salary that all instalments together may take (debt service ratio). The spec keeps the
 * `dsr` of each application but does not give a ceiling; docs/decisions/004-eligibility-and-maximum-amount.md
 * records why 60%.
 */
export const INDIVIDUAL_MAX_DEBT_SERVICE_RATIO_BP = 6_000;

export type MaxEligibleInput =
  | {
      readonly kind: 'individual';
      readonly variant: Variant;
      readonly netSalarySen: number;
      readonly tenureMonths: number;
      /** Instalments the applicant already pays each month elsewhere. */
      readonly existingMonthlyCommitmentsSen?: number;
      readonly bounds?: ProductBounds;
    }
  | {
      readonly kind: 'sme';
      /** The SME product's loanAmountToMultiply: the amount granted per month of tenure. */
      readonly multiplierSen: number;
      readonly tenureMonths: number;
      readonly bounds?: ProductBounds;
    }
  | {
      readonly kind: 'staff';
      /** The staff product's multiplier of net salary. */
      readonly multiplier: number;
      readonly netSalarySen: number;
      readonly bounds: ProductBounds;
    };

/**
 * The largest amount the applicant may borrow, a multiple of RM1,000 within the product's bounds, or 0 when
 * not even the product's minimum fits.
 */
export function maxEligibleAmountSen(input: MaxEligibleInput): number {
  switch (input.kind) {
    case 'individual':
      return withinBounds(individualCapacitySen(input), input.bounds ?? INDIVIDUAL_PRODUCT);
    case 'sme':
      assertSen(input.multiplierSen, 'multiplierSen');
      assertTenure(input.tenureMonths);
      return withinBounds(input.multiplierSen * input.tenureMonths, input.bounds ?? SME_PRODUCT);
    case 'staff':
      assertSen(input.netSalarySen, 'netSalarySen');
      if (!(input.multiplier >= 0)) throw new DomainRuleError('validation.negativeAmount');
      return withinBounds(multiplyDownToSen(input.netSalarySen, input.multiplier), input.bounds);
  }
}

/** Rounds up to the next multiple of RM1,000 (RM1,000 stays RM1,000). */
export function roundUpToNextThousandSen(sen: number): number {
  return roundUpToMultiple(sen, ELIGIBLE_AMOUNT_STEP_SEN);
}

export function roundDownToThousandSen(sen: number): number {
  return roundDownToMultiple(sen, ELIGIBLE_AMOUNT_STEP_SEN);
}

/** Instalments as a share of net salary, in basis points, rounded up so a ceiling is never understated. */
export function debtServiceRatioBp(input: { monthlyInstalmentsSen: number; netSalarySen: number }): number {
  if (input.netSalarySen <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil((input.monthlyInstalmentsSen * BASIS_POINTS_PER_UNIT) / input.netSalarySen);
}

function individualCapacitySen(input: Extract<MaxEligibleInput, { kind: 'individual' }>): number {
  const { netSalarySen, tenureMonths } = input;
  const commitmentsSen = input.existingMonthlyCommitmentsSen ?? 0;
  assertSen(netSalarySen, 'netSalarySen');
  assertSen(commitmentsSen, 'existingMonthlyCommitmentsSen');
  assertTenure(tenureMonths);
  const affordableInstalmentSen =
    Math.floor((netSalarySen * INDIVIDUAL_MAX_DEBT_SERVICE_RATIO_BP) / BASIS_POINTS_PER_UNIT) -
    commitmentsSen;
  if (affordableInstalmentSen <= 0) return 0;
  // Flat rate: instalment = amount x (1 + months x rate) / months, so amount = instalment x months / (1 + months x rate).
  const rateBp = VARIANT_RULES[input.variant].monthlyRateBp;
  return Math.floor(
    (affordableInstalmentSen * tenureMonths * BASIS_POINTS_PER_UNIT) /
      (BASIS_POINTS_PER_UNIT + tenureMonths * rateBp),
  );
}

/**
 * sen x a decimal multiplier, rounded down to the sen. The multiplier is read to 6 decimal places, so RM10,000 x 4.1
 * is RM41,000 exactly; in floating point it is 4,099,999.9999999995 sen, which rounded down would lose RM1,000.
 */
function multiplyDownToSen(sen: number, multiplier: number): number {
  const millionths = BigInt(Math.round(multiplier * 1_000_000));
  return Number((BigInt(sen) * millionths) / 1_000_000n);
}

function withinBounds(capacitySen: number, bounds: ProductBounds): number {
  const capped = roundDownToThousandSen(Math.min(capacitySen, bounds.maxAmountSen));
  return capped >= bounds.minAmountSen ? capped : 0;
}

function assertTenure(tenureMonths: number): void {
  if (!Number.isInteger(tenureMonths) || tenureMonths <= 0)
    throw new DomainRuleError('validation.tenureOutOfRange');
}
