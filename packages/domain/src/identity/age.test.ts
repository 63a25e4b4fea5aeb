import { describe, expect, it } from 'vitest';
import { ageOn } from './age.ts';

describe('ageOn', () => {
  it.each([
    ['2008-11-23', '2026-11-23', 18], // eighteenth birthday
    ['2008-11-24', '2026-11-23', 17], // the day before it
    ['1966-11-23', '2026-11-23', 60],
    ['1966-11-22', '2026-11-23', 60],
    ['1966-11-24', '2026-11-23', 59],
    ['2000-02-29', '2018-02-28', 17], // leap-day birthday, non-leap year
    ['2000-02-29', '2018-03-01', 18],
    ['2000-02-29', '2024-02-29', 24],
  ])('someone born %s is %s years old on %s', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });
});
