import {
  type ApplicationStatus,
  addCalendarDays,
  isReviewOverdue,
  latestOverdueSubmissionDate,
  malaysianMidnight,
  occursInWorkflow,
  QUEUE_STATUSES,
  REVIEW_TARGET_BUSINESS_DAYS,
  reviewAgeBusinessDays,
  type Workflow,
} from '@sinar/domain';
import type { Clock } from '../../lib/clock.ts';

/**
 * What every kind of application's work queues share (the individuals' and the SME and staff ones): the overdue
 * cut-off, the queues of the workflow by product, and a waiting application's age against the target.
 */

/** Applications submitted before this instant are past the one-business-day target today. */
export function overdueBefore(clock: Clock): Date {
  return malaysianMidnight(addCalendarDays(latestOverdueSubmissionDate(clock.today()), 1));
}

export interface QueueCount<Product extends string> {
  readonly status: ApplicationStatus;
  readonly product: Product;
  readonly count: number;
  readonly overdueCount: number;
  readonly oldestSubmittedAt: Date;
}

/**
 * Every queue of the workflow by status and product, empty ones too, so the screen shows them all; a queue of the
 * other workflow appears only while applications are still in it.
 */
export function workQueues<Product extends string>(
  workflow: Workflow,
  products: readonly Product[],
  counts: readonly QueueCount<Product>[],
) {
  const queues = QUEUE_STATUSES.flatMap((status) =>
    products.flatMap((product) => {
      const row = counts.find((count) => count.status === status && count.product === product);
      if (!row && !occursInWorkflow(status, workflow)) return [];
      return [
        {
          status,
          product,
          count: row?.count ?? 0,
          overdueCount: row?.overdueCount ?? 0,
          oldestSubmittedAt: row?.oldestSubmittedAt.toISOString() ?? null,
        },
      ];
    }),
  );
  return { workflow, targetBusinessDays: REVIEW_TARGET_BUSINESS_DAYS, queues };
}

/** A waiting application's submission, and its age in business days against the target. */
export function waitingAge(submittedAt: Date, now: Date) {
  const ageBusinessDays = reviewAgeBusinessDays(submittedAt, now);
  return {
    submittedAt: submittedAt.toISOString(),
    ageBusinessDays,
    overdue: isReviewOverdue(ageBusinessDays),
  };
}
