import type { AgreementMilestone, Language } from '@sinar/domain';
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

/** The history event a milestone job tells of: when it happened and the status it reached. */
export async function findMilestoneEvent(
  db: Queryable,
  agreementEventId: string,
): Promise<{ agreementId: string; to: string; at: Date } | null> {
  const [row] = await db.query<{ agreementId: string; to: string; at: Date }>(
    `select agreement_id as "agreementId", to_status as "to", at from agreement_events where id = $1`,
    [agreementEventId],
  );
  return row ?? null;
}
