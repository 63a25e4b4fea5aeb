import type { CatalogKey } from '../i18n/catalog-key.ts';
import { REMINDER_LETTER_POSTAGE_SEN } from '../loan/constants.ts';
import type { LocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import type { InstalmentState } from './instalment-state.ts';
import { chargeableOverdueSen } from './late-charge-accrual.ts';
import { daysFrom } from './servicing-dates.ts';

/** How late an account is, by its oldest unpaid instalment (decision 033). '90+' is over 90 days. */
export const DELINQUENCY_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type DelinquencyBucket = (typeof DELINQUENCY_BUCKETS)[number];

export const DELINQUENCY_BUCKET_KEYS = {
  current: 'servicingRules.delinquency.current',
  '1-30': 'servicingRules.delinquency.days1to30',
  '31-60': 'servicingRules.delinquency.days31to60',
  '61-90': 'servicingRules.delinquency.days61to90',
  '90+': 'servicingRules.delinquency.over90',
} as const satisfies Record<DelinquencyBucket, CatalogKey>;

/**
 * The oldest instalment whose principal or interest (profit) is still unpaid after its due date. An instalment is
 * overdue from the day after its due date: the customer has the whole due date to pay.
 */
export function oldestOverdueInstalment(
  instalments: readonly InstalmentState[],
  businessDate: LocalDate,
): InstalmentState | null {
  return instalments
    .filter((row) => row.dueOn < businessDate && chargeableOverdueSen(row) > 0)
    .reduce<InstalmentState | null>(
      (oldest, row) => (!oldest || row.dueOn < oldest.dueOn ? row : oldest),
      null,
    );
}

/**
 * Days past due on a business date: the days since the due date of the oldest overdue instalment; 0 when none is.
 * Late charges and fees left unpaid do not make an account past due; they are collected with the next payment.
 */
export function daysPastDue(instalments: readonly InstalmentState[], businessDate: LocalDate): number {
  const oldest = oldestOverdueInstalment(instalments, businessDate);
  return oldest ? daysFrom(oldest.dueOn, businessDate) : 0;
}

export function delinquencyBucket(days: number): DelinquencyBucket {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days past due must be whole, got ${days}`);
  if (days === 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/**
 * The reminder letters and the day past due that sends each (decision 033): a reminder a week late, a second once
 * the 28 days after which the lender may sue have passed, a final notice at 60 days. Each dispatch is charged RM10
 * postage to the account.
 */
export const REMINDER_LETTERS = [
  { letter: 'firstReminder', daysPastDue: 7 },
  { letter: 'secondReminder', daysPastDue: 30 },
  { letter: 'finalNotice', daysPastDue: 60 },
] as const;
export type ReminderLetter = (typeof REMINDER_LETTERS)[number]['letter'];

export const REMINDER_LETTER_SUBJECT_KEYS = {
  firstReminder: 'servicingRules.reminderLetter.firstReminder',
  secondReminder: 'servicingRules.reminderLetter.secondReminder',
  finalNotice: 'servicingRules.reminderLetter.finalNotice',
} as const satisfies Record<ReminderLetter, CatalogKey>;

/** The letter a close of business sends when an account reaches this many days past due, if any. */
export function reminderLetterOn(daysPastDue: number): { letter: ReminderLetter; postageSen: Sen } | null {
  const found = REMINDER_LETTERS.find((row) => row.daysPastDue === daysPastDue);
  return found ? { letter: found.letter, postageSen: REMINDER_LETTER_POSTAGE_SEN } : null;
}
