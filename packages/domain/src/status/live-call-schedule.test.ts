import { describe, expect, it } from 'vitest';
import {
  hasLiveCallStarted,
  isBeforeLiveCallCutOff,
  liveCallBookableDays,
  liveCallChangeableUntil,
  liveCallDayEnd,
  liveCallEndsAt,
  liveCallSlotTime,
  liveCallStartsAt,
} from './live-call-schedule.ts';

describe('live call schedule', () => {
  it('places a slot in Malaysian time, thirty minutes long', () => {
    const startsAt = liveCallStartsAt('2026-11-24', '09:30');
    expect(startsAt.toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(liveCallEndsAt(startsAt).toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(liveCallSlotTime(startsAt)).toBe('09:30');
  });

  it('allows changes until two hours before the start, and an outcome from the start', () => {
    const startsAt = liveCallStartsAt('2026-11-24', '14:00');
    expect(liveCallChangeableUntil(startsAt).toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(isBeforeLiveCallCutOff(startsAt, new Date('2026-11-24T03:59:59Z'))).toBe(true);
    expect(isBeforeLiveCallCutOff(startsAt, new Date('2026-11-24T04:00:00Z'))).toBe(false);
    expect(hasLiveCallStarted(startsAt, new Date('2026-11-24T05:59:59Z'))).toBe(false);
    expect(hasLiveCallStarted(startsAt, new Date('2026-11-24T06:00:00Z'))).toBe(true);
  });

  it("ends the call's day at midnight in Malaysia", () => {
    expect(liveCallDayEnd(liveCallStartsAt('2026-11-24', '16:30')).toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    );
  });

  it('lists business days from the next one, skipping weekends and national holidays', () => {
    // Friday 6 November 2026: Monday 9 November is the Deepavali replacement holiday.
    expect(liveCallBookableDays({ today: '2026-11-06', count: 4 })).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
    ]);
  });

  it('starts from a later day asked for, never before the earliest, and stops at the horizon', () => {
    expect(liveCallBookableDays({ today: '2026-11-23', from: '2026-11-20', count: 1 })).toEqual([
      '2026-11-24',
    ]);
    expect(liveCallBookableDays({ today: '2026-11-23', from: '2026-11-27', count: 2 })).toEqual([
      '2026-11-27',
      '2026-11-30',
    ]);
    const all = liveCallBookableDays({ today: '2026-11-23', count: 31 });
    expect(all.at(-1)).toBe('2026-12-23');
    expect(all).not.toContain('2026-12-25');
  });
});
