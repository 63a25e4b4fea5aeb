import type { LocalDate } from '../loan/schedule.ts';

/**
 * Business days: Monday to Friday, except Malaysia's national public holidays (those of the federal list that every
 * state observes under the Holidays Act 1951), including the replacement day when one falls on a Sunday. State
 * holidays (Federal Territory Day, Thaipusam, Nuzul Al-Quran...) are not in it: the lender's service level is
 * national. 2025 and 2026 follow the gazetted lists; 2027's lunar and Islamic dates are the expected ones and are to
 * be checked against the gazette when it is published. Outside these years only weekends are skipped.
 */
export const MALAYSIAN_NATIONAL_HOLIDAYS: Readonly<Record<LocalDate, string>> = {
  '2025-01-29': 'Chinese New Year',
  '2025-01-30': 'Chinese New Year (second day)',
  '2025-03-31': 'Hari Raya Aidilfitri',
  '2025-04-01': 'Hari Raya Aidilfitri (second day)',
  '2025-05-01': 'Labour Day',
  '2025-05-12': 'Wesak Day',
  '2025-06-02': "Agong's Birthday",
  '2025-06-07': 'Hari Raya Haji',
  '2025-06-27': 'Awal Muharram',
  '2025-08-31': 'National Day',
  '2025-09-01': 'National Day (replacement)',
  '2025-09-05': "Prophet Muhammad's Birthday",
  '2025-09-16': 'Malaysia Day',
  '2025-10-20': 'Deepavali',
  '2025-12-25': 'Christmas Day',

  '2026-02-17': 'Chinese New Year',
  '2026-02-18': 'Chinese New Year (second day)',
  '2026-03-21': 'Hari Raya Aidilfitri',
  '2026-03-22': 'Hari Raya Aidilfitri (second day)',
  '2026-03-23': 'Hari Raya Aidilfitri (replacement)',
  '2026-05-01': 'Labour Day',
  '2026-05-27': 'Hari Raya Haji',
  '2026-05-31': 'Wesak Day',
  '2026-06-01': "Agong's Birthday",
  '2026-06-02': 'Wesak Day (replacement)',
  '2026-06-17': 'Awal Muharram',
  '2026-08-25': "Prophet Muhammad's Birthday",
  '2026-08-31': 'National Day',
  '2026-09-16': 'Malaysia Day',
  '2026-11-08': 'Deepavali',
  '2026-11-09': 'Deepavali (replacement)',
  '2026-12-25': 'Christmas Day',

  '2027-02-06': 'Chinese New Year',
  '2027-02-07': 'Chinese New Year (second day)',
  '2027-02-08': 'Chinese New Year (replacement)',
  '2027-03-10': 'Hari Raya Aidilfitri',
  '2027-03-11': 'Hari Raya Aidilfitri (second day)',
  '2027-05-01': 'Labour Day',
  '2027-05-17': 'Hari Raya Haji',
  '2027-05-20': 'Wesak Day',
  '2027-06-06': 'Awal Muharram',
  '2027-06-07': "Agong's Birthday",
  '2027-06-08': 'Awal Muharram (replacement)',
  '2027-08-15': "Prophet Muhammad's Birthday",
  '2027-08-16': "Prophet Muhammad's Birthday (replacement)",
  '2027-08-31': 'National Day',
  '2027-09-16': 'Malaysia Day',
  '2027-10-28': 'Deepavali',
  '2027-12-25': 'Christmas Day',
};

const DAY_MS = 86_400_000;

function dayNumber(date: LocalDate): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(time)) throw new RangeError(`not a date: ${date}`);
  return Math.round(time / DAY_MS);
}

function dateOfDayNumber(day: number): LocalDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isPublicHoliday(date: LocalDate): boolean {
  return date in MALAYSIAN_NATIONAL_HOLIDAYS;
}

export function isBusinessDay(date: LocalDate): boolean {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date);
}

/** `date` itself when it is a business day, else the first business day after it. */
export function businessDayOnOrAfter(date: LocalDate): LocalDate {
  let day = dayNumber(date);
  while (!isBusinessDay(dateOfDayNumber(day))) day += 1;
  return dateOfDayNumber(day);
}

/** The business days after `from` up to and including `to`; 0 when `to` is not after `from`. */
export function businessDaysBetween(from: LocalDate, to: LocalDate): number {
  const last = dayNumber(to);
  let count = 0;
  for (let day = dayNumber(from) + 1; day <= last; day += 1)
    if (isBusinessDay(dateOfDayNumber(day))) count += 1;
  return count;
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addCalendarDays(date: LocalDate, days: number): LocalDate {
  return dateOfDayNumber(dayNumber(date) + days);
}
