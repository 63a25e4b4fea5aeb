import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StepApplications } from '../../ports/step-applications.ts';
import type { EkycProvider } from '../../providers/ekyc/ekyc-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createEkycCaptureGuard } from './ekyc-capture-guard.ts';
import { ekycCaptureRoutes } from './ekyc-capture-routes.ts';
import { ekycHandoffRoutes } from './ekyc-handoff-routes.ts';
import { EkycHandoffService } from './ekyc-handoff-service.ts';
import { ekycImageRoutes } from './ekyc-image-routes.ts';
import { ekycRoutes } from './ekyc-routes.ts';
import { EkycSessionService } from './ekyc-session-service.ts';
import { attachEkycVerification } from './ekyc-verification.ts';

export interface EkycDependencies {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: FileStorage;
  readonly provider: EkycProvider;
  readonly jobs: JobWorker;
  /** The applicant's calls, and the pictures that officers may see too. */
  readonly guards: Pick<Guards, 'customer' | 'viewer'>;
  /** The applications verified: an individual's, an SME partner's or a staff member's. */
  readonly applications: StepApplications;
}

/** Electronic identity verification: sessions, pictures, the phone hand-off and the provider's verdicts. */
export async function registerEkyc(app: FastifyInstance, deps: EkycDependencies) {
  const { db, clock, storage, guards, applications } = deps;
  const sessions = new EkycSessionService({ db, clock, storage, log: app.log, applications });
  const handoffs = new EkycHandoffService({ db, clock, publicUrl: deps.config.publicUrl, applications });
  attachEkycVerification({
    db,
    clock,
    storage,
    provider: deps.provider,
    worker: deps.jobs,
    log: app.log,
    applications,
  });
  const captureGuard = createEkycCaptureGuard({ handoffs, customer: guards.customer });
  await app.register(ekycHandoffRoutes({ handoffs }));
  await app.register(guardedScope(guards.customer, ekycRoutes({ sessions, handoffs })));
  await app.register(guardedScope(captureGuard, ekycCaptureRoutes({ sessions })));
  await app.register(guardedScope(guards.viewer, ekycImageRoutes({ sessions, storage })));
  return { sessions, handoffs };
}
