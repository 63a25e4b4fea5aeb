import { ageOn } from '../identity/age.ts';
import type { LocalDate } from '../loan/schedule.ts';

/**
 * Individuals (spec 000 section 9) and SME partners (001 section 9) alike: 18 to 60 inclusive, in completed
 * years, so someone is still eligible on the day before their 61st birthday.
 */
export const ELIGIBLE_AGE = { min: 18, max: 60 } as const;

export function isEligibleAge(dateOfBirth: LocalDate, today: LocalDate): boolean {
  const age = ageOn(dateOfBirth, today);
  return age >= ELIGIBLE_AGE.min && age <= ELIGIBLE_AGE.max;
}
