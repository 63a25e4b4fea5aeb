import type { VideoPartnerType } from '../api/master.ts';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { SME_PRODUCT } from '../loan/constants.ts';
import { loanTermsProblems } from '../loan/loan-terms.ts';
import { type LoanQuote, quoteLoan } from '../loan/quote.ts';
import { type Sen, ZERO_SEN } from '../money/sen.ts';
import {
  addSen,
  applyBasisPoints,
  divideSen,
  multiplySen,
  scaleSen,
  subtractSen,
} from '../money/sen-arithmetic.ts';
import { SME_STAMP_DUTY_BP, type SmePartnerType, STAFF_PRODUCT, smeStampingSen } from './sme-product.ts';

/**
 * The agreement of an approved SME partner or staff application (spec 001 section 9; docs/decisions/063): which
 * product it is, and its figures as the approved summary and the agreement print them.
 */

/** What an agreement was made from: an individual's application, an SME partner's, or a staff loan's. */
export const AGREEMENT_PRODUCTS = ['INDIVIDUAL', 'SME', 'STAFF'] as const;
export type AgreementProduct = (typeof AGREEMENT_PRODUCTS)[number];
export type SmeAgreementProduct = Exclude<AgreementProduct, 'INDIVIDUAL'>;

/** Partners of the staff type and group staff take the staff personal loan; every other partner type the SME loan. */
export function smeAgreementProductOf(partnerType: SmePartnerType): SmeAgreementProduct {
  return partnerType === 'STAFF' ? 'STAFF' : 'SME';
}

/** The SME attestation videos are kept by partner type (`smePreRecordedVideo/type/{type}`), in their own spelling. */
const VIDEO_PARTNER_TYPE_OF = {
  INDIVIDUAL: 'individual',
  SOLE_PROPRIETOR: 'soleProprietor',
  PARTNERSHIP: 'partnership',
  COMPANY: 'company',
  STAFF: 'staff',
} as const satisfies Record<SmePartnerType, VideoPartnerType>;

export function videoPartnerTypeOf(partnerType: SmePartnerType): VideoPartnerType {
  return VIDEO_PARTNER_TYPE_OF[partnerType];
}

export interface SmeStamping {
  /** 0.5% of the amount, half-up to the sen. */
  readonly stampDutySen: Sen;
  /** The RM150 admin fee. */
  readonly adminFeeSen: Sen;
  /** Both together: what the SME loan deducts for stamping (`smeStampingSen`). */
  readonly totalSen: Sen;
}

/** The SME stamping of an amount in its two parts. */
export function smeStampingOf(amountSen: Sen): SmeStamping {
  const stampDutySen = applyBasisPoints(amountSen, SME_STAMP_DUTY_BP);
  return { stampDutySen, adminFeeSen: SME_PRODUCT.stampingAdminFeeSen, totalSen: smeStampingSen(amountSen) };
}

export interface SmeAgreementTerms {
  readonly product: SmeAgreementProduct;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  /** The rate fixed on the SME application (8% or 12% a year); the staff loan's is the conventional loan's. */
  readonly annualRateBp: number;
}

/**
 * The quote of an SME or staff agreement, in the individual quote's shape so that the schedule and the agreement's
 * PDF read it alike. The SME loan: flat rate at the application's yearly rate (interest half-up to the sen, as
 * `flatRateMonthlyInstalmentSen` quotes it), the last instalment absorbing the rounding, no processing fee, and the
 * stamping of 0.5% plus RM150 as its only deduction. The staff loan is the conventional personal loan within the
 * staff product's bounds.
 */
export function smeAgreementQuote(terms: SmeAgreementTerms): LoanQuote {
  const { amountSen, tenureMonths, annualRateBp } = terms;
  if (terms.product === 'STAFF')
    return quoteLoan({ variant: 'conventional', amountSen, tenureMonths, bounds: STAFF_PRODUCT });
  const problem = loanTermsProblems({ amountSen, tenureMonths }, SME_PRODUCT)[0];
  if (problem) throw new DomainRuleError(problem.key, problem.params);
  const totalInterestSen = scaleSen(amountSen, annualRateBp * tenureMonths, 10_000 * 12, 'halfUp');
  const totalPayableSen = addSen(amountSen, totalInterestSen);
  const monthlyInstalmentSen = divideSen(totalPayableSen, tenureMonths, 'halfUp');
  const lastInstalmentSen = subtractSen(totalPayableSen, multiplySen(monthlyInstalmentSen, tenureMonths - 1));
  const stampDutySen = smeStampingSen(amountSen);
  return {
    variant: 'conventional',
    amountSen,
    tenureMonths,
    monthlyRateBp: annualRateBp / 12,
    annualRateBp,
    totalInterestSen,
    totalPayableSen,
    monthlyInstalmentSen,
    lastInstalmentSen,
    stampDutySen,
    processingFeeSen: ZERO_SEN,
    processingFeeDiscountSen: ZERO_SEN,
    wakalahFeeSen: ZERO_SEN,
    grossPremiumSen: ZERO_SEN,
    premiumServiceTaxSen: ZERO_SEN,
    totalPremiumSen: ZERO_SEN,
    totalDeductionsSen: stampDutySen,
    netDisbursementSen: subtractSen(amountSen, stampDutySen),
  };
}
