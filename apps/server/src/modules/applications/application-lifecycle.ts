import {
  type Actor,
  type ApplicationEvent,
  type ApplicationFacts,
  type ApplicationStatus,
  type AuditEvent,
  applicantHandOverEvent,
  applicationAuditAction,
  applicationTransition,
  approvalTermsProblems,
  type OfficerRole,
  type OnboardingStep,
  officerMoveRefused,
  officersWhoDecidedThisRound,
  officerTransition,
  referBackStepsInOrder,
  reopenStepsForReferBack,
  type Sen,
  transitionRefused,
  type Workflow,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { insertApplicationEvent, recordedTransitions } from './application-event-repository.ts';
import type { ApplicationAgreement } from './application-ports.ts';
import { type ApplicationRow, type StatusWrite, writeApplicationStatus } from './application-repository.ts';

/**
 * The one writer of an application's status. Every move (the applicant's submit, resubmit and cancel, an officer's
 * decision, the admin's cancel, and whatever the system will do) is checked against the domain's transition table,
 * then written whole in the caller's transaction: the row with what the event carries, the status event, and for an
 * officer the audit entry with the state before and after. A refusal is a 409 (a 403 when it is about who asks),
 * and writes nothing.
 *
 * The applicant's and the system's moves are not written to the officers' audit trail: their status event is their
 * record, and the trail reads it beside the officers' entries (audit-trail-repository.ts).
 *
 * The agreement follows in the same transaction: the table reads its status, and the final approval opens it while
 * a cancel or rejection ends it (the agreements module's `ApplicationAgreement`).
 */

export type LifecycleActor =
  | { readonly kind: 'applicant'; readonly userId: string }
  | {
      readonly kind: 'officer';
      readonly officerId: string;
      /** As the audit entry keeps it: the officer's name at the time. */
      readonly name: string;
      readonly roles: readonly OfficerRole[];
    }
  | { readonly kind: 'system' };

/** The applicant's hand-over: a first submission, or a resubmission after a refer-back. */
const HAND_OVER_EVENTS = ['submit', 'resubmit', 'resubmitFromPendingDisbursement'] as const;
type HandOverEvent = (typeof HAND_OVER_EVENTS)[number];

/** An event of the transition table, with what it carries to the application. */
export type LifecycleEvent =
  | {
      readonly name: HandOverEvent;
      /** The summary's consent: the submission's time is also the consent's. */
      readonly protectionPlanAcknowledged: boolean;
    }
  | { readonly name: 'approve'; readonly amountSen: Sen; readonly tenureMonths: number }
  | { readonly name: 'referBack'; readonly steps: readonly OnboardingStep[]; readonly remark: string }
  /** An admin corrected the applicant's identity: the application goes back for e-KYC, with the reason. */
  | { readonly name: 'identityCorrected'; readonly remark: string }
  | {
      readonly name: Exclude<ApplicationEvent, HandOverEvent | 'approve' | 'referBack' | 'identityCorrected'>;
    };

/** The event of the summary's submit in this status, with the applicant's consent. */
export function handOverEvent(
  status: ApplicationStatus,
  protectionPlanAcknowledged: boolean,
): LifecycleEvent {
  const name = applicantHandOverEvent(status);
  const handOver = HAND_OVER_EVENTS.find((candidate) => candidate === name);
  if (!handOver) throw new Error(`${name} is not the applicant's hand-over`);
  return { name: handOver, protectionPlanAcknowledged };
}

export interface StatusChangeRequest {
  readonly tx: Queryable;
  /** The application as read with its row locked in this transaction. */
  readonly application: ApplicationRow;
  readonly workflow: Workflow;
  readonly event: LifecycleEvent;
  readonly actor: LifecycleActor;
  /** The application's agreement: a fact of the table, and what follows the move. */
  readonly agreement: ApplicationAgreement;
  /** The applicant's facts for the table (the markers a submission needs); an officer's are read here. */
  readonly facts?: ApplicationFacts;
  /** The officer's remark, kept with the status event and the audit entry. */
  readonly remark?: string;
  /** The officer's request, kept with the audit entry. */
  readonly trace?: RequestTrace;
  /**
   * What a rejection changes beside the application in the same transaction (the applicant's waiting time), for
   * the audit entry's before and after.
   */
  readonly audited?: RejectionAudit;
  readonly now: Date;
}

/** The date the rejected applicant may apply again, before and after the rejection. */
export interface RejectionAudit {
  readonly before: { readonly allowToApplyNewLoanAfter: string | null };
  readonly after: { readonly allowToApplyNewLoanAfter: string };
}

export interface StatusChanged {
  readonly application: ApplicationRow;
  readonly from: ApplicationStatus;
  readonly to: ApplicationStatus;
  /** The role that acted: 'applicant', 'system', or the officer's role the table let take the event. */
  readonly role: Actor;
}

export async function changeApplicationStatus(request: StatusChangeRequest): Promise<StatusChanged> {
  const { tx, application, event, actor, now } = request;
  const { to, role } = await allowedMove(request);
  const change = changeOf(application, event, to, now, request.audited);
  const updated = await writeApplicationStatus(tx, application.id, { ...change.write, status: to }, now);
  await insertApplicationEvent(tx, {
    applicationId: application.id,
    kind: 'status',
    from: application.status,
    to,
    actorType: actor.kind,
    actorId: actor.kind === 'applicant' ? actor.userId : actor.kind === 'officer' ? actor.officerId : null,
    actorRole: actor.kind === 'officer' ? role : null,
    event: event.name,
    remark: request.remark ?? null,
    at: now,
  });
  if (actor.kind === 'officer')
    await recordAuditEvent(tx, {
      at: now,
      actorKind: 'officer',
      actorId: actor.officerId,
      actorName: actor.name,
      actorRole: role,
      subjectId: application.id,
      applicationId: application.id,
      ...change.audit,
      remark: request.remark ?? null,
      ...request.trace,
    });
  await request.agreement.follow(tx, {
    application: updated,
    from: application.status,
    event: event.name,
    actor,
    remark: request.remark ?? null,
    ...(request.trace ? { trace: request.trace } : {}),
    now,
  });
  return { application: updated, from: application.status, to, role };
}

/**
 * What the table's guards read for an officer's move: the step markers, who decided in this review round (from the
 * recorded transitions, never a flag) and the agreement's stage.
 */
export async function officerMoveFacts(
  db: Queryable,
  application: ApplicationRow,
  officerId: string,
  agreement: ApplicationAgreement,
): Promise<ApplicationFacts> {
  const [transitions, agreementStatus] = await Promise.all([
    recordedTransitions(db, application.id),
    agreement.statusOf(db, application.id),
  ]);
  return {
    markers: application.markers,
    officerId,
    decidedThisRound: officersWhoDecidedThisRound(transitions),
    ...(agreementStatus ? { agreementStatus } : {}),
  };
}

async function allowedMove(request: StatusChangeRequest): Promise<{ to: ApplicationStatus; role: Actor }> {
  const { tx, application, workflow, event, actor } = request;
  const move = { workflow, from: application.status, event: event.name };
  if (actor.kind === 'officer') {
    const facts = await officerMoveFacts(tx, application, actor.officerId, request.agreement);
    const outcome = officerTransition({ ...move, roles: actor.roles, facts });
    if (!outcome.ok) throw officerMoveRefused(outcome);
    return { to: outcome.to, role: outcome.role };
  }
  const agreementStatus = await request.agreement.statusOf(tx, application.id);
  const outcome = applicationTransition({
    ...move,
    actor: actor.kind,
    facts: { ...request.facts, ...(agreementStatus ? { agreementStatus } : {}) },
  });
  if (!outcome.ok) throw transitionRefused(outcome);
  return { to: outcome.to, role: actor.kind };
}

/** An officer's audit entry of a move, as the domain's audit events define it; the remark is added to it. */
type MoveAudit = Extract<AuditEvent, { subjectType: 'application'; before: object }>;

interface EventChange {
  readonly write: Omit<StatusWrite, 'status'>;
  readonly audit: MoveAudit;
}

/** What the event writes beside the status, and how the audit entry shows it. */
function changeOf(
  application: ApplicationRow,
  event: LifecycleEvent,
  to: ApplicationStatus,
  now: Date,
  audited: RejectionAudit | undefined,
): EventChange {
  const from = application.status;
  switch (event.name) {
    case 'submit':
    case 'resubmit':
    case 'resubmitFromPendingDisbursement': {
      const submission = { at: now, protectionPlanAcknowledged: event.protectionPlanAcknowledged };
      // A resubmission answers the open refer-back; its record stays in the history.
      const answered = event.name === 'submit' ? {} : { referBack: null };
      return { write: { submission, ...answered }, audit: statusOnly(event.name, from, to) };
    }
    case 'approve': {
      const terms = { amountSen: event.amountSen, tenureMonths: event.tenureMonths };
      const [problem] = approvalTermsProblems({
        ...terms,
        maxEligibleAmountSen: application.maxEligibleAmountSen,
      });
      if (problem) throw new AppError(422, problem.key, problem.params);
      // A first approval of two recommends the terms; the final one sets them.
      const final = to === 'APPROVED';
      return {
        write: final ? { approval: terms } : {},
        audit: {
          action: applicationAuditAction('approve'),
          subjectType: 'application',
          before: { status: from, approval: approvalOf(application) },
          after: final
            ? { status: to, approval: terms }
            : { status: to, approval: approvalOf(application), recommendedTerms: terms },
        },
      };
    }
    case 'reject':
      return {
        write: {},
        audit: {
          action: applicationAuditAction('reject'),
          subjectType: 'application',
          before: { status: from, ...audited?.before },
          after: { status: to, ...audited?.after },
        },
      };
    case 'referBack':
    case 'identityCorrected': {
      // The corrected identity is verified again by e-KYC; nothing else the applicant did is undone.
      const steps = event.name === 'referBack' ? referBackStepsInOrder(event.steps) : IDENTITY_STEPS;
      const markers = reopenStepsForReferBack(application.markers, steps);
      const referBack = { steps, remark: event.remark, at: now };
      return {
        write: { markers, referBack, clearEmailProof: steps.includes('emailVerification') },
        audit: {
          action: applicationAuditAction(event.name),
          subjectType: 'application',
          before: { status: from, markers: application.markers },
          after: { status: to, markers, referBack: { ...referBack, at: now.toISOString() } },
        },
      };
    }
    default:
      return { write: {}, audit: statusOnly(event.name, from, to) };
  }
}

/** The steps an application sent back for its applicant's identity reopens. */
const IDENTITY_STEPS: readonly [OnboardingStep] = ['ekyc'];

/** The entry of a move that changes the status alone. */
function statusOnly(
  event: Exclude<LifecycleEvent['name'], 'approve' | 'reject' | 'referBack' | 'identityCorrected'>,
  from: ApplicationStatus,
  to: ApplicationStatus,
): MoveAudit {
  return {
    action: applicationAuditAction(event),
    subjectType: 'application',
    before: { status: from },
    after: { status: to },
  };
}

function approvalOf(application: ApplicationRow) {
  return application.approvedAmountSen !== null && application.approvedTenureMonths !== null
    ? { amountSen: application.approvedAmountSen, tenureMonths: application.approvedTenureMonths }
    : null;
}
