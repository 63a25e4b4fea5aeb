import {
  ringgit,
  ringgitInputText,
  type Sen,
  SME_PRODUCT,
  type SmeProductProfile,
  STAFF_PRODUCT,
  sen,
  smeMaximumAmountSen,
  staffMaximumAmountSen,
  subtractSen,
} from '@sinar/domain';

/**
 * The loan details' figures in the browser, with the domain's own functions: the maximum for a tenure (SME) or a
 * net salary (staff), and the product's bounds. The server's product profile answers the same functions; the
 * browser computes them at once on every change and the server's answer confirms them.
 */

/** The SME maximum for a tenure, from the partner's product profile (its multiplier and its remaining limit). */
export function smeMaximumFor(profile: SmeProductProfile, tenureMonths: number): Sen {
  return smeMaximumAmountSen({
    averageRecurringCommissionSen: profile.loanAmountToMultiplySen,
    tenureMonths,
    committedSmeLoansSen: subtractSen(SME_PRODUCT.maxAmountSen, profile.product.maxLoanAmountSen),
  });
}

export function staffMaximumFor(netSalarySen: Sen | null): Sen {
  return netSalarySen === null ? sen(0) : staffMaximumAmountSen(netSalarySen);
}

export function boundsFor(isStaff: boolean) {
  return isStaff ? STAFF_PRODUCT : SME_PRODUCT;
}

export function tenureChoices(isStaff: boolean): number[] {
  const bounds = boundsFor(isStaff);
  const months: number[] = [];
  for (let month = bounds.minTenureMonths; month <= bounds.maxTenureMonths; month += bounds.tenureStepMonths)
    months.push(month);
  return months;
}

export type AmountProblem = 'required' | 'step' | 'range';

/** An amount typed in whole ringgit, in RM1,000 steps within the minimum and the maximum. */
export function amountOf(
  text: string,
  isStaff: boolean,
  maximumSen: Sen,
): { amountSen: Sen | null; problem: AmountProblem | null } {
  const trimmed = text.replace(/[,\s]/g, '');
  if (trimmed === '') return { amountSen: null, problem: 'required' };
  if (!/^\d{1,9}$/.test(trimmed)) return { amountSen: null, problem: 'step' };
  const amountSen = ringgit(Number(trimmed));
  const bounds = boundsFor(isStaff);
  if (amountSen % bounds.amountStepSen !== 0) return { amountSen, problem: 'step' };
  if (amountSen < bounds.minAmountSen || amountSen > maximumSen) return { amountSen, problem: 'range' };
  return { amountSen, problem: null };
}

/** Sen as the whole ringgit the amount field shows ('5000'). */
export function ringgitText(amountSen: Sen | null | undefined): string {
  return amountSen ? ringgitInputText(amountSen, { wholeRinggit: true }) : '';
}
