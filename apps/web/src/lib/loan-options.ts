import { INDIVIDUAL_PRODUCT } from '@sinar/domain';

/** The amounts the individual product offers: RM1,000 to RM10,000 in steps of RM1,000, in sen. */
export function amountOptionsSen(maxSen: number = INDIVIDUAL_PRODUCT.maxAmountSen): number[] {
  const amounts: number[] = [];
  const { minAmountSen, amountStepSen } = INDIVIDUAL_PRODUCT;
  const top = Math.min(maxSen, INDIVIDUAL_PRODUCT.maxAmountSen);
  for (let sen = minAmountSen; sen <= top; sen += amountStepSen) amounts.push(sen);
  return amounts;
}

/** 6 to 24 months. */
export function tenureOptions(): number[] {
  const months: number[] = [];
  const { minTenureMonths, maxTenureMonths, tenureStepMonths } = INDIVIDUAL_PRODUCT;
  for (let month = minTenureMonths; month <= maxTenureMonths; month += tenureStepMonths) months.push(month);
  return months;
}

/** A select's value as the form's number: empty is undefined, so the schema says 'Please Select ...'. */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);
