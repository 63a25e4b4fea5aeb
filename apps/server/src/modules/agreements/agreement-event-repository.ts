import type { AgreementHistoryEvent, AgreementStatus } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * The append-only history of an agreement (table agreement_events; the database refuses updates and deletes):
 * its opening and every move, written in the transaction of the change it records.
 */
export type AgreementActorType = 'applicant' | 'officer' | 'system';

export interface AgreementEventRow {
  readonly event: AgreementHistoryEvent;
  readonly from: AgreementStatus | null;
  readonly to: AgreementStatus;
  readonly actorType: AgreementActorType;
  readonly actorId: string | null;
  /** The officer's name and role as they were at the time; null for the applicant and the system. */
  readonly actorName: string | null;
  readonly actorRole: string | null;
  readonly remark: string | null;
  readonly at: Date;
}

export interface NewAgreementEvent extends AgreementEventRow {
  readonly agreementId: string;
}

/** Answers the event's id (its bigserial, as text). */
export async function insertAgreementEvent(db: Queryable, event: NewAgreementEvent): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into agreement_events (agreement_id, event, from_status, to_status, actor_type, actor_id, actor_name,
       actor_role, remark, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning id::text as id`,
    [
      event.agreementId,
      event.event,
      event.from,
      event.to,
      event.actorType,
      event.actorId,
      event.actorName,
      event.actorRole,
      event.remark,
      event.at,
    ],
  );
  if (!row) throw new Error('the agreement event was not written');
  return row.id;
}

/** Oldest first, in the order they were written. */
export function eventsOfAgreement(db: Queryable, agreementId: string): Promise<AgreementEventRow[]> {
  return db.query<AgreementEventRow>(
    `select event, from_status as "from", to_status as "to", actor_type as "actorType", actor_id as "actorId",
       actor_name as "actorName", actor_role as "actorRole", remark, at
     from agreement_events where agreement_id = $1 order by id`,
    [agreementId],
  );
}
