import type { Sen } from '../money/sen.ts';
import { applyBasisPoints } from '../money/sen-arithmetic.ts';
import type { Variant } from '../variant/variants.ts';
import { INSURANCE_AGENT_COMMISSION_BP } from './constants.ts';
import { type LoanQuote, quoteLoan } from './quote.ts';

/**
 * The approved summary's figures (spec 000 section 3, 'Approved loan summary'): the flat-rate quote of the approved
 * terms with the code's processing-fee waiver, and, when the customer takes it, the protection plan by tenure
 * (loan insurance, or takaful for Islamic financing) deducted from the net amount. The lender is the insurer's
 * registered agent: its commission is recorded for the back office and never shown to the customer.
 */
export interface ProtectionRate {
  /** The insurer's or takaful operator's gross rate for the tenure, on the approved amount. */
  readonly grossRateBp: number;
  readonly providerName: string;
}

export interface ApprovedOfferInput {
  readonly variant: Variant;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  /** The campaign or referral code's waiver of the processing fee, as the code gave it. */
  readonly processingFeeDiscountSen: Sen;
  /** The protection the customer takes; null when declined (or when no cover exists for the tenure). */
  readonly protection: ProtectionRate | null;
}

export interface ApprovedOffer {
  readonly quote: LoanQuote;
  /** 25% of the gross premium or contribution; nothing when protection is declined. */
  readonly agentCommissionSen: Sen;
}

export function approvedOffer(input: ApprovedOfferInput): ApprovedOffer {
  const grossPremiumSen = input.protection
    ? applyBasisPoints(input.amountSen, input.protection.grossRateBp)
    : undefined;
  const quote = quoteLoan({
    variant: input.variant,
    amountSen: input.amountSen,
    tenureMonths: input.tenureMonths,
    processingFeeDiscountSen: input.processingFeeDiscountSen,
    ...(grossPremiumSen === undefined ? {} : { grossPremiumSen }),
  });
  return {
    quote,
    agentCommissionSen: applyBasisPoints(quote.grossPremiumSen, INSURANCE_AGENT_COMMISSION_BP),
  };
}
