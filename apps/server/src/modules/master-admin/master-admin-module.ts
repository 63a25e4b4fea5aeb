import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import { masterAdminRoutes } from './routes.ts';
import { MasterAdminService } from './service.ts';

export interface MasterAdminDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** Administrators only. */
  readonly guards: Pick<Guards, 'officer'>;
}

/** The administrators' master data (docs/decisions/016-master-data-administration.md). */
export async function registerMasterAdmin(app: FastifyInstance, deps: MasterAdminDependencies) {
  const { db, clock, guards } = deps;
  const master = new MasterAdminService({ db, clock });
  await app.register(guardedScope(guards.officer, masterAdminRoutes({ master })));
}
