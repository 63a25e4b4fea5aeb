import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen, BASIS_POINTS_PER_UNIT, type Sen, sen, ZERO_SEN } from '../money/sen.ts';
import {
  applyBasisPoints,
  multiplySen,
  roundDownToMultiple,
  roundUpToMultiple,
  scaleSen,
  smallerSen,
  subtractSen,
} from '../money/sen-arithmetic.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { INDIVIDUAL_PRODUCT, type ProductBounds, SME_PRODUCT } from './constants.ts';

/** Maximum amounts move in steps of RM1,000. */
export const ELIGIBLE_AMOUNT_STEP_SEN = sen(100_000);

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
      readonly netSalarySen: Sen;
      readonly tenureMonths: number;
      /** Instalments the applicant already pays each month elsewhere. */
      readonly existingMonthlyCommitmentsSen?: Sen;
      readonly bounds?: ProductBounds;
    }
  | {
      readonly kind: 'sme';
      /** The SME product's loanAmountToMultiply: the amount granted per month of tenure. */
      readonly multiplierSen: Sen;
      readonly tenureMonths: number;
      readonly bounds?: ProductBounds;
    }
  | {
      readonly kind: 'staff';
      /** The staff product's multiplier of net salary. */
      readonly multiplier: number;
      readonly netSalarySen: Sen;
      readonly bounds: ProductBounds;
    };

/**
 * The largest amount the applicant may borrow, a multiple of RM1,000 within the product's bounds, or 0 when
 * not even the product's minimum fits.
 */
export function maxEligibleAmountSen(input: MaxEligibleInput): Sen {
  switch (input.kind) {
    case 'individual':
      return withinBounds(individualCapacitySen(input), input.bounds ?? INDIVIDUAL_PRODUCT);
    case 'sme':
      assertSen(input.multiplierSen, 'multiplierSen');
      assertTenure(input.tenureMonths);
      return withinBounds(multiplySen(input.multiplierSen, input.tenureMonths), input.bounds ?? SME_PRODUCT);
    case 'staff':
      assertSen(input.netSalarySen, 'netSalarySen');
      if (!(input.multiplier >= 0)) throw new DomainRuleError('validation.negativeAmount');
      return withinBounds(multiplyDownToSen(input.netSalarySen, input.multiplier), input.bounds);
  }
}

/** Rounds up to the next multiple of RM1,000 (RM1,000 stays RM1,000). */
export function roundUpToNextThousandSen(amount: Sen): Sen {
  return roundUpToMultiple(amount, ELIGIBLE_AMOUNT_STEP_SEN);
}

export function roundDownToThousandSen(amount: Sen): Sen {
  return roundDownToMultiple(amount, ELIGIBLE_AMOUNT_STEP_SEN);
}

/** Instalments as a share of net salary, in basis points, rounded up so a ceiling is never understated. */
export function debtServiceRatioBp(input: { monthlyInstalmentsSen: Sen; netSalarySen: Sen }): number {
  if (input.netSalarySen <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil((input.monthlyInstalmentsSen * BASIS_POINTS_PER_UNIT) / input.netSalarySen);
}

function individualCapacitySen(input: Extract<MaxEligibleInput, { kind: 'individual' }>): Sen {
  const { netSalarySen, tenureMonths } = input;
  const commitmentsSen = input.existingMonthlyCommitmentsSen ?? ZERO_SEN;
  assertSen(netSalarySen, 'netSalarySen');
  assertSen(commitmentsSen, 'existingMonthlyCommitmentsSen');
  assertTenure(tenureMonths);
  const affordableInstalmentSen = subtractSen(
    applyBasisPoints(netSalarySen, INDIVIDUAL_MAX_DEBT_SERVICE_RATIO_BP, 'down'),
    commitmentsSen,
  );
  if (affordableInstalmentSen <= 0) return ZERO_SEN;
  // Flat rate: instalment = amount x (1 + months x rate) / months, so amount = instalment x months / (1 + months x rate).
  const rateBp = VARIANT_RULES[input.variant].monthlyRateBp;
  return scaleSen(
    affordableInstalmentSen,
    tenureMonths * BASIS_POINTS_PER_UNIT,
    BASIS_POINTS_PER_UNIT + tenureMonths * rateBp,
    'down',
  );
}

/**
 * sen x a decimal multiplier, rounded down to the sen. The multiplier is read to 6 decimal places, so RM10,000 x 4.1
 * is RM41,000 exactly; in floating point it is 4,099,999.9999999995 sen, which rounded down would lose RM1,000.
 */
function multiplyDownToSen(amount: Sen, multiplier: number): Sen {
  return scaleSen(amount, Math.round(multiplier * 1_000_000), 1_000_000, 'down');
}

function withinBounds(capacitySen: Sen, bounds: ProductBounds): Sen {
  const capped = roundDownToThousandSen(smallerSen(capacitySen, bounds.maxAmountSen));
  return capped >= bounds.minAmountSen ? capped : ZERO_SEN;
}

function assertTenure(tenureMonths: number): void {
  if (!Number.isInteger(tenureMonths) || tenureMonths <= 0)
    throw new DomainRuleError('validation.tenureOutOfRange');
}
