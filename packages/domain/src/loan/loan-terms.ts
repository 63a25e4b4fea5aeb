import type { CatalogKey } from '../i18n/catalog-key.ts';
import { type Sen, senToRinggit } from '../money/sen.ts';
import { addSen } from '../money/sen-arithmetic.ts';
import { INDIVIDUAL_PRODUCT, type ProductBounds } from './constants.ts';

export interface LoanTerms {
  readonly amountSen: number;
  readonly tenureMonths: number;
}

export interface TermsProblem {
  readonly key: CatalogKey;
  readonly params: Record<string, number>;
}

/** Every reason the amount or tenure falls outside the product; empty when the terms are acceptable. */
export function loanTermsProblems(
  terms: LoanTerms,
  bounds: ProductBounds = INDIVIDUAL_PRODUCT,
): TermsProblem[] {
  const problems: TermsProblem[] = [];
  const { amountSen, tenureMonths } = terms;
  const amountRange = { min: senToRinggit(bounds.minAmountSen), max: senToRinggit(bounds.maxAmountSen) };
  if (
    !Number.isSafeInteger(amountSen) ||
    amountSen < bounds.minAmountSen ||
    amountSen > bounds.maxAmountSen
  ) {
    problems.push({ key: 'validation.amountOutOfRange', params: amountRange });
  } else if ((amountSen - bounds.minAmountSen) % bounds.amountStepSen !== 0) {
    problems.push({ key: 'validation.amountStep', params: { step: senToRinggit(bounds.amountStepSen) } });
  }
  if (
    !Number.isInteger(tenureMonths) ||
    tenureMonths < bounds.minTenureMonths ||
    tenureMonths > bounds.maxTenureMonths ||
    (tenureMonths - bounds.minTenureMonths) % bounds.tenureStepMonths !== 0
  ) {
    problems.push({
      key: 'validation.tenureOutOfRange',
      params: { min: bounds.minTenureMonths, max: bounds.maxTenureMonths },
    });
  }
  return problems;
}

/** The amounts a product offers, smallest first (for sliders and selects). */
export function amountOptionsSen(bounds: ProductBounds = INDIVIDUAL_PRODUCT): Sen[] {
  const options: Sen[] = [];
  for (
    let amount = bounds.minAmountSen;
    amount <= bounds.maxAmountSen;
    amount = addSen(amount, bounds.amountStepSen)
  )
    options.push(amount);
  return options;
}

export function tenureOptionsMonths(bounds: ProductBounds = INDIVIDUAL_PRODUCT): number[] {
  const options: number[] = [];
  for (let m = bounds.minTenureMonths; m <= bounds.maxTenureMonths; m += bounds.tenureStepMonths)
    options.push(m);
  return options;
}
