import type { Language } from '../i18n/catalog-shape.ts';
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

/**
 * Every date and time a reader sees (both apps, the emails) is Malaysia's, whatever the time zone of the browser or
 * the server: a customer abroad and the officer reading the same submission see the same clock.
 */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Written after a time of day, so that a reader in another time zone knows whose clock it is. */
export const MALAYSIA_TIME_ABBREVIATION = 'MYT';

type Kind = 'shortDate' | 'longDate' | 'dateTime';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, kind: Kind, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}:${kind}:${timeZone}`;
  let existing = formatters.get(key);
  if (!existing) {
    existing = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
      day: 'numeric',
      month: kind === 'longDate' ? 'long' : 'short',
      year: 'numeric',
      ...(kind === 'dateTime' ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone,
    });
    formatters.set(key, existing);
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
 */
export function formatMalaysianDate(
  value: string,
  language: Language,
  month: 'short' | 'long' = 'short',
): string {
  const kind = month === 'long' ? 'longDate' : 'shortDate';
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const [, year, monthNo, day] = calendar;
    const midnight = new Date(Date.UTC(Number(year), Number(monthNo) - 1, Number(day)));
    return formatter(language, kind, 'UTC').format(midnight);
  }
  const date = instant(value);
  return date ? formatter(language, kind, MALAYSIA_TIME_ZONE).format(date) : value;
}

/** A timestamp in Malaysia, to the minute, saying so: '2 Jun 2026, 1:30 am MYT'. */
export function formatMalaysianDateTime(value: string, language: Language): string {
  const date = instant(value);
  if (!date) return value;
  return `${formatter(language, 'dateTime', MALAYSIA_TIME_ZONE).format(date)} ${MALAYSIA_TIME_ABBREVIATION}`;
}
