import { randomUUID } from 'node:crypto';
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

/**
 * A job still 'running' this long after its worker last said it was alive belongs to a process that died; it is run
 * again. A worker renews its claim every `HEARTBEAT_MS` while the handler runs, so a long job is never taken from a
 * live process.
 */
const STALE_AFTER_SECONDS = 300;
const HEARTBEAT_MS = 60_000;

export interface StopOptions {
  /**
   * How long the job in hand may run on before it is handed back (status queued, unclaimed) for another process to
   * take. Without it, stop waits for the job to end.
   */
  readonly graceMs?: number;
}

export class JobWorker {
  readonly #db: Database;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #log: Logger;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #stopped = true;
  /** Set by stop: the drain claims nothing more. */
  #closing = false;
  /** This worker's claim on the jobs it runs; finishing, failing and handing back touch only its own claims. */
  readonly #claimToken = randomUUID();
  #current: JobRow | undefined;

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
    this.#closing = false;
    const tick = async () => {
      if (this.#stopped) return;
      await this.runDue().catch((error: unknown) => this.#log.error({ err: error }, 'job poll failed'));
      if (!this.#stopped) this.#timer = setTimeout(tick, intervalMs);
    };
    this.#timer = setTimeout(tick, 0);
  }

  /**
   * Stops polling and claims nothing more. The job in hand may finish within `graceMs`; past it, the job is handed
   * back unclaimed, its attempt not counted, so another process runs it, and this worker's late outcome is ignored.
   */
  async stop(options: StopOptions = {}): Promise<void> {
    this.#stopped = true;
    this.#closing = true;
    clearTimeout(this.#timer);
    const running = this.#running;
    if (!running) return;
    if (options.graceMs === undefined) {
      await running;
      return;
    }
    let graceTimer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<false>((resolve) => {
        graceTimer = setTimeout(() => resolve(false), options.graceMs);
      }),
    ]);
    clearTimeout(graceTimer);
    const job = this.#current;
    if (finished || !job) return;
    const handedBack = await this.#db.query(
      `update jobs set status = 'queued', locked_at = null, locked_by = null, run_at = now(),
         attempts = greatest(attempts - 1, 0)
       where id = $1 and status = 'running' and locked_by = $2
       returning id`,
      [job.id, this.#claimToken],
    );
    if (handedBack.length > 0) this.#log.info({ jobId: job.id, kind: job.kind }, 'job handed back at stop');
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
      `update jobs set status = 'queued', locked_at = null, locked_by = null
       where status = 'running' and locked_at < now() - make_interval(secs => $1)`,
      [STALE_AFTER_SECONDS],
    );
    let ran = 0;
    while (!this.#closing) {
      const job = await this.#claim();
      if (!job) return ran;
      this.#current = job;
      try {
        await this.#run(job);
      } finally {
        this.#current = undefined;
      }
      ran++;
    }
    return ran;
  }

  async #claim(): Promise<JobRow | undefined> {
    const [row] = await this.#db.query<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      `update jobs set status = 'running', locked_at = now(), locked_by = $1, attempts = attempts + 1
       where id = (
         select id from jobs where status = 'queued' and run_at <= now()
         order by run_at, id for update skip locked limit 1
       )
       returning id, kind, payload, attempts, max_attempts`,
      [this.#claimToken],
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
    const heartbeat = setInterval(() => {
      this.#db
        .query(`update jobs set locked_at = now() where id = $1 and status = 'running' and locked_by = $2`, [
          job.id,
          this.#claimToken,
        ])
        .catch((error: unknown) => this.#log.warn({ err: error, jobId: job.id }, 'job claim not renewed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await this.#db.query(
        `update jobs set status = 'done', finished_at = now(), last_error = null, locked_by = null
         where id = $1 and status = 'running' and locked_by = $2`,
        [job.id, this.#claimToken],
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
          ? `update jobs set status = 'failed', finished_at = now(), last_error = $3, locked_by = null
             where id = $1 and status = 'running' and locked_by = $2`
          : `update jobs set status = 'queued', locked_at = null, locked_by = null, last_error = $3,
               run_at = now() + make_interval(secs => $4)
             where id = $1 and status = 'running' and locked_by = $2`,
        giveUp
          ? [job.id, this.#claimToken, message]
          : [job.id, this.#claimToken, message, retryDelaySeconds(job.attempts)],
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
