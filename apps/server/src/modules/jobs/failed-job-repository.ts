import type { Queryable } from '../../db/database.ts';

/** A job that failed for good, as the queue keeps it. */
export interface FailedJobRow {
  readonly id: number;
  readonly kind: string;
  readonly payload: Record<string, unknown>;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly failedAt: Date | null;
}

const COLUMNS = `id, kind, payload, attempts, max_attempts as "maxAttempts", last_error as "lastError",
  created_at as "createdAt", finished_at as "failedAt"`;

/** The newest failed jobs, and how many have failed in all. */
export async function listFailedJobs(
  db: Queryable,
  limit: number,
): Promise<{ readonly rows: FailedJobRow[]; readonly total: number }> {
  const rows = await db.query<FailedJobRow>(
    `select ${COLUMNS} from jobs where status = 'failed'
     order by finished_at desc nulls last, id desc limit $1`,
    [limit],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*) as total from jobs where status = 'failed'`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** A failed job, locked for the caller's transaction; undefined when it is not (or no longer) failed. */
export async function lockFailedJob(tx: Queryable, id: number): Promise<FailedJobRow | undefined> {
  const [row] = await tx.query<FailedJobRow>(
    `select ${COLUMNS} from jobs where id = $1 and status = 'failed' for update`,
    [id],
  );
  return row;
}

/** Queues a failed job to run now, as if new: no attempts spent, no claim, no finish. Its last error is kept. */
export async function requeueFailedJob(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `update jobs set status = 'queued', attempts = 0, run_at = now(), locked_at = null, locked_by = null,
       finished_at = null
     where id = $1 and status = 'failed'`,
    [id],
  );
}
