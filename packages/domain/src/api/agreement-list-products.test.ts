import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_LIST_PRODUCT_KEYS,
  AGREEMENT_LIST_PRODUCTS,
  agreementListProductOf,
  agreementListQuerySchema,
} from './agreement-backoffice.ts';

describe('the back office’s four agreement products', () => {
  it.each([
    // whose loan, variant -> the product it is listed under
    ['INDIVIDUAL', 'conventional', 'conventional'],
    ['INDIVIDUAL', 'islamic', 'islamic'],
    ['SME', 'conventional', 'sme'],
    ['STAFF', 'conventional', 'staff'],
  ] as const)('lists an agreement of %s, %s, under %s', (product, variant, listed) => {
    expect(agreementListProductOf(product, variant)).toBe(listed);
  });

  it('sets, for each, filters the list query takes and that find its own agreements', () => {
    for (const key of AGREEMENT_LIST_PRODUCT_KEYS) {
      const filters = AGREEMENT_LIST_PRODUCTS[key];
      expect(agreementListQuerySchema.parse(filters)).toMatchObject(filters);
      const variant = 'company' in filters ? filters.company : 'conventional';
      expect(agreementListProductOf(filters.product, variant)).toBe(key);
    }
  });
});
