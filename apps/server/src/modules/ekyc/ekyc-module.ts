import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EkycProvider } from '../../providers/ekyc/ekyc-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TokenService } from '../auth/token-service.ts';
import { authenticateApplicantOrOfficer } from '../documents/viewer.ts';
import { EkycHandoffService } from './ekyc-handoff-service.ts';
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
  /** The accounts module's customer check and token service (officers may see the pictures too). */
  readonly authenticate: preHandlerAsyncHookHandler;
  readonly tokens: TokenService;
}

/** Electronic identity verification: sessions, pictures, the phone hand-off and the provider's verdicts. */
export async function registerEkyc(app: FastifyInstance, deps: EkycDependencies) {
  const { db, clock, storage } = deps;
  const sessions = new EkycSessionService({ db, clock, storage, log: app.log });
  const handoffs = new EkycHandoffService({ db, clock, publicUrl: deps.config.publicUrl });
  attachEkycVerification({ db, clock, storage, provider: deps.provider, worker: deps.jobs, log: app.log });
  await app.register(
    ekycRoutes({
      sessions,
      handoffs,
      storage,
      authenticate: deps.authenticate,
      authenticateApplicantOrOfficer: authenticateApplicantOrOfficer({
        authenticateCustomer: deps.authenticate,
        tokens: deps.tokens,
        db,
        clock,
      }),
    }),
  );
  return { sessions, handoffs };
}
