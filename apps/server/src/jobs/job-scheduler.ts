import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { enqueueJob } from './job-queue.ts';

/**
 * Work that recurs: every `everyMs`, counted in slots from the epoch (an hourly schedule's slots start on the hour),
 * one job of `kind` is enqueued for the slot. A slot missed while no process ran is not made up: the next slot runs,
 * so the work a schedule starts must catch up by itself (the close of business closes every day behind).
 */
export interface JobSchedule {
  readonly name: string;
  readonly everyMs: number;
  readonly kind: string;
  /** Attempts before the slot's job counts as failed; the next slot runs regardless. */
  readonly maxAttempts?: number;
}

/** The start of the slot `at` falls in. */
export function slotOf(schedule: Pick<JobSchedule, 'everyMs'>, at: Date): Date {
  return new Date(Math.floor(at.getTime() / schedule.everyMs) * schedule.everyMs);
}

/**
 * Every process runs the same scheduler; each slot's job is enqueued once, by the process whose claim row
 * (job_schedule_slots, keyed by schedule and slot) is inserted first. The claim and the job commit together, so a
 * process that dies between the two leaves neither.
 */
export class JobScheduler {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #schedules: readonly JobSchedule[];
  /** The slot each schedule was last seen claimed in, by this process or another: nothing to ask until it moves. */
  readonly #seen = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<string[]> | undefined;

  constructor(deps: {
    readonly db: Database;
    readonly clock: Clock;
    readonly log: Logger;
    readonly schedules: readonly JobSchedule[];
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#schedules = deps.schedules;
    for (const schedule of deps.schedules)
      if (!(Number.isSafeInteger(schedule.everyMs) && schedule.everyMs > 0))
        throw new RangeError(`schedule ${schedule.name} needs a whole positive period`);
  }

  /** Enqueues the current slot's job of every schedule not yet claimed; returns the schedules this process enqueued. */
  async tick(): Promise<string[]> {
    const at = this.#clock.now();
    const enqueued: string[] = [];
    for (const schedule of this.#schedules) {
      const slot = slotOf(schedule, at);
      if (this.#seen.get(schedule.name) === slot.getTime()) continue;
      const claimed = await this.#db.transaction(async (tx) => {
        const [claim] = await tx.query<{ schedule: string }>(
          `insert into job_schedule_slots (schedule, slot_at) values ($1, $2)
           on conflict (schedule, slot_at) do nothing returning schedule`,
          [schedule.name, slot],
        );
        if (!claim) return false;
        const jobId = await enqueueJob(
          tx,
          schedule.kind,
          { schedule: schedule.name, slot: slot.toISOString() },
          { maxAttempts: schedule.maxAttempts ?? 1 },
        );
        await tx.query('update job_schedule_slots set job_id = $3 where schedule = $1 and slot_at = $2', [
          schedule.name,
          slot,
          jobId,
        ]);
        return true;
      });
      this.#seen.set(schedule.name, slot.getTime());
      if (claimed) enqueued.push(schedule.name);
    }
    return enqueued;
  }

  /** Ticks now and every `intervalMs` until stopped. */
  start(intervalMs: number): void {
    const tick = () => {
      this.#ticking ??= this.tick()
        .catch((error: unknown) => {
          this.#log.error({ err: error }, 'job schedule tick failed');
          return [];
        })
        .finally(() => {
          this.#ticking = undefined;
        });
    };
    tick();
    this.#timer = setInterval(tick, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#ticking;
  }

  /** Forgets slot claims older than `olderThanMs` (the housekeeping's); returns how many went. */
  async purgeSlots(olderThanMs: number): Promise<number> {
    const purged = await this.#db.query(
      'delete from job_schedule_slots where slot_at < $1 returning schedule',
      [new Date(this.#clock.now().getTime() - olderThanMs)],
    );
    return purged.length;
  }
}
