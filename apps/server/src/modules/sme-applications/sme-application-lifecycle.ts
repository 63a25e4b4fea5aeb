import {
  type ApplicationEvent,
  type ApplicationFacts,
  type ApplicationStatus,
  type AuditEvent,
  applicationTransition,
  approvalTermsProblems,
  type OfficerRole,
  officerMoveRefused,
  officersWhoDecidedThisRound,
  officerTransition,
  type RecordedTransition,
  referBackStepsInOrder,
  reopenStepsForReferBack,
  STAFF_PRODUCT,
  sen,
  smeApplicationAuditAction,
  smeBoundsFor,
  transitionRefused,
  type Workflow,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { RejectionAudit } from '../applications/application-lifecycle.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import type { OfficerDecisionEvent } from '../review/officer-decisions.ts';
import {
  insertSmeApplicationEvent,
  type SmeApplicationRow,
  type SmeStatusWrite,
  smeApplicationEvents,
  writeSmeApplicationStatus,
} from './sme-application-repository.ts';

/** The applicant's moves: the first submission, the resubmission after a refer-back, and the cancel. */
export type SmeApplicantEvent = Extract<ApplicationEvent, 'submit' | 'resubmit' | 'cancel'>;

/** An officer's move (decision 062): the review's decisions and the admin's cancel, with what each carries. */
export type SmeOfficerEvent = OfficerDecisionEvent;

export type SmeLifecycleActor =
  | { readonly kind: 'applicant'; readonly userId: string }
  | {
      readonly kind: 'officer';
      readonly officerId: string;
      /** As the audit entry keeps it: the officer's name at the time. */
      readonly name: string;
      readonly roles: readonly OfficerRole[];
    };

type StatusChange =
  | {
      readonly event: SmeApplicantEvent;
      readonly actor: Extract<SmeLifecycleActor, { kind: 'applicant' }>;
    }
  | {
      readonly event: SmeOfficerEvent;
      readonly actor: Extract<SmeLifecycleActor, { kind: 'officer' }>;
      /** The officer's remark, kept with the status event and the audit entry. */
      readonly remark: string;
      readonly trace?: RequestTrace;
      /** What a rejection changes beside the application in the same transaction (the applicant's waiting time). */
      readonly audited?: RejectionAudit;
    };

/**
 * The one writer of an SME application's status (decision 017's rule, for this module's table): asks the domain's
 * transition table (for an officer, with their roles and the maker-checker facts read from the recorded moves),
 * then writes the status with what the move carries and its event, and for an officer the audit entry with the
 * state before and after, all in the caller's transaction. A refusal is a 409 (a 403 when it is about who asks)
 * and writes nothing. The applicant's moves are recorded by their status event.
 */
export async function changeSmeApplicationStatus(
  request: {
    readonly tx: Queryable;
    /** Locked by the caller. */
    readonly application: SmeApplicationRow;
    readonly workflow: Workflow;
    readonly at: Date;
  } & StatusChange,
): Promise<SmeApplicationRow> {
  const { tx, application, workflow, at } = request;
  // Only an officer's move carries a remark.
  if (!('remark' in request)) {
    const event = request.event;
    const outcome = applicationTransition({
      workflow,
      from: application.status,
      event,
      actor: 'applicant',
      facts: { markers: application.markers },
    });
    if (!outcome.ok) throw transitionRefused(outcome);
    const written = await writeSmeApplicationStatus(tx, application.id, outcome.to, at, {
      submitted: event === 'submit',
      resubmitted: event === 'resubmit',
    });
    await insertSmeApplicationEvent(tx, {
      applicationId: application.id,
      kind: 'status',
      from: application.status,
      to: outcome.to,
      event,
      actorType: 'applicant',
      actorId: request.actor.userId,
      at,
    });
    return written;
  }

  const { actor, remark, event } = request;
  const facts = await smeOfficerMoveFacts(tx, application, actor.officerId);
  const outcome = officerTransition({
    workflow,
    from: application.status,
    event: event.name,
    roles: actor.roles,
    facts,
  });
  if (!outcome.ok) throw officerMoveRefused(outcome);
  const change = changeOf(application, event, outcome.to, at, request.audited);
  const written = await writeSmeApplicationStatus(tx, application.id, outcome.to, at, change.write);
  await insertSmeApplicationEvent(tx, {
    applicationId: application.id,
    kind: 'status',
    from: application.status,
    to: outcome.to,
    event: event.name,
    actorType: 'officer',
    actorId: actor.officerId,
    actorRole: outcome.role,
    remark,
    at,
  });
  await recordAuditEvent(tx, {
    at,
    actorKind: 'officer',
    actorId: actor.officerId,
    actorName: actor.name,
    actorRole: outcome.role,
    subjectId: application.id,
    applicationId: null,
    ...change.audit,
    remark,
    ...request.trace,
  });
  return written;
}

/**
 * What the table's guards read for an officer's move on an SME application: the step markers, and who decided in
 * this review round (from the recorded moves, never a flag).
 */
export async function smeOfficerMoveFacts(
  db: Queryable,
  application: SmeApplicationRow,
  officerId: string,
): Promise<ApplicationFacts> {
  const events = await smeApplicationEvents(db, application.id);
  const transitions: RecordedTransition[] = events.flatMap((event) =>
    event.kind === 'status' && event.event !== null
      ? [
          {
            event: event.event,
            ...(event.actorType === 'officer' && event.actorId ? { officerId: event.actorId } : {}),
          },
        ]
      : [],
  );
  return {
    markers: application.markers,
    officerId,
    decidedThisRound: officersWhoDecidedThisRound(transitions),
  };
}

/** An officer's audit entry of a move on an SME application; the remark is added to it. */
type SmeMoveAudit = Extract<AuditEvent, { subjectType: 'smeApplication'; before: object }>;

/** What the move writes beside the status, and how the audit entry shows it. */
function changeOf(
  application: SmeApplicationRow,
  event: SmeOfficerEvent,
  to: ApplicationStatus,
  at: Date,
  audited: RejectionAudit | undefined,
): { write: SmeStatusWrite; audit: SmeMoveAudit } {
  const from = application.status;
  switch (event.name) {
    case 'reject':
      return {
        write: {},
        audit: {
          action: smeApplicationAuditAction('reject'),
          subjectType: 'smeApplication',
          before: { status: from, ...audited?.before },
          after: { status: to, ...audited?.after },
        },
      };
    case 'approve': {
      const terms = { amountSen: event.amountSen, tenureMonths: event.tenureMonths };
      const [problem] = smeApprovalTermsProblems(application, terms);
      if (problem) throw new AppError(422, problem.key, problem.params);
      // A first approval of two recommends the terms; the final one sets them.
      const final = to === 'APPROVED';
      const before = approvalOf(application);
      return {
        write: final ? { approval: terms } : {},
        audit: {
          action: smeApplicationAuditAction('approve'),
          subjectType: 'smeApplication',
          before: { status: from, approval: before },
          after: final
            ? { status: to, approval: terms }
            : { status: to, approval: before, recommendedTerms: terms },
        },
      };
    }
    case 'referBack': {
      const steps = referBackStepsInOrder(event.steps);
      const markers = reopenStepsForReferBack(application.markers, steps);
      const referBack = { steps, remark: event.remark, at: at.toISOString() };
      return {
        write: { referBack: { markers, referBack } },
        audit: {
          action: smeApplicationAuditAction('referBack'),
          subjectType: 'smeApplication',
          before: { status: from, markers: application.markers },
          after: { status: to, markers, referBack },
        },
      };
    }
    default:
      return {
        write: {},
        audit: {
          action: smeApplicationAuditAction(event.name),
          subjectType: 'smeApplication',
          before: { status: from },
          after: { status: to },
        },
      };
  }
}

/**
 * The terms an approver may set on an SME or staff application: within its product's amounts and tenures, and
 * never more than the applicant applied for (that amount was checked against their maximum when submitted).
 */
export function smeApprovalTermsProblems(
  application: SmeApplicationRow,
  terms: { readonly amountSen: number; readonly tenureMonths: number },
) {
  return approvalTermsProblems({
    ...terms,
    maxEligibleAmountSen: application.amountSen ?? sen(0),
    bounds: application.partnerType === 'STAFF' ? STAFF_PRODUCT : smeBoundsFor(sen(0)),
  });
}

function approvalOf(application: SmeApplicationRow) {
  return application.approvedAmountSen !== null && application.approvedTenureMonths !== null
    ? { amountSen: application.approvedAmountSen, tenureMonths: application.approvedTenureMonths }
    : null;
}
