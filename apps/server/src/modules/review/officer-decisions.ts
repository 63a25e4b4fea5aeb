import type { ApplicationStatus, DecisionRequest, OfficerRole, OnboardingStep, Sen } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { officerName } from '../officers/officer-records.ts';
import { type OutcomeAddress, outcomeOf, queueOutcomeEmail } from './outcome-emails.ts';

/** An officer's move, with what it carries: the review's decisions and the admin's cancel. */
export type OfficerDecisionEvent =
  | { readonly name: 'verify' | 'followUp' | 'reject' | 'adminCancel' }
  | { readonly name: 'approve'; readonly amountSen: Sen; readonly tenureMonths: number }
  | { readonly name: 'referBack'; readonly steps: readonly OnboardingStep[]; readonly remark: string };

/** The officer as the lifecycles and the audit entry keep them: the name at the time, and the roles. */
export interface DecidingOfficer {
  readonly kind: 'officer';
  readonly officerId: string;
  readonly name: string;
  readonly roles: readonly OfficerRole[];
}

export interface OfficerMove {
  readonly officer: DecidingOfficer;
  readonly event: OfficerDecisionEvent;
  readonly remark: string;
  readonly trace: RequestTrace;
  readonly now: Date;
}

/** What a move did that the applicant is told of: the status it reached and, for a rejection, the wait it set. */
export interface MovedApplication {
  readonly to: ApplicationStatus;
  /** Null when the rejection sets no waiting time (or the move is no rejection). */
  readonly reapplyAfter: Date | null;
  readonly address: OutcomeAddress;
}

/**
 * What one kind of application (the individual's, the SME partner's or staff member's) gives the officers'
 * decisions: its row, locked, and its one writer's move with what the decision changes elsewhere, in the caller's
 * transaction.
 */
export interface DecisionSubject<Application> {
  /** The application locked for the move; a 404 when officers may not see it. */
  lock(tx: Queryable, id: string): Promise<Application>;
  move(tx: Queryable, application: Application, move: OfficerMove): Promise<MovedApplication>;
}

/**
 * The officers' decisions and the admin's cancel on one kind of application: in one transaction, the move through
 * the kind's lifecycle (the transition table, maker-checker and the audit entry are its writer's) and the email
 * telling the applicant the outcome, so there is no decision without its email nor an email without its decision.
 */
export class OfficerDecisions<Application> {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #emails: { email: EmailQueue; publicUrl: string };
  readonly #subject: DecisionSubject<Application>;

  constructor(deps: {
    db: Database;
    clock: Clock;
    email: EmailQueue;
    publicUrl: string;
    subject: DecisionSubject<Application>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#emails = { email: deps.email, publicUrl: deps.publicUrl };
    this.#subject = deps.subject;
  }

  async decide(
    officer: OfficerPrincipal,
    id: string,
    request: DecisionRequest,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#move(officer, id, decisionEvent(request), request.remark, trace);
  }

  /** The admin's cancel: any status the table lets an admin cancel from. */
  async cancel(officer: OfficerPrincipal, id: string, remark: string, trace: RequestTrace): Promise<void> {
    await this.#move(officer, id, { name: 'adminCancel' }, remark, trace);
  }

  async #move(
    officer: OfficerPrincipal,
    id: string,
    event: OfficerDecisionEvent,
    remark: string,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const application = await this.#subject.lock(tx, id);
      const name = await officerName(tx, officer.officerId);
      if (name === null) throw new Error(`officer ${officer.officerId} missing`);
      const moved = await this.#subject.move(tx, application, {
        officer: { kind: 'officer', officerId: officer.officerId, name, roles: officer.roles },
        event,
        remark,
        trace,
        now: this.#clock.now(),
      });
      const outcome = outcomeOf(event, moved.to, moved.reapplyAfter);
      if (outcome) await queueOutcomeEmail(this.#emails, tx, { address: moved.address, outcome });
    });
  }
}

function decisionEvent(request: DecisionRequest): OfficerDecisionEvent {
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
