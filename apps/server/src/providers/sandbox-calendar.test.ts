import { describe, expect, it } from 'vitest';
import { addMonthsToDate, addMonthsToMonth, monthOfDate, monthsBetween } from './sandbox-calendar.ts';

describe('sandbox calendar', () => {
  it.each([
    ['2026-11-23', '2026-11-01', 0],
    ['2026-11-23', '2026-12-01', 1],
    ['2026-11-23', '2028-01-31', 14],
    ['2026-11-23', '2026-01-31', -10],
  ])('from %s to %s is %s whole months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });

  it.each([
    ['2026-07-23', 4, '2026-11-23'],
    ['2026-11-14', 2, '2027-01-14'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-03-10', -3, '2025-12-10'],
  ])('%s moved by %s months is %s', (date, months, moved) => {
    expect(addMonthsToDate(date, months)).toBe(moved);
  });

  it('moves billing months across years', () => {
    expect(addMonthsToMonth('2026-10', 3)).toBe('2027-01');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
    expect(monthOfDate('2026-11-23')).toBe('2026-11');
  });
});
