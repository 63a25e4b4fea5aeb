import type { Workflow } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { AttemptLimiter } from '../../security/attempt-limiter.ts';
import { OneTimeCodes } from '../../security/one-time-codes.ts';
import { MasterService } from '../master/master-service.ts';
import type {
  ApplicationAgreement,
  ApplicationTelecom,
  PartnerApplicationSteps,
  StepEvidence,
} from './application-ports.ts';
import { applicationRoutes } from './application-routes.ts';
import { ApplicationService } from './application-service.ts';
import { EligibilityService } from './eligibility-service.ts';
import { purgeExpiredEmailLinks } from './email-link-repository.ts';
import { emailLinkRoutes } from './email-link-routes.ts';
import { emailVerificationRoutes } from './email-verification-routes.ts';
import { EmailVerificationService } from './email-verification-service.ts';
import { stepRoutes } from './step-routes.ts';
import { StepService } from './step-service.ts';
import { attachTelecomRecheck } from './telecom-recheck-service.ts';

export interface ApplicationsDependencies {
  readonly config: Pick<Config, 'publicUrl'>;
  readonly db: Database;
  readonly clock: Clock;
  readonly email: EmailQueue;
  readonly telecom: ApplicationTelecom;
  /** Runs the telecom check made again after an identity correction. */
  readonly jobs: JobWorker;
  /** The applicant's calls sit behind the customer guard. */
  readonly guards: Pick<Guards, 'customer'>;
  /** The documents and e-KYC modules' evidence for their step markers: a marker is never recorded without it. */
  readonly evidence: StepEvidence;
  /** The approval workflow the lender runs; the applicant's moves are the same in both but for where cancel is. */
  readonly workflow?: Workflow;
  /** The agreements module's agreement of an approved application, which the applicant's cancel ends. */
  readonly agreement: ApplicationAgreement;
  /** The SME partners' and group staff's steps, answered under the same step and email calls (decision 060). */
  readonly partnerSteps?: PartnerApplicationSteps;
}

/**
 * The individual application journey (issue 4): eligibility, the draft, its steps, email verification, submission
 * and the applicant's reads. docs/decisions/010-application-journey.md explains the design.
 */
export async function registerApplications(app: FastifyInstance, deps: ApplicationsDependencies) {
  const { db, clock, guards, evidence } = deps;
  const limiter = new AttemptLimiter({ db, clock });
  const eligibility = new EligibilityService({
    db,
    clock,
    telecom: deps.telecom,
    master: new MasterService({ db, clock }),
    limiter,
  });
  const applications = new ApplicationService({
    db,
    clock,
    evidence,
    workflow: deps.workflow ?? 'single',
    email: deps.email,
    publicUrl: deps.config.publicUrl,
    agreement: deps.agreement,
  });
  const steps = new StepService({ db, clock, evidence, partnerSteps: deps.partnerSteps });
  attachTelecomRecheck({ db, clock, telecom: deps.telecom, worker: deps.jobs });
  const emailVerification = new EmailVerificationService({
    db,
    clock,
    codes: new OneTimeCodes({ db, clock }),
    limiter,
    email: deps.email,
    publicUrl: deps.config.publicUrl,
    partnerSteps: deps.partnerSteps,
  });

  await app.register(emailLinkRoutes({ emailVerification }));
  await app.register(
    guardedScope(
      guards.customer,
      applicationRoutes({ eligibility, applications }),
      stepRoutes({ steps }),
      emailVerificationRoutes({ emailVerification }),
    ),
  );

  /** Deletes expired email links; run periodically with the accounts' purge. */
  const purgeExpired = () => purgeExpiredEmailLinks(db, clock.now());
  return { purgeExpired };
}
