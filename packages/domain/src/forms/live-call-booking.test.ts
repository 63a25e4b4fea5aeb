import { describe, expect, it } from 'vitest';
import { formIssues } from './form-issues.ts';
import {
  earliestLiveCallDate,
  isLiveCallBusinessDay,
  LIVE_CALL_SLOTS,
  liveCallBookingFormSchema,
} from './live-call-booking.ts';
import { problemsOf } from './testing.ts';

// 2026-11-20 is a Friday.
const friday = { today: '2026-11-20' };

describe('live-call slots', () => {
  it('start every half hour from 09:00, the last at 16:30', () => {
    expect(LIVE_CALL_SLOTS).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });

  it.each([
    ['2026-11-16', '2026-11-17'], // Monday -> Tuesday
    ['2026-11-20', '2026-11-23'], // Friday -> Monday
    ['2026-11-21', '2026-11-23'], // Saturday -> Monday
    ['2026-11-22', '2026-11-23'], // Sunday -> Monday
  ])('booked on %s, the earliest is %s', (today, earliest) => {
    expect(earliestLiveCallDate({ today })).toBe(earliest);
  });

  it('skip public holidays the caller names', () => {
    const isPublicHoliday = (date: string) => date === '2026-12-25';
    expect(earliestLiveCallDate({ today: '2026-12-24', isPublicHoliday })).toBe('2026-12-28');
    expect(isLiveCallBusinessDay('2026-12-25', isPublicHoliday)).toBe(false);
    expect(isLiveCallBusinessDay('2026-12-24', isPublicHoliday)).toBe(true);
  });
});

describe('liveCallBookingFormSchema', () => {
  const schema = liveCallBookingFormSchema(friday);

  it('accepts the next business day at the first and the last slot', () => {
    expect(schema.parse({ date: '2026-11-23', time: '09:00' })).toEqual({
      date: '2026-11-23',
      time: '09:00',
    });
    expect(schema.safeParse({ date: '2026-12-18', time: '16:30' }).success).toBe(true); // 28 days ahead
  });

  it.each([
    [{ date: '', time: '' }, ['date:forms.liveCall.dateRequired', 'time:forms.liveCall.timeRequired']],
    [{ date: '2026-11-31', time: '10:00' }, ['date:validation.invalidDate']],
    [{ date: '2026-11-20', time: '10:00' }, ['date:forms.liveCall.tooSoon']], // today
    [{ date: '2026-11-21', time: '10:00' }, ['date:forms.liveCall.weekdaysOnly']], // Saturday
    [{ date: '2026-11-22', time: '10:00' }, ['date:forms.liveCall.weekdaysOnly']], // Sunday
    [{ date: '2026-12-21', time: '10:00' }, ['date:forms.liveCall.tooFarAhead']], // 31 days ahead
    [{ date: '2026-11-23', time: '08:30' }, ['time:forms.liveCall.outsideHours']],
    [{ date: '2026-11-23', time: '17:00' }, ['time:forms.liveCall.outsideHours']], // would end after hours
    [{ date: '2026-11-23', time: '10:15' }, ['time:forms.liveCall.outsideHours']],
  ])('refuses %j', (input, problems) => {
    expect(problemsOf(schema, input)).toEqual(problems);
  });

  it('refuses a public holiday', () => {
    const christmas = liveCallBookingFormSchema({
      today: '2026-12-21',
      isPublicHoliday: (d) => d === '2026-12-25',
    });
    expect(problemsOf(christmas, { date: '2026-12-25', time: '10:00' })).toEqual([
      'date:forms.liveCall.publicHoliday',
    ]);
  });

  it('says how far ahead a call can be booked', () => {
    const result = schema.safeParse({ date: '2027-01-04', time: '10:00' });
    expect(result.success ? [] : formIssues(result.error)).toEqual([
      { path: 'date', key: 'forms.liveCall.tooFarAhead', params: { days: 30 } },
    ]);
  });
});
