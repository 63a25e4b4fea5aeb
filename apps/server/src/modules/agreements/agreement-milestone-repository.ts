import type { AgreementHistoryEvent, AgreementMilestone, AgreementStatus, Language } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * Which milestones' messages were queued (table agreement_milestone_notices), one row per history event. The row is
 * claimed in the transaction that queues the email and the SMS, so a job run twice queues them once.
 */
export interface MilestoneNotice {
  /** agreement_events' bigserial id, as text. */
  readonly agreementEventId: string;
  readonly agreementId: string;
  readonly milestone: AgreementMilestone;
  readonly language: Language;
  readonly emailSent: boolean;
  readonly smsSent: boolean;
  readonly queuedAt: Date;
}

/** True when this call recorded the notice; false when it was recorded already. */
export async function claimMilestoneNotice(tx: Queryable, notice: MilestoneNotice): Promise<boolean> {
  const rows = await tx.query(
    `insert into agreement_milestone_notices (agreement_event_id, agreement_id, milestone, language, email_sent,
       sms_sent, queued_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (agreement_event_id) do nothing
     returning agreement_event_id`,
    [
      notice.agreementEventId,
      notice.agreementId,
      notice.milestone,
      notice.language,
      notice.emailSent,
      notice.smsSent,
      notice.queuedAt,
    ],
  );
  return rows.length === 1;
}

/** The history event a milestone job tells of: the move, the status it reached and when. */
export interface MilestoneEvent {
  readonly agreementId: string;
  readonly event: AgreementHistoryEvent;
  readonly to: AgreementStatus;
  readonly at: Date;
}

export async function findMilestoneEvent(
  db: Queryable,
  agreementEventId: string,
): Promise<MilestoneEvent | null> {
  const [row] = await db.query<MilestoneEvent>(
    `select agreement_id as "agreementId", event, to_status as "to", at from agreement_events where id = $1`,
    [agreementEventId],
  );
  return row ?? null;
}
