import type { LocalDate } from '../loan/schedule.ts';

/**
 * Malaysia keeps one offset all year (UTC+8, no daylight saving), so a Malaysian calendar date and wall-clock time
 * are plain arithmetic on an instant: no time-zone database is needed and the answer is the same on any server.
 */
export const MALAYSIA_UTC_OFFSET_MS = 8 * 3_600_000;

/** The instant's calendar date in Malaysia, 'YYYY-MM-DD'. */
export function malaysianDateOf(instant: Date): LocalDate {
  return new Date(instant.getTime() + MALAYSIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Malaysian calendar date begins (00:00 in Malaysia). */
export function malaysianMidnight(date: LocalDate): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - MALAYSIA_UTC_OFFSET_MS);
}

/**
 * The same Malaysian wall-clock time `months` calendar months later; a day the target month lacks becomes its last
 * day (30 November + 3 months = 28 February, or 29 in a leap year).
 */
export function addMonthsInMalaysia(instant: Date, months: number): Date {
  const wall = new Date(instant.getTime() + MALAYSIA_UTC_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDayOfTargetMonth),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(shifted - MALAYSIA_UTC_OFFSET_MS);
}
