import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen } from '../money/sen.ts';
import { type SmallExcessTreatment, VARIANT_RULES, type Variant } from '../variant/variants.ts';

export type ExcessPaymentOutcome =
  | { readonly kind: SmallExcessTreatment; readonly amountSen: number }
  | { readonly kind: 'refundable'; readonly amountSen: number }
  | { readonly kind: 'none'; readonly amountSen: 0 };

/**
 * What becomes of a payment above what is owed. Conventional: RM10 or less is kept as an admin fee, above that
 * the customer may ask for a refund. Islamic: under RM10 goes to charity, the lender keeps nothing.
 */
export function excessPayment(sen: number, variant: Variant = 'conventional'): ExcessPaymentOutcome {
  assertSen(sen, 'excess');
  if (sen < 0) throw new DomainRuleError('validation.negativeAmount');
  if (sen === 0) return { kind: 'none', amountSen: 0 };
  const { treatment, upToSen } = VARIANT_RULES[variant].smallExcess;
  return sen <= upToSen ? { kind: treatment, amountSen: sen } : { kind: 'refundable', amountSen: sen };
}
