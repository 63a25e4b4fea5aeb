import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { authenticateOfficer } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/token-service.ts';
import { masterAdminRoutes } from './routes.ts';
import { MasterAdminService } from './service.ts';

export interface MasterAdminDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The accounts module's token service, which verifies officer tokens. */
  readonly tokens: TokenService;
}

/** The administrators' master data (docs/decisions/016-master-data-administration.md). */
export async function registerMasterAdmin(app: FastifyInstance, deps: MasterAdminDependencies) {
  const { db, clock, tokens } = deps;
  await app.register(
    masterAdminRoutes({
      master: new MasterAdminService({ db, clock }),
      adminOnly: authenticateOfficer(tokens, db, clock, ['admin']),
    }),
  );
}
