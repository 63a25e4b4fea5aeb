import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { applyBasisPoints, assertSen, BASIS_POINTS_PER_UNIT, divideRoundHalfUp } from '../money/sen.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { INDIVIDUAL_PRODUCT, INSURANCE_SERVICE_TAX_BP, type ProductBounds } from './constants.ts';
import { loanTermsProblems } from './loan-terms.ts';

export interface QuoteInput {
  readonly variant: Variant;
  readonly amountSen: number;
  readonly tenureMonths: number;
  /** Protection insurance premium or takaful contribution before service tax; none when the plan is declined. */
  readonly grossPremiumSen?: number;
  /** Campaign or referral waiver on the processing fee. */
  readonly processingFeeDiscountSen?: number;
  /** Defaults to the individual product; SME and staff products pass their own. */
  readonly bounds?: ProductBounds;
}

export interface LoanQuote {
  readonly variant: Variant;
  readonly amountSen: number;
  readonly tenureMonths: number;
  readonly monthlyRateBp: number;
  readonly annualRateBp: number;
  /** Interest for the conventional loan, profit for Islamic financing. */
  readonly totalInterestSen: number;
  readonly totalPayableSen: number;
  /** Every instalment but the last. */
  readonly monthlyInstalmentSen: number;
  /** Absorbs the rounding so that the instalments sum exactly to `totalPayableSen`. */
  readonly lastInstalmentSen: number;
  readonly stampDutySen: number;
  /** Processing fee after the discount. */
  readonly processingFeeSen: number;
  readonly processingFeeDiscountSen: number;
  readonly wakalahFeeSen: number;
  readonly grossPremiumSen: number;
  readonly premiumServiceTaxSen: number;
  readonly totalPremiumSen: number;
  readonly totalDeductionsSen: number;
  readonly netDisbursementSen: number;
}

/**
 * Flat-rate quote of spec 000 section 9:
 * instalment = (amount x months x monthly rate + amount) / months, rounded half-up to the sen.
 */
export function quoteLoan(input: QuoteInput): LoanQuote {
  const { variant, amountSen, tenureMonths } = input;
  const rules = VARIANT_RULES[variant];
  if (!rules) throw new DomainRuleError('validation.unknownVariant');
  const problem = loanTermsProblems({ amountSen, tenureMonths }, input.bounds ?? INDIVIDUAL_PRODUCT)[0];
  if (problem) throw new DomainRuleError(problem.key, problem.params);

  const grossPremiumSen = input.grossPremiumSen ?? 0;
  const requestedDiscountSen = input.processingFeeDiscountSen ?? 0;
  assertSen(grossPremiumSen, 'grossPremiumSen');
  assertSen(requestedDiscountSen, 'processingFeeDiscountSen');
  if (grossPremiumSen < 0) throw new DomainRuleError('validation.negativeAmount');
  if (requestedDiscountSen < 0) throw new DomainRuleError('validation.negativeAmount');

  const totalInterestSen = divideRoundHalfUp(
    BigInt(amountSen) * BigInt(tenureMonths) * BigInt(rules.monthlyRateBp),
    BigInt(BASIS_POINTS_PER_UNIT),
  );
  const totalPayableSen = amountSen + totalInterestSen;
  const monthlyInstalmentSen = divideRoundHalfUp(BigInt(totalPayableSen), BigInt(tenureMonths));
  const lastInstalmentSen = totalPayableSen - monthlyInstalmentSen * (tenureMonths - 1);

  const stampDutySen = applyBasisPoints(amountSen, rules.stampDutyBp);
  const processingFeeDiscountSen = Math.min(requestedDiscountSen, rules.processingFeeSen);
  const processingFeeSen = rules.processingFeeSen - processingFeeDiscountSen;
  const wakalahFeeSen = rules.wakalahFeeSen;
  const premiumServiceTaxSen = applyBasisPoints(grossPremiumSen, INSURANCE_SERVICE_TAX_BP);
  const totalPremiumSen = grossPremiumSen + premiumServiceTaxSen;

  const totalDeductionsSen = stampDutySen + processingFeeSen + wakalahFeeSen + totalPremiumSen;
  const netDisbursementSen = amountSen - totalDeductionsSen;
  if (netDisbursementSen <= 0) throw new DomainRuleError('validation.deductionsExceedAmount');

  return {
    variant,
    amountSen,
    tenureMonths,
    monthlyRateBp: rules.monthlyRateBp,
    annualRateBp: rules.monthlyRateBp * 12,
    totalInterestSen,
    totalPayableSen,
    monthlyInstalmentSen,
    lastInstalmentSen,
    stampDutySen,
    processingFeeSen,
    processingFeeDiscountSen,
    wakalahFeeSen,
    grossPremiumSen,
    premiumServiceTaxSen,
    totalPremiumSen,
    totalDeductionsSen,
    netDisbursementSen,
  };
}
