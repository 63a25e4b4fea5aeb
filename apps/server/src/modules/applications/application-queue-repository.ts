import type { ApplicationDraft, ApplicationStatus, QueueStatus, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The applications waiting for an officer, as the review's queues count and list them. */

export interface QueueCountRow {
  readonly status: ApplicationStatus;
  readonly applicationType: Variant;
  readonly count: number;
  readonly overdueCount: number;
  readonly oldestSubmittedAt: Date;
}

/**
 * Counts by status and product; the overdue ones are those submitted before `overdueBefore` (the age of an
 * application only grows the earlier it was submitted, so one bound splits each queue).
 */
export function queueCounts(
  db: Queryable,
  statuses: readonly QueueStatus[],
  overdueBefore: Date,
): Promise<QueueCountRow[]> {
  return db.query<QueueCountRow>(
    `select status, application_type as "applicationType", count(*) as count,
       count(*) filter (where submitted_at < $2) as "overdueCount", min(submitted_at) as "oldestSubmittedAt"
     from applications where status = any($1::text[]) and submitted_at is not null
     group by status, application_type`,
    [statuses, overdueBefore],
  );
}

export interface QueueItemRow {
  readonly id: string;
  readonly applicationNo: string;
  readonly applicationType: Variant;
  readonly status: ApplicationStatus;
  readonly userId: string;
  readonly form: ApplicationDraft;
  readonly approvedAmountSen: Sen | null;
  readonly approvedTenureMonths: number | null;
  readonly submittedAt: Date;
}

export interface QueueFilter {
  readonly statuses: readonly QueueStatus[];
  readonly applicationType?: Variant | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** Oldest submission first; the application number breaks ties so that pages never overlap. */
export async function queueItems(
  db: Queryable,
  filter: QueueFilter,
): Promise<{ rows: QueueItemRow[]; total: number }> {
  const where = `a.status = any($1::text[]) and a.submitted_at is not null
    and ($2::text is null or a.application_type = $2)`;
  const params = [filter.statuses, filter.applicationType ?? null];
  const [count] = await db.query<{ total: number }>(
    `select count(*) as total from applications a where ${where}`,
    params,
  );
  const rows = await db.query<QueueItemRow>(
    `select a.id, a.application_no as "applicationNo", a.application_type as "applicationType", a.status,
       a.user_id as "userId", a.form, a.approved_amount_sen as "approvedAmountSen",
       a.approved_tenure_months as "approvedTenureMonths", a.submitted_at as "submittedAt"
     from applications a
     where ${where}
     order by a.submitted_at, a.application_no limit $3 offset $4`,
    [...params, filter.limit, filter.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
