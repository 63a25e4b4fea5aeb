import { describe, expect, it } from 'vitest';
import { addMonthsInMalaysia, malaysianDateOf, malaysianMidnight } from './malaysian-time.ts';

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
