import { differenceInYears } from 'date-fns';
import { type LocalDate, parseLocalDate } from '../loan/schedule.ts';

/**
 * Completed years of age on `today`. Someone born on 29 February turns a year older on 1 March in years
 * without that day.
 */
export function ageOn(dateOfBirth: LocalDate, today: LocalDate): number {
  return differenceInYears(parseLocalDate(today), parseLocalDate(dateOfBirth));
}
