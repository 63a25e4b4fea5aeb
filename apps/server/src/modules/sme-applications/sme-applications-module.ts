import type { Workflow } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { SmeApprovalFollower } from './sme-application-approvals.ts';
import type { SmePartnerFacts, SmeStepEvidence } from './sme-application-ports.ts';
import { smeApplicationRoutes } from './sme-application-routes.ts';
import { SmeApplicationService } from './sme-application-service.ts';
import { smeReviewRoutes } from './sme-review-routes.ts';
import { SmeReviewService } from './sme-review-service.ts';
import { SmeStepService } from './sme-step-service.ts';

export interface SmeApplicationsDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The partner directory: eligibility, the rate and the maximum are read from its figures. */
  readonly partners: SmePartnerFacts;
  /** The partner's and staff member's calls sit behind the customer guard, the back office's behind the officer's. */
  readonly guards: Pick<Guards, 'customer' | 'officer'>;
  readonly workflow?: Workflow;
  /** The documents and e-KYC modules' evidence for the step markers (decision 060). */
  readonly evidence: SmeStepEvidence;
  /** Told of each final approval in its transaction (decision 062): the agreement made from the application. */
  readonly approvalFollowers?: readonly SmeApprovalFollower[];
  /** The outbox that sends an officer's decision to the partner or staff member, and where its link leads. */
  readonly email: EmailQueue;
  readonly publicUrl: string;
}

/**
 * The SME partner and staff application (issue 14): eligibility, the product profiles, the draft, each partner
 * type's submission, pending, cancel and delete (docs/decisions/059); and the back office's queues, view and
 * decisions on them (docs/decisions/062).
 */
export async function registerSmeApplications(app: FastifyInstance, deps: SmeApplicationsDependencies) {
  const applications = new SmeApplicationService({
    db: deps.db,
    clock: deps.clock,
    partners: deps.partners,
    workflow: deps.workflow ?? 'single',
  });
  await app.register(guardedScope(deps.guards.customer, smeApplicationRoutes({ applications })));
  // The steps are answered under the spec's generic step and email calls, which the applications module serves.
  const steps = new SmeStepService({ db: deps.db, clock: deps.clock, evidence: deps.evidence });
  const reviews = new SmeReviewService({
    db: deps.db,
    clock: deps.clock,
    workflow: deps.workflow ?? 'single',
    approvalFollowers: deps.approvalFollowers ?? [],
    email: deps.email,
    publicUrl: deps.publicUrl,
  });
  await app.register(guardedScope(deps.guards.officer, smeReviewRoutes({ reviews })));
  return { applications, steps, reviews };
}
