import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { HousekeepingReport } from './housekeeping.ts';
import type { JobWorker } from './job-queue.ts';
import { type JobSchedule, JobScheduler } from './job-scheduler.ts';

/** Spent login counters, one-time codes and human-check challenges are deleted hourly, on the hour. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
export const HOUSEKEEPING_JOB = 'housekeeping.purge';
export const CLOSE_OF_BUSINESS_CHECK_JOB = 'closeOfBusiness.closeDue';
/** The partner-commission run's check (decision 064): hourly, so the 12th's run starts within its first hour. */
export const PARTNER_COMMISSION_EVERY_MS = 60 * 60 * 1000;
export const PARTNER_COMMISSION_CHECK_JOB = 'partnerCommission.runDue';
/** A schedule's claimed slots are kept a week, for looking back at which process ran what. */
const SLOT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** What the close of business offers its schedule: close every day behind the calendar, once each. */
export interface ScheduledClose {
  closeDue(): Promise<{ readonly closed: readonly { readonly businessDate: string }[] }>;
}

/** What the partner-commission run offers its schedule: run the month's stages that are due, once each. */
export interface ScheduledPartnerCommission {
  runDue(): Promise<readonly { readonly month: string; readonly stage: string }[]>;
}

/**
 * The housekeeping and the close-of-business check as schedules (docs/decisions/053): every process ticks the same
 * scheduler and runs jobs, each slot's job is enqueued once and run by one worker. The close keeps its own claim on
 * the business date, so even a doubled check closes a day once.
 */
export function scheduledWork(deps: {
  readonly db: Database;
  readonly clock: Clock;
  readonly log: Logger;
  readonly jobs: JobWorker;
  readonly housekeeping: () => Promise<HousekeepingReport>;
  readonly closeOfBusiness?: ScheduledClose;
  readonly closeCheckEveryMs: number;
  readonly partnerCommission?: ScheduledPartnerCommission;
}): JobScheduler {
  const { log } = deps;
  const close = deps.closeOfBusiness;
  const schedules: JobSchedule[] = [
    { name: 'housekeeping', everyMs: HOUSEKEEPING_EVERY_MS, kind: HOUSEKEEPING_JOB },
    ...(close
      ? [{ name: 'closeOfBusiness', everyMs: deps.closeCheckEveryMs, kind: CLOSE_OF_BUSINESS_CHECK_JOB }]
      : []),
    ...(deps.partnerCommission
      ? [
          {
            name: 'partnerCommission',
            everyMs: PARTNER_COMMISSION_EVERY_MS,
            kind: PARTNER_COMMISSION_CHECK_JOB,
          },
        ]
      : []),
  ];
  const scheduler = new JobScheduler({ db: deps.db, clock: deps.clock, log, schedules });
  deps.jobs.handle(HOUSEKEEPING_JOB, async () => {
    const report = await deps.housekeeping();
    const scheduleSlots = await scheduler.purgeSlots(SLOT_RETENTION_MS);
    log.debug({ ...report, scheduleSlots }, 'housekeeping done');
  });
  if (close) {
    deps.jobs.handle(CLOSE_OF_BUSINESS_CHECK_JOB, async () => {
      const outcome = await close.closeDue();
      if (outcome.closed.length > 0)
        log.info({ days: outcome.closed.map((run) => run.businessDate) }, 'close of business done');
    });
  }
  const commission = deps.partnerCommission;
  if (commission)
    deps.jobs.handle(PARTNER_COMMISSION_CHECK_JOB, async () => {
      const ran = await commission.runDue();
      if (ran.length > 0) log.info({ runs: ran }, 'partner commission run done');
    });
  return scheduler;
}
