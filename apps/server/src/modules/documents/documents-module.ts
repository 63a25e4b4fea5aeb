import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StepApplications } from '../../ports/step-applications.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { documentRoutes } from './document-routes.ts';
import { DocumentService } from './document-service.ts';
import { documentViewRoutes } from './document-view-routes.ts';

export interface DocumentsDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: FileStorage;
  /** The applicant uploads and removes; the applicant or an officer reads. */
  readonly guards: Pick<Guards, 'customer' | 'viewer'>;
  /** The applications documents belong to: an individual's, an SME partner's or a staff member's. */
  readonly applications: StepApplications;
}

/** The application's documents: upload, list, read and remove (spec 000 sections 3 and 5). */
export async function registerDocuments(app: FastifyInstance, deps: DocumentsDependencies) {
  const { guards, storage } = deps;
  const documents = new DocumentService({
    db: deps.db,
    clock: deps.clock,
    storage,
    log: app.log,
    applications: deps.applications,
  });
  await app.register(guardedScope(guards.customer, documentRoutes({ documents })));
  await app.register(guardedScope(guards.viewer, documentViewRoutes({ documents, storage })));
  return { documents };
}
