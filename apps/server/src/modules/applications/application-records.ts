import type { QueueStatus } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import {
  type QueueCountRow,
  type QueueFilter,
  type QueueItemRow,
  queueCounts,
  queueItems,
} from './application-queue-repository.ts';
import {
  type ApplicationRow,
  applicationsOfUser,
  findApplicationById,
  findOwnedApplication,
} from './application-repository.ts';
import { type EligibilityCheckFacts, findEligibilityCheckFacts } from './eligibility-check-repository.ts';

/**
 * Applications as the other modules read them: the documents and e-KYC modules, whose records belong to an
 * application; the review, which queues and reads them; the customer's page in the back office. Nothing here
 * writes: an application's status changes in application-lifecycle.ts only.
 */
export type ApplicationRecord = ApplicationRow;

/** Any application, whoever owns it; `lock` holds the row for the rest of the transaction. */
export function findApplication(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRecord | undefined> {
  return findApplicationById(db, id, options);
}

/**
 * The application when `userId` owns it: another applicant's application and one that does not exist answer
 * alike, so ids cannot be probed. `lock` serialises the changes made to one application's records.
 */
export function findApplicationOf(
  db: Queryable,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRecord | undefined> {
  return findOwnedApplication(db, id, userId, options);
}

/** Every application of the customer, drafts included, newest first. */
export function applicationsOfCustomer(db: Queryable, userId: string): Promise<ApplicationRecord[]> {
  return applicationsOfUser(db, userId);
}

/** The review's queues: counts by status and product, the overdue ones submitted before `overdueBefore`. */
export function queuedApplicationCounts(
  db: Queryable,
  statuses: readonly QueueStatus[],
  overdueBefore: Date,
): Promise<QueueCountRow[]> {
  return queueCounts(db, statuses, overdueBefore);
}

/** One page of the applications waiting for an officer, oldest submission first, and how many there are. */
export function queuedApplications(
  db: Queryable,
  filter: QueueFilter,
): Promise<{ rows: QueueItemRow[]; total: number }> {
  return queueItems(db, filter);
}

/** What the eligibility check behind an application found. */
export function eligibilityCheckFacts(
  db: Queryable,
  checkId: string,
): Promise<EligibilityCheckFacts | undefined> {
  return findEligibilityCheckFacts(db, checkId);
}
