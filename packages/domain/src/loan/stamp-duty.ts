import type { Sen } from '../money/sen.ts';
import { applyBasisPoints } from '../money/sen-arithmetic.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';

/**
 * Stamp duty on the loan or financing agreement: the variant's `stampDutyBp` of the principal (50 bp, RM5 per
 * RM1,000), rounded half-up to the sen. The quote deducts it and the e-stamping assessment charges it, both from here.
 */
export function stampDuty(principalSen: Sen, variant: Variant): Sen {
  return applyBasisPoints(principalSen, VARIANT_RULES[variant].stampDutyBp);
}
