import { describe, expect, it } from 'vitest';
import {
  addMonthsInMalaysia,
  formatMalaysianDate,
  formatMalaysianDateTime,
  malaysianDateOf,
  malaysianMidnight,
} from './malaysian-time.ts';

describe('Malaysian time', () => {
  it('dates an instant by the Malaysian calendar', () => {
    expect(malaysianDateOf(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(malaysianDateOf(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('starts a Malaysian day at 16:00 UTC the day before', () => {
    expect(malaysianMidnight('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it.each([
    ['2026-11-23T02:00:00Z', 3, '2027-02-23T02:00:00.000Z'],
    // 30 November, 04:00 in Malaysia: February has no 30th, so its last day (in UTC it is still 29 November).
    ['2026-11-29T20:00:00Z', 3, '2027-02-27T20:00:00.000Z'],
    ['2027-11-29T20:00:00Z', 3, '2028-02-28T20:00:00.000Z'], // 29 February 2028, leap year
    ['2026-10-31T03:00:00Z', 3, '2027-01-31T03:00:00.000Z'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(addMonthsInMalaysia(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('dates and times as readers see them', () => {
  it('runs in a time zone far from Malaysia’s (vitest.config.ts, as in the apps), so a formatter following the machine’s zone fails', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    expect(new Date('2026-06-01T17:30:00.000Z').getTimezoneOffset()).not.toBe(-480);
  });

  it('gives the day in Malaysia, not in the machine’s time zone', () => {
    // 17:30 UTC on 1 June is 01:30 on 2 June in Kuala Lumpur (UTC+8).
    expect(formatMalaysianDate('2026-06-01T17:30:00.000Z', 'en')).toBe('2 Jun 2026');
    expect(formatMalaysianDate('2026-06-01T15:59:00.000Z', 'en')).toBe('1 Jun 2026');
    expect(formatMalaysianDate('2026-06-01T17:30:00.000Z', 'en', 'long')).toBe('2 June 2026');
  });

  it('shows a calendar date as written', () => {
    expect(formatMalaysianDate('2026-06-02', 'en')).toBe('2 Jun 2026');
    expect(formatMalaysianDate('2026-12-31', 'en', 'long')).toBe('31 December 2026');
  });

  it('writes the time to the minute in Malaysia time and says so', () => {
    expect(formatMalaysianDateTime('2026-06-01T17:30:00.000Z', 'en')).toBe('2 Jun 2026, 1:30 am MYT');
    expect(formatMalaysianDateTime('2026-06-01T05:05:00.000Z', 'ms')).toBe('1 Jun 2026, 1:05 PTG MYT');
  });

  it('writes Malay month names in Malay', () => {
    expect(formatMalaysianDate('2026-08-15', 'ms')).toBe('15 Ogo 2026');
    expect(formatMalaysianDate('2026-08-15', 'ms', 'long')).toBe('15 Ogos 2026');
  });

  it('names every month in both languages, short and long', () => {
    const days = Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-05`);
    expect(days.map((day) => formatMalaysianDate(day, 'en'))).toEqual([
      '5 Jan 2026',
      '5 Feb 2026',
      '5 Mar 2026',
      '5 Apr 2026',
      '5 May 2026',
      '5 Jun 2026',
      '5 Jul 2026',
      '5 Aug 2026',
      '5 Sept 2026',
      '5 Oct 2026',
      '5 Nov 2026',
      '5 Dec 2026',
    ]);
    expect(days.map((day) => formatMalaysianDate(day, 'ms', 'long'))).toEqual([
      '5 Januari 2026',
      '5 Februari 2026',
      '5 Mac 2026',
      '5 April 2026',
      '5 Mei 2026',
      '5 Jun 2026',
      '5 Julai 2026',
      '5 Ogos 2026',
      '5 September 2026',
      '5 Oktober 2026',
      '5 November 2026',
      '5 Disember 2026',
    ]);
    expect(days.map((day) => formatMalaysianDate(day, 'ms'))).toEqual([
      '5 Jan 2026',
      '5 Feb 2026',
      '5 Mac 2026',
      '5 Apr 2026',
      '5 Mei 2026',
      '5 Jun 2026',
      '5 Jul 2026',
      '5 Ogo 2026',
      '5 Sep 2026',
      '5 Okt 2026',
      '5 Nov 2026',
      '5 Dis 2026',
    ]);
  });

  it('writes each day of two years as the locale’s own formatter does', () => {
    for (const language of ['en', 'ms'] as const) {
      for (const month of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
          day: 'numeric',
          month,
          year: 'numeric',
          timeZone: 'UTC',
        });
        for (let day = 0; day < 731; day += 1) {
          const midnight = new Date(Date.UTC(2027, 0, 1 + day));
          expect(formatMalaysianDate(midnight.toISOString().slice(0, 10), language, month)).toBe(
            intl.format(midnight),
          );
        }
      }
    }
  });

  it('leaves a calendar date that does not exist as it came', () => {
    expect(formatMalaysianDate('2026-13-05', 'en')).toBe('2026-13-05');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatMalaysianDate('soon', 'en')).toBe('soon');
    expect(formatMalaysianDateTime('soon', 'en')).toBe('soon');
  });
});
