import {
  type ApplicationEvent,
  applicationAuditAction,
  approvalTermsProblems,
  DECISION_EVENT,
  type DecisionRequest,
  isPermissionRefusal,
  type OfficerTransitionOutcome,
  officerTransition,
  reapplyAllowedAfter,
  referBackStepsInOrder,
  reopenStepsForReferBack,
  type Workflow,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { insertApplicationEvent } from '../applications/application-event-repository.ts';
import { type ApplicationRow, findApplicationById } from '../applications/application-repository.ts';
import { insertAuditEvent } from '../audit/audit-repository.ts';
import { updateUser } from '../auth/user-repository.ts';
import { reopenEkycForReferBack } from '../ekyc/ekyc-refer-back.ts';
import { queueOutcomeEmail, type ReviewOutcome } from './outcome-emails.ts';
import { reviewFacts } from './review-facts.ts';
import {
  findApplicant,
  findOfficer,
  type ReviewedChange,
  updateReviewedApplication,
} from './review-repository.ts';

/** Where an officer's request came from, kept with its audit record. */
export interface RequestTrace {
  readonly requestId: string | null;
  readonly ip: string | null;
}

/** What a decision changes beyond the status, for the application, the audit record and the applicant's email. */
interface DecisionEffect {
  readonly change: Omit<ReviewedChange, 'status'>;
  readonly before: Record<string, unknown>;
  readonly after: Record<string, unknown>;
  readonly outcome: ReviewOutcome | null;
}

/**
 * The officers' decisions and the admin's cancel. Each is checked against the transition table with the officer's
 * roles and the maker-checker facts, then written whole in one transaction: the application, its status event (who,
 * in which role, with the remark), the audit record with before and after, and the email telling the applicant.
 */
export class DecisionService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #workflow: Workflow;
  readonly #emails: { email: EmailQueue; publicUrl: string };

  constructor(deps: {
    db: Database;
    clock: Clock;
    workflow: Workflow;
    email: EmailQueue;
    publicUrl: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#workflow = deps.workflow;
    this.#emails = { email: deps.email, publicUrl: deps.publicUrl };
  }

  async decide(
    officer: OfficerPrincipal,
    id: string,
    request: DecisionRequest,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#move(officer, id, DECISION_EVENT[request.decision], request.remark, trace, (context) =>
      this.#effectOf(request, context),
    );
  }

  /** The spec's admin cancel call: any status the table lets an admin cancel from. */
  async cancel(officer: OfficerPrincipal, id: string, remark: string, trace: RequestTrace): Promise<void> {
    await this.#move(officer, id, 'adminCancel', remark, trace, async () => ({
      change: {},
      before: {},
      after: {},
      outcome: { kind: 'cancelled' },
    }));
  }

  async #move(
    officer: OfficerPrincipal,
    id: string,
    event: ApplicationEvent,
    remark: string,
    trace: RequestTrace,
    effectOf: (context: DecisionContext) => Promise<DecisionEffect>,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const application = await findApplicationById(tx, id, { lock: true });
      if (!application) throw notFound('errors.applicationNotFound');
      const [actor, applicant] = await Promise.all([
        findOfficer(tx, officer.officerId),
        findApplicant(tx, application.userId),
      ]);
      if (!actor || !applicant) throw new Error(`application ${id}: officer or applicant missing`);
      const outcome = officerTransition({
        workflow: this.#workflow,
        from: application.status,
        event,
        roles: officer.roles,
        facts: await reviewFacts(tx, application, officer.officerId),
      });
      if (!outcome.ok) throw refusal(outcome);
      const now = this.#clock.now();
      const effect = await effectOf({ tx, application, to: outcome.to, remark, now, applicant });

      await updateReviewedApplication(tx, application.id, { ...effect.change, status: outcome.to }, now);
      await insertApplicationEvent(tx, {
        applicationId: application.id,
        kind: 'status',
        from: application.status,
        to: outcome.to,
        actorType: 'officer',
        actorId: officer.officerId,
        actorRole: outcome.role,
        event,
        remark,
        at: now,
      });
      await insertAuditEvent(tx, {
        at: now,
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: actor.fullName,
        actorRole: outcome.role,
        action: applicationAuditAction(event),
        subjectType: 'application',
        subjectId: application.id,
        applicationId: application.id,
        before: { status: application.status, ...effect.before },
        after: { status: outcome.to, ...effect.after },
        remark,
        ...trace,
      });
      if (effect.outcome)
        await queueOutcomeEmail(this.#emails, tx, { application, applicant, outcome: effect.outcome });
    });
  }

  async #effectOf(request: DecisionRequest, context: DecisionContext): Promise<DecisionEffect> {
    const { application, now } = context;
    switch (request.decision) {
      case 'verify':
      case 'followUp':
        return { change: {}, before: {}, after: {}, outcome: null };
      case 'approve': {
        const terms = { amountSen: request.amountSen, tenureMonths: request.tenureMonths };
        const [problem] = approvalTermsProblems({
          ...terms,
          maxEligibleAmountSen: application.maxEligibleAmountSen,
        });
        if (problem) throw new AppError(422, problem.key, problem.params);
        // A first approval of two recommends the terms; the final one sets them and tells the applicant.
        const final = context.to === 'APPROVED';
        return {
          change: final ? { approval: terms } : {},
          before: { approval: approvalOf(application) },
          after: final ? { approval: terms } : { approval: approvalOf(application), recommendedTerms: terms },
          outcome: final ? { kind: 'approved', ...terms } : null,
        };
      }
      case 'reject': {
        const previous = context.applicant.allowToApplyNewLoanAfter;
        const ban = reapplyAllowedAfter(now);
        // An admin may already have set a later date; a rejection never shortens it.
        const until = previous && previous > ban ? previous : ban;
        await updateUser(context.tx, application.userId, { allowToApplyNewLoanAfter: until });
        return {
          change: {},
          before: { allowToApplyNewLoanAfter: previous?.toISOString() ?? null },
          after: { allowToApplyNewLoanAfter: until.toISOString() },
          outcome: { kind: 'rejected', reapplyAfter: until },
        };
      }
      case 'referBack': {
        const steps = referBackStepsInOrder(request.steps);
        const markers = reopenStepsForReferBack(application.markers, steps);
        if (steps.includes('ekyc')) await reopenEkycForReferBack(context.tx, application.id, now);
        const referBack = { steps, remark: request.remark, at: now };
        return {
          change: { markers, referBack, clearEmailProof: steps.includes('emailVerification') },
          before: { markers: application.markers },
          after: { markers, referBack: { ...referBack, at: now.toISOString() } },
          outcome: { kind: 'referredBack', steps, remark: request.remark },
        };
      }
    }
  }
}

interface DecisionContext {
  readonly tx: Queryable;
  readonly application: ApplicationRow;
  readonly to: string;
  readonly remark: string;
  readonly now: Date;
  readonly applicant: {
    readonly fullName: string;
    readonly email: string | null;
    readonly allowToApplyNewLoanAfter: Date | null;
  };
}

function approvalOf(application: ApplicationRow) {
  return application.approvedAmountSen !== null && application.approvedTenureMonths !== null
    ? { amountSen: application.approvedAmountSen, tenureMonths: application.approvedTenureMonths }
    : null;
}

/** Who is asking is a 403 (the role, the same officer deciding twice); the application's state is a 409. */
function refusal(outcome: Extract<OfficerTransitionOutcome, { ok: false }>): AppError {
  return new AppError(isPermissionRefusal(outcome.reason) ? 403 : 409, outcome.reason);
}
