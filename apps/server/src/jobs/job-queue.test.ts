import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { enqueueJob, JobWorker, PermanentJobError, retryDelaySeconds } from './job-queue.ts';

describe('JobWorker', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const statusOf = async (id: number) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null }>(
        'select status, attempts, last_error from jobs where id = $1',
        [id],
      )
    )[0];

  it('runs due jobs in order and marks them done', async () => {
    const worker = new JobWorker(db, pino({ level: 'silent' }));
    const seen: unknown[] = [];
    worker.handle('test.record', async (payload) => {
      seen.push(payload.n);
    });
    const first = await enqueueJob(db, 'test.record', { n: 1 });
    const second = await enqueueJob(db, 'test.record', { n: 2 });
    await enqueueJob(db, 'test.record', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.runDue()).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await statusOf(first)).toEqual({ status: 'done', attempts: 1, last_error: null });
    expect(await statusOf(second)).toMatchObject({ status: 'done' });
  });

  it('does not enqueue a job whose transaction rolled back', async () => {
    const before = await db.query('select id from jobs');
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.record', { n: 4 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.query('select id from jobs')).toHaveLength(before.length);
  });

  it('fails a job at once on a permanent error or an unknown kind', async () => {
    const worker = new JobWorker(db, pino({ level: 'silent' }));
    worker.handle('test.broken', async () => {
      throw new PermanentJobError('record gone');
    });
    const broken = await enqueueJob(db, 'test.broken', {});
    const unknown = await enqueueJob(db, 'test.nobody-handles-this', {});
    await worker.runDue();
    expect(await statusOf(broken)).toEqual({ status: 'failed', attempts: 1, last_error: 'record gone' });
    expect(await statusOf(unknown)).toMatchObject({
      status: 'failed',
      last_error: 'no handler for job kind test.nobody-handles-this',
    });
  });

  it('takes back a job left running by a process that died', async () => {
    const worker = new JobWorker(db, pino({ level: 'silent' }));
    worker.handle('test.stale', async () => {});
    const stale = await enqueueJob(db, 'test.stale', {});
    await db.query(
      `update jobs set status = 'running', locked_at = now() - interval '10 minutes', attempts = 1 where id = $1`,
      [stale],
    );
    await worker.runDue();
    expect(await statusOf(stale)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('lets two workers share the queue without running a job twice', async () => {
    const runs = new Map<number, number>();
    const workers = [0, 1].map(() => {
      const worker = new JobWorker(db, pino({ level: 'silent' }));
      worker.handle('test.once', async (payload) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
      return worker;
    });
    for (let n = 0; n < 20; n++) await enqueueJob(db, 'test.once', { n });
    const ran = await Promise.all(workers.map((worker) => worker.runDue()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(20);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(20);
  });

  it('lets two workers drain 200 jobs, each run exactly once', async () => {
    const runs = new Map<number, number>();
    const ranBy = [0, 0];
    const workers = [0, 1].map((index) => {
      const worker = new JobWorker(db, pino({ level: 'silent' }));
      worker.handle('test.drain', async (payload) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        ranBy[index] = (ranBy[index] ?? 0) + 1;
        await new Promise((resolve) => setImmediate(resolve));
      });
      return worker;
    });
    await db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++) await enqueueJob(tx, 'test.drain', { n });
    });
    const ran = await Promise.all(workers.map((worker) => worker.runDue()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(200);
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((count) => count !== 1)).toEqual([]);
    const [left] = await db.query<{ done: number; other: number }>(
      `select count(*) filter (where status = 'done') as done, count(*) filter (where status <> 'done') as other
       from jobs where kind = 'test.drain'`,
    );
    expect(left).toEqual({ done: 200, other: 0 });
  });

  it('hands a long job back at stop, and another worker finishes it once', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = new JobWorker(db, pino({ level: 'silent' }));
    let firstFinished = 0;
    first.handle('test.long', async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      firstFinished++;
    });
    const long = await enqueueJob(db, 'test.long', {});
    const draining = first.runDue();
    await isStarted;
    expect(await statusOf(long)).toMatchObject({ status: 'running', attempts: 1 });

    await first.stop({ graceMs: 50 });
    const [handedBack] = await db.query<{ status: string; attempts: number; locked_at: Date | null }>(
      'select status, attempts, locked_at from jobs where id = $1',
      [long],
    );
    expect(handedBack).toEqual({ status: 'queued', attempts: 0, locked_at: null });

    const second = new JobWorker(db, pino({ level: 'silent' }));
    let secondRuns = 0;
    second.handle('test.long', async () => {
      secondRuns++;
    });
    expect(await second.runDue()).toBe(1);
    expect(secondRuns).toBe(1);
    expect(await statusOf(long)).toEqual({ status: 'done', attempts: 1, last_error: null });

    // The stopped worker's handler ends late: its outcome does not touch the job the other worker finished.
    release();
    await draining;
    expect(firstFinished).toBe(1);
    expect(await statusOf(long)).toEqual({ status: 'done', attempts: 1, last_error: null });
    expect(await second.runDue()).toBe(0);
  });

  it('lets the job in hand finish within the grace period at stop', async () => {
    const worker = new JobWorker(db, pino({ level: 'silent' }));
    let started: () => void = () => {};
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    worker.handle('test.short', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const short = await enqueueJob(db, 'test.short', {});
    const later = await enqueueJob(db, 'test.short', {});
    worker.start(10_000);
    await isStarted;
    await worker.stop({ graceMs: 2_000 });
    expect(await statusOf(short)).toEqual({ status: 'done', attempts: 1, last_error: null });
    // Nothing more is claimed once stop is called.
    expect(await statusOf(later)).toEqual({ status: 'queued', attempts: 0, last_error: null });
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([5, 20, 80, 320, 1_280, 3_600, 3_600]);
  });
});
