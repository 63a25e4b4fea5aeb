import type { Language } from '@sinar/domain';

/**
 * Every date and time either app shows is Malaysia's, whatever the time zone of the browser: a customer abroad and
 * the officer reading the same submission see the same clock. Malaysia keeps UTC+8 all year.
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
export function formatDate(value: string, language: Language, month: 'short' | 'long' = 'short'): string {
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
export function formatDateTime(value: string, language: Language): string {
  const date = instant(value);
  if (!date) return value;
  return `${formatter(language, 'dateTime', MALAYSIA_TIME_ZONE).format(date)} ${MALAYSIA_TIME_ABBREVIATION}`;
}
