import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  businessDayOnOrAfter,
  businessDaysBetween,
  isBusinessDay,
  isPublicHoliday,
  MALAYSIAN_NATIONAL_HOLIDAYS,
} from './business-days.ts';

describe('business days', () => {
  it.each([
    ['2026-11-23', true], // Monday
    ['2026-11-27', true], // Friday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-08-31', false], // National Day, a Monday
    ['2026-03-23', false], // the Monday replacing the second day of Hari Raya Aidilfitri
    ['2026-06-02', false], // Wesak fell on a Sunday and Monday is the Agong's birthday: Tuesday replaces it
    ['2025-09-01', false], // National Day 2025 fell on a Sunday
    ['2027-03-10', false], // Hari Raya Aidilfitri 2027
    ['2026-02-01', false], // a Sunday; Federal Territory Day is a state holiday, not a national one
    ['2026-02-02', true], // the Monday after it is a business day nationally
    ['2028-01-03', true], // beyond the list only weekends are skipped
  ])('%s is a business day: %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('lists only real dates, none of them twice', () => {
    for (const date of Object.keys(MALAYSIAN_NATIONAL_HOLIDAYS)) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      expect(isPublicHoliday(date)).toBe(true);
    }
    expect(Object.keys(MALAYSIAN_NATIONAL_HOLIDAYS).length).toBeGreaterThanOrEqual(3 * 12);
  });

  it.each([
    ['2026-11-23', '2026-11-23', 0],
    ['2026-11-23', '2026-11-24', 1],
    ['2026-11-20', '2026-11-23', 1], // Friday to Monday
    ['2026-11-23', '2026-11-30', 5],
    ['2026-08-28', '2026-09-01', 1], // over a weekend and National Day
    ['2026-03-20', '2026-03-24', 1], // Hari Raya Aidilfitri with its replacement day
    ['2026-11-24', '2026-11-23', 0], // backwards counts nothing
    ['2026-12-24', '2027-01-04', 6], // Christmas and New Year's Day (not a national holiday)
  ])('from %s to %s: %i', (from, to, expected) => {
    expect(businessDaysBetween(from, to)).toBe(expected);
  });

  it('moves a weekend or a holiday to the next business day', () => {
    expect(businessDayOnOrAfter('2026-11-23')).toBe('2026-11-23');
    expect(businessDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
    expect(businessDayOnOrAfter('2026-05-30')).toBe('2026-06-03'); // Wesak, the Agong's birthday, replacement
  });

  it('adds calendar days across months and years', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('refuses what is not a date', () => {
    expect(() => isBusinessDay('23/11/2026')).toThrow(RangeError);
  });
});
