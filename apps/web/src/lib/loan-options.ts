import { addSen, INDIVIDUAL_PRODUCT, type Sen, smallerSen } from '@sinar/domain';

/** The amounts the individual product offers: RM1,000 to RM10,000 in steps of RM1,000, in sen. */
export function amountOptionsSen(maxSen: Sen = INDIVIDUAL_PRODUCT.maxAmountSen): Sen[] {
  const amounts: Sen[] = [];
  const { minAmountSen, amountStepSen } = INDIVIDUAL_PRODUCT;
  const top = smallerSen(maxSen, INDIVIDUAL_PRODUCT.maxAmountSen);
  for (let amount = minAmountSen; amount <= top; amount = addSen(amount, amountStepSen)) amounts.push(amount);
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
