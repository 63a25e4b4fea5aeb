import { isPublicHoliday } from '../calendar/business-days.ts';
import { MALAYSIA_UTC_OFFSET_MS, malaysianDateOf, malaysianMidnight } from '../calendar/malaysian-time.ts';
import {
  earliestLiveCallDate,
  isLiveCallBusinessDay,
  LIVE_CALL_BOOKING_HORIZON_DAYS,
  LIVE_CALL_SLOT_MINUTES,
} from '../forms/live-call-booking.ts';
import type { LocalDate } from '../loan/schedule.ts';

/**
 * When a live attestation call happens and until when it can be changed (docs/decisions/026). The booking form
 * (forms/live-call-booking.ts) says which dates and start times a customer may pick; these rules place a slot in
 * time, in Malaysia, and answer the transition table's guards. The national holidays are the back office's calendar
 * (calendar/business-days.ts).
 */

/** A booked call may be moved or cancelled until two hours before it starts. */
export const LIVE_CALL_CHANGE_CUT_OFF_MINUTES = 120;

/** Calls an attestation officer team holds at once in a slot, unless configured otherwise. */
export const LIVE_CALL_DEFAULT_SLOT_CAPACITY = 2;

const MINUTE_MS = 60_000;

/** The instant a slot starts: `time` ('09:30') on `date`, Malaysian time. */
export function liveCallStartsAt(date: LocalDate, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(malaysianMidnight(date).getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * MINUTE_MS);
}

export function liveCallEndsAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + LIVE_CALL_SLOT_MINUTES * MINUTE_MS);
}

/** The slot's start as the customer picked it, Malaysian wall-clock time ('09:30'). */
export function liveCallSlotTime(startsAt: Date): string {
  return new Date(startsAt.getTime() + MALAYSIA_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

export function liveCallChangeableUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() - LIVE_CALL_CHANGE_CUT_OFF_MINUTES * MINUTE_MS);
}

/** The `beforeLiveCallCutOff` guard: moving or cancelling is allowed strictly before the cut-off. */
export function isBeforeLiveCallCutOff(startsAt: Date, now: Date): boolean {
  return now.getTime() < liveCallChangeableUntil(startsAt).getTime();
}

/** The `liveCallStarted` guard: an outcome is recorded once the call's time has come. */
export function hasLiveCallStarted(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime();
}

/** Midnight in Malaysia after the call's day: a call still booked then was missed. */
export function liveCallDayEnd(startsAt: Date): Date {
  return new Date(malaysianMidnight(malaysianDateOf(startsAt)).getTime() + 24 * 60 * MINUTE_MS);
}

function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The days a customer may pick, in order: business days (the national holidays skipped) from the earliest bookable
 * day, or `from` when later, up to the booking horizon; at most `count` of them.
 */
export function liveCallBookableDays(input: {
  readonly today: LocalDate;
  readonly from?: LocalDate | undefined;
  readonly count: number;
}): LocalDate[] {
  const earliest = earliestLiveCallDate({ today: input.today, isPublicHoliday });
  const latest = addDays(input.today, LIVE_CALL_BOOKING_HORIZON_DAYS);
  const days: LocalDate[] = [];
  let date = input.from && input.from > earliest ? input.from : earliest;
  while (date <= latest && days.length < input.count) {
    if (isLiveCallBusinessDay(date, isPublicHoliday)) days.push(date);
    date = addDays(date, 1);
  }
  return days;
}
