import {
  type ApplicationView,
  type OnboardingStep,
  onboardingStepByName,
  type SmeApplicationView,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Customer } from '../auth/customer-records.ts';
import { loadApplicant, ownedApplication } from './applicant-rules.ts';
import { assertStepOpen, recordStep } from './application-changes.ts';
import { assertApplicationFormComplete } from './application-form-check.ts';
import type { PartnerApplicationSteps, StepEvidence } from './application-ports.ts';
import type { ApplicationRow } from './application-repository.ts';
import { applicationView, isEmailVerified } from './application-view.ts';

export interface StepServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly evidence: StepEvidence;
  /** The other journey's steps (SME partners and group staff), answered under the same calls. */
  readonly partnerSteps?: PartnerApplicationSteps;
}

interface EvidenceContext {
  readonly tx: Queryable;
  readonly application: ApplicationRow;
  readonly applicant: Customer;
}

/**
 * The spec's step calls. The browser says a step is done; the server records the marker only when the step's
 * evidence is there, whatever the browser sends: the saved form passes the form schema, the email was verified,
 * the documents make a complete set, the e-KYC session passed.
 */
export class StepService {
  readonly #o: StepServiceOptions;
  readonly #evidence: Readonly<Record<OnboardingStep, (context: EvidenceContext) => Promise<void>>>;

  constructor(options: StepServiceOptions) {
    this.#o = options;
    this.#evidence = {
      applicationForm: ({ tx, application, applicant }) =>
        assertApplicationFormComplete(tx, application, applicant, options.clock.today()),
      emailVerification: async ({ application, applicant }) => {
        if (!isEmailVerified(application, applicant.email)) throw conflict('application.emailNotVerified');
      },
      documentUpload: async ({ tx, application }) => {
        const [problem] = await options.evidence.documentProblems(tx, application.id);
        if (problem) throw new AppError(422, problem);
      },
      ekyc: async ({ tx, application }) => {
        if (!(await options.evidence.ekycPassed(tx, application.id)))
          throw conflict('application.ekycNotPassed');
      },
    };
  }

  /** Records the step completed; the step's order and status are checked before its evidence. */
  async complete(
    principal: CustomerPrincipal,
    id: string,
    step: OnboardingStep,
  ): Promise<ApplicationView | SmeApplicationView> {
    const partner = this.#o.partnerSteps;
    if (partner && (await partner.serves(this.#o.db, principal.userId)))
      return partner.complete(principal.userId, id, step);
    return this.#o.db.transaction(async (tx) => {
      const applicant = await loadApplicant(tx, principal.userId);
      const application = await ownedApplication(tx, id, applicant.id, { lock: true });
      assertStepOpen(application, step, 'completed');
      await this.#evidence[step]({ tx, application, applicant });
      const updated = await recordStep({
        tx,
        application,
        applicantId: applicant.id,
        now: this.#o.clock.now(),
        step,
        outcome: 'completed',
      });
      return applicationView(updated, applicant);
    });
  }

  /** A step the browser could not finish (e-KYC that failed, an upload that broke), with its reason if given. */
  async error(
    principal: CustomerPrincipal,
    id: string,
    stepName: string,
    reason: string | undefined,
  ): Promise<ApplicationView | SmeApplicationView> {
    const step = onboardingStepByName(stepName);
    if (!step) throw notFound('application.stepNotFound');
    const partner = this.#o.partnerSteps;
    if (partner && (await partner.serves(this.#o.db, principal.userId)))
      return partner.error(principal.userId, id, step, reason ?? null);
    return this.#o.db.transaction(async (tx) => {
      const applicant = await loadApplicant(tx, principal.userId);
      const application = await ownedApplication(tx, id, applicant.id, { lock: true });
      const updated = await recordStep({
        tx,
        application,
        applicantId: applicant.id,
        now: this.#o.clock.now(),
        step,
        outcome: 'error',
        remark: reason ?? null,
      });
      return applicationView(updated, applicant);
    });
  }
}
