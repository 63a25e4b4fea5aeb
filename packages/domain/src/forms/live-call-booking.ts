import { addDays, isWeekend } from 'date-fns';
import { z } from 'zod';
import { type LocalDate, parseLocalDate, toLocalDate } from '../loan/schedule.ts';
import { localDateField, requiredText, type TextRule } from './fields.ts';

/**
 * Booking the live video call for attestation (spec 000 section 2: 'pick a date and time, business hours Monday to
 * Friday'). Our reading of what the spec leaves open, recorded in docs/decisions/005:
 * - business hours are 09:00 to 17:00 Malaysian time, in 30-minute slots, so the last call starts at 16:30;
 * - the earliest day is the next business day, never today, so that an officer is free and the invitation email
 *   arrives in time; the latest is 30 days ahead, while the approval still stands;
 * - public holidays are not business days when the caller says which they are (the holiday calendar is data the
 *   back office keeps, not code).
 * `today` is the customer's date in Malaysia, passed in: this package never reads the clock.
 */
export const LIVE_CALL_OPENS_AT_MINUTE = 9 * 60;
export const LIVE_CALL_CLOSES_AT_MINUTE = 17 * 60;
export const LIVE_CALL_SLOT_MINUTES = 30;
export const LIVE_CALL_BOOKING_HORIZON_DAYS = 30;

export interface LiveCallBookingContext {
  readonly today: LocalDate;
  readonly isPublicHoliday?: (date: LocalDate) => boolean;
}

/** The start times a customer can pick, '09:00' to '16:30'. */
export const LIVE_CALL_SLOTS: readonly string[] = Array.from(
  { length: (LIVE_CALL_CLOSES_AT_MINUTE - LIVE_CALL_OPENS_AT_MINUTE) / LIVE_CALL_SLOT_MINUTES },
  (_, index) => {
    const minute = LIVE_CALL_OPENS_AT_MINUTE + index * LIVE_CALL_SLOT_MINUTES;
    return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  },
);

export function isLiveCallBusinessDay(
  date: LocalDate,
  isPublicHoliday: (date: LocalDate) => boolean = () => false,
): boolean {
  return !isWeekend(parseLocalDate(date)) && !isPublicHoliday(date);
}

/** The first day a call can be booked: the business day after `today` (Friday -> Monday). */
export function earliestLiveCallDate(context: LiveCallBookingContext): LocalDate {
  let date = parseLocalDate(context.today);
  do date = addDays(date, 1);
  while (!isLiveCallBusinessDay(toLocalDate(date), context.isPublicHoliday));
  return toLocalDate(date);
}

/** Whether a call can be booked on `date` (a real date): a business day from the earliest to the horizon. */
function bookableDate(context: LiveCallBookingContext): TextRule {
  const earliest = earliestLiveCallDate(context);
  const latest = toLocalDate(addDays(parseLocalDate(context.today), LIVE_CALL_BOOKING_HORIZON_DAYS));
  return (date) => {
    if (isWeekend(parseLocalDate(date))) return 'forms.liveCall.weekdaysOnly';
    if (context.isPublicHoliday?.(date)) return 'forms.liveCall.publicHoliday';
    if (date < earliest) return 'forms.liveCall.tooSoon';
    if (date > latest)
      return { key: 'forms.liveCall.tooFarAhead', params: { days: LIVE_CALL_BOOKING_HORIZON_DAYS } };
    return null;
  };
}

export function liveCallBookingFormSchema(context: LiveCallBookingContext) {
  return z.object({
    date: localDateField('forms.liveCall.dateRequired', bookableDate(context)),
    time: requiredText('forms.liveCall.timeRequired', (value) =>
      LIVE_CALL_SLOTS.includes(value) ? null : 'forms.liveCall.outsideHours',
    ),
  });
}

export type LiveCallBookingForm = z.output<ReturnType<typeof liveCallBookingFormSchema>>;
