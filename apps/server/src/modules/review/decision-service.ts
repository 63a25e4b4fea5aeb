import {
  type ApplicationStatus,
  type DecisionRequest,
  referBackStepsInOrder,
  rejectionHold,
  type Workflow,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { changeApplicationStatus, type LifecycleEvent } from '../applications/application-lifecycle.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import { findApplication } from '../applications/application-records.ts';
import { findCustomerOfRecord, holdNewApplicationsUntil } from '../auth/customer-records.ts';
import { reopenEkycForReferBack } from '../ekyc/ekyc-records.ts';
import { officerName } from '../officers/officer-records.ts';
import { queueOutcomeEmail, type ReviewOutcome } from './outcome-emails.ts';

/**
 * The officers' decisions and the admin's cancel. The applications module's lifecycle checks each against the
 * transition table with the officer's roles and the maker-checker facts, and writes the application, its status
 * event and the audit entry, and the agreement follows there (the final approval opens it, a cancel or rejection
 * ends it); here, in the same transaction, go what the decision changes elsewhere (a rejected applicant's waiting
 * time, the e-KYC a refer-back reopens) and the email telling the applicant.
 */
export class DecisionService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #workflow: Workflow;
  readonly #emails: { email: EmailQueue; publicUrl: string };
  readonly #agreement: ApplicationAgreement;

  constructor(deps: {
    db: Database;
    clock: Clock;
    workflow: Workflow;
    email: EmailQueue;
    publicUrl: string;
    agreement: ApplicationAgreement;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#workflow = deps.workflow;
    this.#emails = { email: deps.email, publicUrl: deps.publicUrl };
    this.#agreement = deps.agreement;
  }

  async decide(
    officer: OfficerPrincipal,
    id: string,
    request: DecisionRequest,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#move(officer, id, decisionEvent(request), request.remark, trace);
  }

  /** The spec's admin cancel call: any status the table lets an admin cancel from. */
  async cancel(officer: OfficerPrincipal, id: string, remark: string, trace: RequestTrace): Promise<void> {
    await this.#move(officer, id, { name: 'adminCancel' }, remark, trace);
  }

  async #move(
    officer: OfficerPrincipal,
    id: string,
    event: LifecycleEvent,
    remark: string,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const application = await findApplication(tx, id, { lock: true });
      if (!application) throw notFound('errors.applicationNotFound');
      const [name, applicant] = await Promise.all([
        officerName(tx, officer.officerId),
        findCustomerOfRecord(tx, application.userId),
      ]);
      if (name === null || !applicant) throw new Error(`application ${id}: officer or applicant missing`);
      const now = this.#clock.now();
      const hold = event.name === 'reject' ? rejectionHold(applicant.allowToApplyNewLoanAfter, now) : null;
      const moved = await changeApplicationStatus({
        tx,
        application,
        workflow: this.#workflow,
        event,
        actor: { kind: 'officer', officerId: officer.officerId, name, roles: officer.roles },
        agreement: this.#agreement,
        remark,
        trace,
        now,
        ...(hold
          ? {
              audited: {
                before: { allowToApplyNewLoanAfter: hold.previous?.toISOString() ?? null },
                after: { allowToApplyNewLoanAfter: hold.until.toISOString() },
              },
            }
          : {}),
      });
      if (hold) await holdNewApplicationsUntil(tx, application.userId, hold.until);
      if (event.name === 'referBack' && event.steps.includes('ekyc'))
        await reopenEkycForReferBack(tx, application.id, now);
      const outcome = outcomeOf(event, moved.to, hold);
      if (outcome) await queueOutcomeEmail(this.#emails, tx, { application, applicant, outcome });
    });
  }
}

function decisionEvent(request: DecisionRequest): LifecycleEvent {
  switch (request.decision) {
    case 'verify':
    case 'followUp':
    case 'reject':
      return { name: request.decision };
    case 'approve':
      return { name: 'approve', amountSen: request.amountSen, tenureMonths: request.tenureMonths };
    case 'referBack':
      return { name: 'referBack', steps: request.steps, remark: request.remark };
  }
}

/** What the applicant is told: the final approval, a rejection, a refer-back or a cancel; nothing otherwise. */
function outcomeOf(
  event: LifecycleEvent,
  to: ApplicationStatus,
  hold: { until: Date } | null,
): ReviewOutcome | null {
  switch (event.name) {
    case 'approve':
      return to === 'APPROVED'
        ? { kind: 'approved', amountSen: event.amountSen, tenureMonths: event.tenureMonths }
        : null;
    case 'reject':
      return hold ? { kind: 'rejected', reapplyAfter: hold.until } : null;
    case 'referBack':
      return { kind: 'referredBack', steps: referBackStepsInOrder(event.steps), remark: event.remark };
    case 'adminCancel':
      return { kind: 'cancelled' };
    default:
      return null;
  }
}
