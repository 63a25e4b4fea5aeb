import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TokenService } from '../auth/token-service.ts';
import { documentRoutes } from './document-routes.ts';
import { DocumentService } from './document-service.ts';
import { authenticateApplicantOrOfficer } from './viewer.ts';

export interface DocumentsDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: FileStorage;
  /** The accounts module's customer check and token service (officers may read documents too). */
  readonly authenticate: preHandlerAsyncHookHandler;
  readonly tokens: TokenService;
}

/** The application's documents: upload, list, read and remove (spec 000 sections 3 and 5). */
export async function registerDocuments(app: FastifyInstance, deps: DocumentsDependencies) {
  const documents = new DocumentService({
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    log: app.log,
  });
  await app.register(
    documentRoutes({
      documents,
      storage: deps.storage,
      authenticate: deps.authenticate,
      authenticateApplicantOrOfficer: authenticateApplicantOrOfficer({
        authenticateCustomer: deps.authenticate,
        tokens: deps.tokens,
        db: deps.db,
        clock: deps.clock,
      }),
    }),
  );
  return { documents };
}
