import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen, type Sen, ZERO_SEN } from '../money/sen.ts';
import {
  addSen,
  applyBasisPoints,
  divideSen,
  multiplySen,
  smallerSen,
  subtractSen,
} from '../money/sen-arithmetic.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { INDIVIDUAL_PRODUCT, INSURANCE_SERVICE_TAX_BP, type ProductBounds } from './constants.ts';
import { loanTermsProblems } from './loan-terms.ts';
import { stampDuty } from './stamp-duty.ts';

export interface QuoteInput {
  readonly variant: Variant;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  /** Protection insurance premium or takaful contribution before service tax; none when the plan is declined. */
  readonly grossPremiumSen?: Sen;
  /** Campaign or referral waiver on the processing fee. */
  readonly processingFeeDiscountSen?: Sen;
  /** Defaults to the individual product; SME and staff products pass their own. */
  readonly bounds?: ProductBounds;
}

export interface LoanQuote {
  readonly variant: Variant;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly monthlyRateBp: number;
  readonly annualRateBp: number;
  /** Interest for the conventional loan, profit for Islamic financing. */
  readonly totalInterestSen: Sen;
  readonly totalPayableSen: Sen;
  /** Every instalment but the last. */
  readonly monthlyInstalmentSen: Sen;
  /** Absorbs the rounding so that the instalments sum exactly to `totalPayableSen`. */
  readonly lastInstalmentSen: Sen;
  readonly stampDutySen: Sen;
  /** Processing fee after the discount. */
  readonly processingFeeSen: Sen;
  readonly processingFeeDiscountSen: Sen;
  readonly wakalahFeeSen: Sen;
  readonly grossPremiumSen: Sen;
  readonly premiumServiceTaxSen: Sen;
  readonly totalPremiumSen: Sen;
  readonly totalDeductionsSen: Sen;
  readonly netDisbursementSen: Sen;
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

  const grossPremiumSen = input.grossPremiumSen ?? ZERO_SEN;
  const requestedDiscountSen = input.processingFeeDiscountSen ?? ZERO_SEN;
  assertSen(grossPremiumSen, 'grossPremiumSen');
  assertSen(requestedDiscountSen, 'processingFeeDiscountSen');
  if (grossPremiumSen < 0) throw new DomainRuleError('validation.negativeAmount');
  if (requestedDiscountSen < 0) throw new DomainRuleError('validation.negativeAmount');

  const totalInterestSen = applyBasisPoints(multiplySen(amountSen, tenureMonths), rules.monthlyRateBp);
  const totalPayableSen = addSen(amountSen, totalInterestSen);
  const monthlyInstalmentSen = divideSen(totalPayableSen, tenureMonths, 'halfUp');
  const lastInstalmentSen = subtractSen(totalPayableSen, multiplySen(monthlyInstalmentSen, tenureMonths - 1));

  const stampDutySen = stampDuty(amountSen, variant);
  const processingFeeDiscountSen = smallerSen(requestedDiscountSen, rules.processingFeeSen);
  const processingFeeSen = subtractSen(rules.processingFeeSen, processingFeeDiscountSen);
  const wakalahFeeSen = rules.wakalahFeeSen;
  const premiumServiceTaxSen = applyBasisPoints(grossPremiumSen, INSURANCE_SERVICE_TAX_BP);
  const totalPremiumSen = addSen(grossPremiumSen, premiumServiceTaxSen);

  const totalDeductionsSen = addSen(stampDutySen, processingFeeSen, wakalahFeeSen, totalPremiumSen);
  const netDisbursementSen = subtractSen(amountSen, totalDeductionsSen);
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
