import type { Language } from '@sinar/domain';

/** Every date an officer reads is Malaysian time, wherever the browser is. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, kind: 'date' | 'dateTime' | 'localDate'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let existing = formatters.get(key);
  if (!existing) {
    existing = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(kind === 'dateTime' ? { hour: 'numeric', minute: '2-digit' } : {}),
      // A calendar date ('2026-06-02') has no time zone: it is read as it is written.
      timeZone: kind === 'localDate' ? 'UTC' : MALAYSIA_TIME_ZONE,
    });
    formatters.set(key, existing);
  }
  return existing;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A timestamp's day in Malaysia: '2026-06-01T17:30:00Z' -> '2 Jun 2026'. A calendar date is shown as written. */
export function formatDate(value: string, language: Language): string {
  const local = LOCAL_DATE.exec(value);
  if (local) {
    const [, year, month, day] = local;
    return formatter(language, 'localDate').format(
      new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
    );
  }
  const date = instant(value);
  return date ? formatter(language, 'date').format(date) : value;
}

/** A timestamp in Malaysia, to the minute: '2 Jun 2026, 1:30 am'. */
export function formatDateTime(value: string, language: Language): string {
  const date = instant(value);
  return date ? formatter(language, 'dateTime').format(date) : value;
}
