import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen, type Sen, ZERO_SEN } from '../money/sen.ts';
import { type SmallExcessTreatment, VARIANT_RULES, type Variant } from '../variant/variants.ts';

export type ExcessPaymentOutcome =
  | { readonly kind: SmallExcessTreatment; readonly amountSen: Sen }
  | { readonly kind: 'refundable'; readonly amountSen: Sen }
  | { readonly kind: 'none'; readonly amountSen: Sen };

/**
 * What becomes of a payment above what is owed. Conventional: RM10 or less is kept as an admin fee, above that
 * the customer may ask for a refund. Islamic: under RM10 goes to charity, the lender keeps nothing.
 */
export function excessPayment(excessSen: Sen, variant: Variant = 'conventional'): ExcessPaymentOutcome {
  assertSen(excessSen, 'excess');
  if (excessSen < 0) throw new DomainRuleError('validation.negativeAmount');
  if (excessSen === 0) return { kind: 'none', amountSen: ZERO_SEN };
  const { treatment, upToSen } = VARIANT_RULES[variant].smallExcess;
  return excessSen <= upToSen
    ? { kind: treatment, amountSen: excessSen }
    : { kind: 'refundable', amountSen: excessSen };
}
