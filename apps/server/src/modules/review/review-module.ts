import type { Workflow } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import { AdminLookupService } from './admin-lookup-service.ts';
import { adminReviewRoutes } from './admin-review-routes.ts';
import { DecisionService } from './decision-service.ts';
import { IdentityCorrectionService } from './identity-correction-service.ts';
import { type ApplicationFiles, OfficerApplicationReader } from './officer-application-reader.ts';
import { QueueService } from './queue-service.ts';
import { reviewRoutes } from './review-routes.ts';
import { ReviewService } from './review-service.ts';

export interface ReviewDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly email: EmailQueue;
  /** Where the applicant's emails link to. */
  readonly publicUrl: string;
  /** Officer tokens open these calls, customer tokens never do. */
  readonly guards: Pick<Guards, 'officer'>;
  /** The documents module's files, which officers read too. */
  readonly files: ApplicationFiles;
  /** The approval workflow the lender runs (APPROVAL_WORKFLOW), the same as the applications module's. */
  readonly workflow: Workflow;
  /** The agreements module's agreement, which a final approval opens and a cancel or rejection ends. */
  readonly agreement: ApplicationAgreement;
}

/**
 * The back office's review (issue 5): work queues, the application as an officer sees it, decisions under the
 * transition table and maker-checker, notes, the admin's cancel, the audit trail and the customer look-up.
 * docs/decisions/013-review-and-decisions.md explains the design.
 */
export async function registerReview(app: FastifyInstance, deps: ReviewDependencies) {
  const { db, clock, workflow, guards } = deps;
  const queues = new QueueService({ db, clock, workflow });
  const reader = new OfficerApplicationReader({ workflow, files: deps.files, agreement: deps.agreement });
  const reviews = new ReviewService({ db, clock, reader });
  const decisions = new DecisionService({
    db,
    clock,
    workflow,
    email: deps.email,
    publicUrl: deps.publicUrl,
    agreement: deps.agreement,
  });
  const lookups = new AdminLookupService({ db, clock });
  const identities = new IdentityCorrectionService({
    db,
    clock,
    workflow,
    agreement: deps.agreement,
    email: deps.email,
    publicUrl: deps.publicUrl,
  });
  await app.register(
    guardedScope(
      guards.officer,
      reviewRoutes({ queues, reviews, decisions }),
      adminReviewRoutes({ lookups, identities }),
    ),
  );
}
