import type { Translate } from '@sinar/client/translate';
import { type CatalogKey, VARIANT_RULES, type Variant } from '@sinar/domain';

/**
 * The name of a product, whatever variant the page shows: the product cards and the footer name both products,
 * so they ask for a variant's wording explicitly instead of the page's.
 */
export function productName(t: Translate<CatalogKey>, variant: Variant): string {
  return t('loan.personalLoan', { context: VARIANT_RULES[variant].wordingContext });
}
