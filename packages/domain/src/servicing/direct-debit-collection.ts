import { addCalendarDays, businessDayOnOrAfter } from '../calendar/business-days.ts';
import type { LocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import { smallerSen } from '../money/sen-arithmetic.ts';

/**
 * The monthly direct-debit run (decision 037): each instalment is collected from the active e-mandate on its debit
 * day, the due date moved to the next business day when it is not one; a deduction refused for insufficient funds is
 * tried again on each of the next two working days, and no other failure is tried again (reference section 2).
 */

/** The bank's reasons a collection failed, each with the response code it reports. */
export const COLLECTION_FAILURE_CODES = {
  insufficientFunds: '51',
  accountClosed: '46',
  mandateNotActive: '57',
  bankOffline: '91',
} as const;
export type CollectionFailureReason = keyof typeof COLLECTION_FAILURE_CODES;
export const COLLECTION_FAILURE_REASONS = Object.keys(COLLECTION_FAILURE_CODES) as [
  CollectionFailureReason,
  ...CollectionFailureReason[],
];

export const COLLECTION_ATTEMPT_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export type CollectionAttemptStatus = (typeof COLLECTION_ATTEMPT_STATUSES)[number];

/** The first deduction and the spec's two retries. */
export const DIRECT_DEBIT_MAX_ATTEMPTS = 3;

/** The only failure another attempt may mend: the money may be there tomorrow. */
export const RETRYABLE_COLLECTION_FAILURES: readonly CollectionFailureReason[] = ['insufficientFunds'];

/** The day an instalment due on `dueOn` is debited: its due date, or the first business day after it. */
export function directDebitDay(dueOn: LocalDate): LocalDate {
  return businessDayOnOrAfter(dueOn);
}

/** The first working day after `date` (weekends and national public holidays skipped). */
export function nextWorkingDayAfter(date: LocalDate): LocalDate {
  return businessDayOnOrAfter(addCalendarDays(date, 1));
}

/** How many working days a deduction sent to the bank may wait for its result before an officer is told (decision 052). */
export const DIRECT_DEBIT_UNSETTLED_WORKING_DAYS = 3;

/**
 * The business date on which a deduction sent on `sentOn` and still without a result needs an officer: the third
 * working day after it (weekends and national public holidays skipped), as the retries count working days.
 */
export function unsettledCollectionAttentionOn(sentOn: LocalDate): LocalDate {
  let day = sentOn;
  for (let n = 0; n < DIRECT_DEBIT_UNSETTLED_WORKING_DAYS; n++) day = nextWorkingDayAfter(day);
  return day;
}

/**
 * When the attempt `attemptNo` that failed on `failedOn` for `reason` is tried again: the next working day for
 * insufficient funds while retries remain, else never (null).
 */
export function collectionRetryOn(failure: {
  readonly attemptNo: number;
  readonly reason: CollectionFailureReason;
  readonly failedOn: LocalDate;
}): LocalDate | null {
  if (
    !Number.isInteger(failure.attemptNo) ||
    failure.attemptNo < 1 ||
    failure.attemptNo > DIRECT_DEBIT_MAX_ATTEMPTS
  )
    throw new RangeError(`attempt ${failure.attemptNo} is not one of 1 to ${DIRECT_DEBIT_MAX_ATTEMPTS}`);
  if (!RETRYABLE_COLLECTION_FAILURES.includes(failure.reason)) return null;
  if (failure.attemptNo >= DIRECT_DEBIT_MAX_ATTEMPTS) return null;
  return nextWorkingDayAfter(failure.failedOn);
}

/**
 * What one deduction asks of the bank: what is due, never more, and never above the most the mandate allows (the
 * rest stays due for another channel); zero means nothing is asked.
 */
export function collectionAmountSen(due: { readonly amountDueSen: Sen; readonly mandateLimitSen: Sen }): Sen {
  if (due.amountDueSen < 0) throw new RangeError('an amount due cannot be negative');
  return smallerSen(due.amountDueSen, due.mandateLimitSen);
}
