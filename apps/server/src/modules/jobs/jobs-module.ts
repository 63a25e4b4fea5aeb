import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import { failedJobRoutes } from './failed-job-routes.ts';
import { FailedJobService } from './failed-job-service.ts';

/**
 * The back office's side of the job queue (decision 053): the failed jobs and running them again. The queue itself
 * (`jobs/job-queue.ts`, `jobs/job-scheduler.ts`) is infrastructure every module enqueues into; both own `jobs`.
 */
export async function registerJobs(
  app: FastifyInstance,
  deps: { readonly db: Database; readonly clock: Clock; readonly guards: Guards },
): Promise<void> {
  const failedJobs = new FailedJobService({ db: deps.db, clock: deps.clock });
  await app.register(guardedScope(deps.guards.officer, failedJobRoutes({ failedJobs })));
}
