import type { Language } from '@sinar/domain';
import { type LocalDate, parseLocalDate } from '@sinar/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}:${month}`;
  let existing = formatters.get(key);
  if (!existing) {
    existing = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
      day: 'numeric',
      month,
      year: 'numeric',
    });
    formatters.set(key, existing);
  }
  return existing;
}

/** '2026-12-23' -> '23 Dec 2026' (or '23 December 2026' with month 'long'), in the reader's language. */
export function formatLocalDate(
  date: LocalDate,
  language: Language,
  month: 'short' | 'long' = 'short',
): string {
  return formatter(language, month).format(parseLocalDate(date));
}

/** An ISO timestamp in the reader's language and time zone, to the minute. */
export function formatTimestamp(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
