import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { masterAdminRoutes } from './master-admin-routes.ts';
import { MasterAdminService } from './master-admin-service.ts';
import { masterRoutes } from './master-routes.ts';
import { MasterService } from './master-service.ts';

export interface MasterDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** Read-only storage of the files that ship with master data (the attestation videos). */
  readonly assets: FileStorage;
  /** The administrators' calls sit behind the officer guard. */
  readonly guards: Pick<Guards, 'officer'>;
}

/**
 * Master data: the public lists, products, codes, insurance rates and videos every screen reads, and the
 * administrators' upkeep of them (docs/decisions/016-master-data-administration.md).
 */
export async function registerMaster(app: FastifyInstance, deps: MasterDependencies) {
  const { db, clock, guards } = deps;
  await app.register(masterRoutes(new MasterService({ db, clock }), deps.assets));
  await app.register(
    guardedScope(guards.officer, masterAdminRoutes({ master: new MasterAdminService({ db, clock }) })),
  );
}
