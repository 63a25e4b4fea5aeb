import { addDays, differenceInCalendarDays, lastDayOfMonth } from 'date-fns';
import { type LocalDate, parseLocalDate, toLocalDate } from '../loan/schedule.ts';

/** Calendar arithmetic on 'YYYY-MM-DD' dates for the servicing rules; such dates also compare as strings. */
export function daysFrom(from: LocalDate, to: LocalDate): number {
  return differenceInCalendarDays(parseLocalDate(to), parseLocalDate(from));
}

export function dayAfter(date: LocalDate, days = 1): LocalDate {
  return toLocalDate(addDays(parseLocalDate(date), days));
}

export function endOfMonthOf(date: LocalDate): LocalDate {
  return toLocalDate(lastDayOfMonth(parseLocalDate(date)));
}

/** Every date from `from` to `to`, both included; none when `to` is before `from`. */
export function datesThrough(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysFrom(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => dayAfter(from, index));
}
