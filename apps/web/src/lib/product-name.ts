import { VARIANT_RULES, type Variant } from '@sinar/domain';
import type { TFunction } from 'i18next';

/**
 * The name of a product, whatever variant the page shows: the product cards and the footer name both products,
 * so they ask for a variant's wording explicitly instead of the page's.
 */
export function productName(t: TFunction, variant: Variant): string {
  return t('loan.personalLoan', { context: VARIANT_RULES[variant].wordingContext });
}
