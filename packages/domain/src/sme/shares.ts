import type { FieldProblem } from '../forms/fields.ts';
import { hasDirectors, type SmePartnerType } from './sme-product.ts';

/**
 * The directors' or partners' shares (spec 001 sections 3 and 5): a partnership or a company names at least 2, and
 * their percentages together may not exceed 100%. Percentages carry at most 2 decimals and are added in hundredths
 * of a percent, so 33.33 + 33.33 + 33.34 is exactly 100.
 */
export const MIN_DIRECTORS = 2;
/** A form's list is kept to a size a screen can show. */
export const MAX_DIRECTORS = 20;
export const FULL_SHAREHOLDING_HUNDREDTHS = 10_000;
const HUNDREDTHS_PER_PERCENT = 100;

/** A share percentage (0 to 100, at most 2 decimals) in hundredths of a percent: 33.33 is 3333. */
export function shareHundredths(percent: number): number {
  return Math.round(percent * HUNDREDTHS_PER_PERCENT);
}

/** A percentage written with at most 2 decimals (33.33, not 33.333). */
export function hasAtMostTwoDecimals(percent: number): boolean {
  const hundredths = percent * HUNDREDTHS_PER_PERCENT;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/** The total of the percentages, in hundredths of a percent. */
export function totalShareHundredths(percents: readonly number[]): number {
  return percents.reduce((total, percent) => total + shareHundredths(percent), 0);
}

/** The total of the percentages as a percentage, added exactly: 33.33 + 33.33 + 33.34 is 100. */
export function totalSharePercent(percents: readonly number[]): number {
  return totalShareHundredths(percents) / HUNDREDTHS_PER_PERCENT;
}

export interface SharesProblem {
  readonly problem: FieldProblem;
  /** Where the form shows it: 'directors' for the list, or one director's field. */
  readonly path: readonly (string | number)[];
}

/**
 * What is wrong with a partner type's list of directors or partners: too few for a partnership or company, or
 * shares above 100% in total (shown on the last director's percentage, where the total went over).
 */
export function sharesProblems(
  partnerType: SmePartnerType,
  directors: readonly { readonly sharePercent: number }[],
): SharesProblem[] {
  if (!hasDirectors(partnerType)) return [];
  const problems: SharesProblem[] = [];
  if (directors.length < MIN_DIRECTORS) {
    problems.push({
      problem: { key: 'sme.form.directorsAtLeast', params: { min: MIN_DIRECTORS } },
      path: ['directors'],
    });
  }
  const total = totalShareHundredths(directors.map((director) => director.sharePercent));
  if (total > FULL_SHAREHOLDING_HUNDREDTHS && directors.length > 0) {
    problems.push({
      problem: { key: 'sme.form.sharesOverHundred', params: { total: total / HUNDREDTHS_PER_PERCENT } },
      path: ['directors', directors.length - 1, 'sharePercent'],
    });
  }
  return problems;
}
