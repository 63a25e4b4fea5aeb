import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/** A failure that retrying cannot mend (the record is gone, the input is invalid): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Enqueues inside the caller's transaction, so a job exists exactly when the change that needs it committed. */
export async function enqueueJob(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into jobs (kind, payload, run_at, max_attempts) values ($1, $2, coalesce($3, now()), $4) returning id',
    [kind, JSON.stringify(payload), options.runAt ?? null, options.maxAttempts ?? 8],
  );
  return (row as { id: number }).id;
}

/** Seconds to wait before attempt n+1: 5 s, 20 s, 80 s... capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 4 ** Math.max(0, attempts - 1), 3_600);
}

/** A job still 'running' this long after it was claimed belongs to a process that died; it is run again. */
const STALE_AFTER_SECONDS = 300;

export class JobWorker {
  readonly #db: Database;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #log: Logger;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #stopped = true;

  constructor(db: Database, log: Logger) {
    this.#db = db;
    this.#log = log;
  }

  handle(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** Polls for due jobs every `intervalMs` until stopped. */
  start(intervalMs: number): void {
    this.#stopped = false;
    const tick = async () => {
      if (this.#stopped) return;
      await this.runDue().catch((error: unknown) => this.#log.error({ err: error }, 'job poll failed'));
      if (!this.#stopped) this.#timer = setTimeout(tick, intervalMs);
    };
    this.#timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** Runs every job that is due now, one at a time; returns how many ran. Tests call it directly. */
  runDue(): Promise<number> {
    if (!this.#running) {
      this.#running = this.#drain().finally(() => {
        this.#running = undefined;
      });
    }
    return this.#running;
  }

  async #drain(): Promise<number> {
    await this.#db.query(
      `update jobs set status = 'queued', locked_at = null
       where status = 'running' and locked_at < now() - make_interval(secs => $1)`,
      [STALE_AFTER_SECONDS],
    );
    let ran = 0;
    for (;;) {
      const job = await this.#claim();
      if (!job) return ran;
      await this.#run(job);
      ran++;
    }
  }

  async #claim(): Promise<JobRow | undefined> {
    const [row] = await this.#db.query<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      `update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
       where id = (
         select id from jobs where status = 'queued' and run_at <= now()
         order by run_at, id for update skip locked limit 1
       )
       returning id, kind, payload, attempts, max_attempts`,
    );
    return (
      row && {
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }
    );
  }

  async #run(job: JobRow): Promise<void> {
    const handler = this.#handlers.get(job.kind);
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await this.#db.query(
        `update jobs set status = 'done', finished_at = now(), last_error = null where id = $1`,
        [job.id],
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      this.#log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, giveUp, error: message },
        'job failed',
      );
      await this.#db.query(
        giveUp
          ? `update jobs set status = 'failed', finished_at = now(), last_error = $2 where id = $1`
          : `update jobs set status = 'queued', locked_at = null, last_error = $2,
               run_at = now() + make_interval(secs => $3) where id = $1`,
        giveUp ? [job.id, message] : [job.id, message, retryDelaySeconds(job.attempts)],
      );
    }
  }
}
