import {
  type Actor,
  type AgreementEvent,
  type AgreementFacts,
  type AgreementStatus,
  type AuditEvent,
  agreementAuditAction,
  agreementTransition,
  isOfficerAgreementEvent,
  type OfficerAgreementEvent,
  type OfficerRole,
  officerMoveRefused,
  transitionRefused,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { insertAgreementEvent } from './agreement-event-repository.ts';
import { queueMilestoneNotice } from './agreement-milestone-notifier.ts';
import { type AgreementRow, type SummaryAcceptance, writeAgreementStatus } from './agreement-repository.ts';

/**
 * The one writer of an agreement's status. Every move (the applicant's steps, an officer's, the system's on a
 * provider's answer, and those that follow the application) is checked against the domain's transition table with
 * the facts the caller gathered, then written whole in the caller's transaction: the row with what the event carries,
 * the agreement's event, and for an officer the audit entry with the status before and after. A refusal writes
 * nothing: a 409, or a 403 when it is about who asks.
 *
 * Lock order, for every caller: the application first (when the move reads or changes it), then the agreement.
 */

export type AgreementActor =
  | { readonly kind: 'applicant'; readonly userId: string }
  | {
      readonly kind: 'officer';
      readonly officerId: string;
      /** As the event and the audit entry keep it: the officer's name at the time. */
      readonly name: string;
      readonly roles: readonly OfficerRole[];
    }
  | { readonly kind: 'system' };

/** An event of the transition table, with what it carries to the agreement. */
export type AgreementLifecycleEvent =
  | { readonly name: 'acceptSummary'; readonly acceptance: SummaryAcceptance }
  | { readonly name: Exclude<AgreementEvent, 'acceptSummary'> };

export interface AgreementChangeRequest {
  readonly tx: Queryable;
  /** The agreement as read with its row locked in this transaction. */
  readonly agreement: AgreementRow;
  readonly event: AgreementLifecycleEvent;
  readonly actor: AgreementActor;
  /** What the row's guards read, gathered by the caller (the officer's id is added here). */
  readonly facts?: AgreementFacts;
  /** Kept with the event, and with an officer's audit entry: the officer's remark, a payout's failure reason. */
  readonly remark?: string;
  /** The officer's request, kept with the audit entry. */
  readonly trace?: RequestTrace;
  /** What the audit entry of a disbursement keeps beside the status. */
  readonly netAmountSen?: number;
  readonly now: Date;
}

export interface AgreementChanged {
  readonly agreement: AgreementRow;
  readonly from: AgreementStatus;
  readonly to: AgreementStatus;
  /** The role that acted: 'applicant', 'system', or the officer's role the table let take the event. */
  readonly role: Actor;
}

export async function changeAgreementStatus(request: AgreementChangeRequest): Promise<AgreementChanged> {
  const { tx, agreement, event, actor, now } = request;
  const { to, role } = allowedMove(request);
  const updated = await writeAgreementStatus(
    tx,
    agreement.id,
    event.name === 'acceptSummary' ? { status: to, acceptance: event.acceptance } : { status: to },
    now,
  );
  const agreementEventId = await insertAgreementEvent(tx, {
    agreementId: agreement.id,
    event: event.name,
    from: agreement.status,
    to,
    actorType: actor.kind,
    actorId: actor.kind === 'applicant' ? actor.userId : actor.kind === 'officer' ? actor.officerId : null,
    actorName: actor.kind === 'officer' ? actor.name : null,
    actorRole: actor.kind === 'officer' ? role : null,
    remark: request.remark ?? null,
    at: now,
  });
  // A milestone's email and SMS leave from here, whichever step reached it.
  await queueMilestoneNotice(tx, { agreementEventId, event: event.name, to });
  if (actor.kind === 'officer')
    await recordAuditEvent(tx, {
      at: now,
      actorKind: 'officer',
      actorId: actor.officerId,
      actorName: actor.name,
      actorRole: role,
      subjectId: agreement.id,
      applicationId: agreement.applicationId,
      ...officerAudit(officerEvent(event.name), agreement.status, to, request.netAmountSen),
      remark: request.remark ?? null,
      ...request.trace,
    });
  return { agreement: updated, from: agreement.status, to, role };
}

/**
 * The table's answer for this actor, or its refusal thrown. An officer acts in one role at a time: their roles are
 * tried in their own order and the first the row names acts, so that its guards decide. A caller that must ask an
 * outside system before it moves (the payout's release) asks this first, and moves with `changeAgreementStatus`.
 */
export function allowedMove(
  request: Pick<AgreementChangeRequest, 'agreement' | 'event' | 'actor' | 'facts'>,
): { to: AgreementStatus; role: Actor } {
  const { agreement, event, actor } = request;
  const move = { variant: agreement.variant, from: agreement.status, event: event.name };
  if (actor.kind !== 'officer') {
    const outcome = agreementTransition({ ...move, actor: actor.kind, ...withFacts(request.facts) });
    if (!outcome.ok) throw transitionRefused(outcome);
    return { to: outcome.to, role: actor.kind };
  }
  const facts = { ...request.facts, officerId: actor.officerId };
  let refusal: Parameters<typeof officerMoveRefused>[0] = { reason: 'status.refusals.roleNotAllowed' };
  for (const role of actor.roles) {
    const outcome = agreementTransition({ ...move, actor: role, facts });
    if (outcome.ok) return { to: outcome.to, role };
    // A refusal about the agreement (a guard, no such move) says more than another role's 'not yours'.
    if (outcome.reason !== 'status.refusals.roleNotAllowed') refusal = outcome;
  }
  throw officerMoveRefused(refusal);
}

function withFacts(facts: AgreementFacts | undefined): { facts?: AgreementFacts } {
  return facts ? { facts } : {};
}

/** Only the table's officer rows get here: the table has let an officer take the event. */
function officerEvent(event: AgreementEvent): OfficerAgreementEvent {
  if (!isOfficerAgreementEvent(event)) throw new Error(`${event} is not an officer's move`);
  return event;
}

type AgreementAudit = Extract<AuditEvent, { subjectType: 'agreement'; before: object }>;

/** The officer's audit entry of a move: the status before and after, and a disbursement's net amount. */
function officerAudit(
  event: OfficerAgreementEvent,
  from: AgreementStatus,
  to: AgreementStatus,
  netAmountSen: number | undefined,
): AgreementAudit {
  switch (event) {
    case 'prepareDisbursement':
    case 'releaseDisbursement':
      if (netAmountSen === undefined) throw new Error(`${event} needs the net amount for its audit entry`);
      return {
        action: agreementAuditAction(event),
        subjectType: 'agreement',
        before: { status: from },
        after: { status: to, netAmountSen },
      };
    default:
      return {
        action: agreementAuditAction(event),
        subjectType: 'agreement',
        before: { status: from },
        after: { status: to },
      };
  }
}
