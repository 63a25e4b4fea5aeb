import type { Sen } from '../money/sen.ts';

/**
 * The applicant's income as the quick check judges it (docs/decisions/020): the gross monthly salary range chosen at
 * registration, and the net monthly salary typed on the check. Each is judged by a rule of its own and each failure
 * is named for what failed, so that typing another net salary can never turn a gross-income refusal into an
 * acceptance, nor the reverse.
 */

/** A range of the registration's gross salary list: from `minSen` to `maxSen`, both included; no top when null. */
export interface GrossSalaryRange {
  readonly minSen: Sen;
  readonly maxSen: Sen | null;
}

export interface DeclaredIncome {
  readonly grossSalaryRange: GrossSalaryRange;
  readonly netSalarySen: Sen;
}

/** Where a registered range stands against a gross minimum. */
export type RangeStanding = 'below' | 'meets' | 'straddles';

export function rangeStanding(range: GrossSalaryRange, minimumSen: Sen): RangeStanding {
  if (range.maxSen !== null && range.maxSen < minimumSen) return 'below';
  return range.minSen >= minimumSen ? 'meets' : 'straddles';
}

/** Net pay is gross pay less deductions: a net salary above the range's top contradicts the registration. */
export function isNetAboveGrossRange(income: DeclaredIncome): boolean {
  const { maxSen } = income.grossSalaryRange;
  return maxSen !== null && income.netSalarySen > maxSen;
}

/**
 * Whether the net salary falls short of what the range leaves unproved: a range that starts below the gross
 * minimum and ends above it ('Below RM2,000' against RM1,500) shows the minimum only when the net salary reaches
 * it, since gross is never less than net. A range wholly above or below the minimum needs no help from the net.
 */
export function isNetShortOfUnprovedMinimum(income: DeclaredIncome, minimumSen: Sen): boolean {
  return (
    rangeStanding(income.grossSalaryRange, minimumSen) === 'straddles' && income.netSalarySen < minimumSen
  );
}
