import { describe, expect, it } from 'vitest';
import { fixedClock, malaysianDateOf } from './clock.ts';

describe('malaysianDateOf', () => {
  it('reads the calendar date in Malaysia (UTC+8), not in UTC', () => {
    expect(malaysianDateOf(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(malaysianDateOf(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('lets a test move a fixed clock', () => {
    const clock = fixedClock('2026-01-31T12:00:00Z');
    expect(clock.today()).toBe('2026-01-31');
    clock.set('2026-02-01T00:00:00Z');
    expect(clock.today()).toBe('2026-02-01');
  });
});
