import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { JobWorker } from './job-queue.ts';
import { JobScheduler, slotOf } from './job-scheduler.ts';
import { scheduledWork } from './schedules.ts';

const silent = pino({ level: 'silent' });
const HOUR = 3_600_000;

describe('JobScheduler', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const jobsOf = (kind: string) =>
    db.query<{ payload: { schedule: string; slot: string }; max_attempts: number }>(
      'select payload, max_attempts from jobs where kind = $1 order by id',
      [kind],
    );

  it('counts slots from the epoch, so an hourly schedule starts on the hour', () => {
    expect(slotOf({ everyMs: HOUR }, new Date('2026-11-26T09:59:59.999Z')).toISOString()).toBe(
      '2026-11-26T09:00:00.000Z',
    );
    expect(slotOf({ everyMs: 300_000 }, new Date('2026-11-26T10:04:00Z')).toISOString()).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('enqueues a slot once when two schedulers tick it, and the next slot once more', async () => {
    const clock = fixedClock('2026-11-26T09:10:00Z');
    const schedules = [{ name: 'test.hourly', everyMs: HOUR, kind: 'test.hourly' }];
    const one = new JobScheduler({ db, clock, log: silent, schedules });
    const two = new JobScheduler({ db, clock, log: silent, schedules });
    const enqueued = await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
    expect(enqueued.flat()).toEqual(['test.hourly']);
    expect(await jobsOf('test.hourly')).toEqual([
      { payload: { schedule: 'test.hourly', slot: '2026-11-26T09:00:00.000Z' }, max_attempts: 1 },
    ]);

    clock.set('2026-11-26T09:59:00Z');
    expect([...(await two.tick()), ...(await one.tick())]).toEqual([]);
    clock.set('2026-11-26T10:00:00Z');
    expect([...(await two.tick()), ...(await one.tick())]).toEqual(['test.hourly']);
    expect((await jobsOf('test.hourly')).map((job) => job.payload.slot)).toEqual([
      '2026-11-26T09:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
    ]);
    const [claim] = await db.query<{ job_id: number | null }>(
      `select job_id from job_schedule_slots where schedule = 'test.hourly' and slot_at = '2026-11-26T10:00:00Z'`,
    );
    expect(claim?.job_id).toEqual(expect.any(Number));
  });

  it('runs the housekeeping and the close-of-business check once per slot across two processes', async () => {
    const clock = fixedClock('2026-11-26T11:00:30Z');
    let housekeepingRuns = 0;
    let closeChecks = 0;
    const processes = [0, 1].map(() => {
      const jobs = new JobWorker(db, silent);
      const scheduler = scheduledWork({
        db,
        clock,
        log: silent,
        jobs,
        housekeeping: async () => {
          housekeepingRuns++;
          return {
            securityRecords: 0,
            emailLinks: 0,
            idempotencyKeys: 0,
            routeRateLimits: 0,
            storedObjects: 0,
          };
        },
        closeOfBusiness: {
          closeDue: async () => {
            closeChecks++;
            return { closed: [] };
          },
        },
        closeCheckEveryMs: 300_000,
      });
      return { jobs, scheduler };
    });
    for (const { scheduler } of processes) await scheduler.tick();
    await Promise.all(processes.map(({ jobs }) => jobs.runDue()));
    expect({ housekeepingRuns, closeChecks }).toEqual({ housekeepingRuns: 1, closeChecks: 1 });

    clock.set('2026-11-26T11:05:00Z');
    await Promise.all(processes.map(({ scheduler }) => scheduler.tick()));
    await Promise.all(processes.map(({ jobs }) => jobs.runDue()));
    expect({ housekeepingRuns, closeChecks }).toEqual({ housekeepingRuns: 1, closeChecks: 2 });
  });

  it('forgets claimed slots past their retention', async () => {
    const clock = fixedClock('2026-12-26T00:00:00Z');
    const scheduler = new JobScheduler({ db, clock, log: silent, schedules: [] });
    const before = await db.query('select schedule from job_schedule_slots');
    expect(before.length).toBeGreaterThan(0);
    expect(await scheduler.purgeSlots(7 * 24 * HOUR)).toBe(before.length);
    expect(await db.query('select schedule from job_schedule_slots')).toEqual([]);
  });

  it('refuses a period that is not a whole positive number of milliseconds', () => {
    expect(
      () =>
        new JobScheduler({
          db,
          clock: fixedClock('2026-11-26T00:00:00Z'),
          log: silent,
          schedules: [{ name: 'never', everyMs: 0, kind: 'test.never' }],
        }),
    ).toThrow('schedule never needs a whole positive period');
  });
});
