import type { Language } from '../i18n/catalog-shape.ts';
import type { LocalDate } from '../loan/schedule.ts';
import { MONTH_NAMES } from './month-names.ts';

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

/**
 * Every date and time a reader sees (both apps, the emails) is Malaysia's, whatever the time zone of the browser or
 * the server: a customer abroad and the officer reading the same submission see the same clock.
 */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Written after a time of day, so that a reader in another time zone knows whose clock it is. */
export const MALAYSIA_TIME_ABBREVIATION = 'MYT';

const formatters = new Map<Language, Intl.DateTimeFormat>();

function dateTimeFormatter(language: Language): Intl.DateTimeFormat {
  let existing = formatters.get(language);
  if (!existing) {
    existing = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: MALAYSIA_TIME_ZONE,
    });
    formatters.set(language, existing);
  }
  return existing;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day: a timestamp's day in Malaysia ('2026-06-01T17:30:00Z' -> '2 Jun 2026'), or a calendar date as written
 * ('2026-06-02' has no time zone). 'long' writes the month's name in full. A value that is no date is shown as it came.
 *
 * Written from the month's name rather than by `Intl.DateTimeFormat`: a page's first formatter loads the locale's
 * calendar data, a long task on a slow phone (the simulator's schedule), and a day needs no more than a table.
 */
export function formatMalaysianDate(
  value: string,
  language: Language,
  month: 'short' | 'long' = 'short',
): string {
  const calendar = CALENDAR_DATE.exec(value) ?? CALENDAR_DATE.exec(malaysianDateOfValue(value) ?? '');
  if (!calendar) return value;
  const [, year, monthNo, day] = calendar;
  const name = MONTH_NAMES[language][month][Number(monthNo) - 1];
  return name ? `${Number(day)} ${name} ${year}` : value;
}

function malaysianDateOfValue(value: string): LocalDate | null {
  const date = instant(value);
  return date ? malaysianDateOf(date) : null;
}

/** A timestamp in Malaysia, to the minute, saying so: '2 Jun 2026, 1:30 am MYT'. */
export function formatMalaysianDateTime(value: string, language: Language): string {
  const date = instant(value);
  if (!date) return value;
  return `${dateTimeFormatter(language).format(date)} ${MALAYSIA_TIME_ABBREVIATION}`;
}
