import { APPLICATION_EVENTS, type ApplicationEvent, type RecordedTransition } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * The append-only history of an application (table application_events; the database refuses updates and deletes).
 * Written in the same transaction as the change it records, so there is never a change without its event.
 */
export type ApplicationEventKind = 'status' | 'step';
export type ApplicationActorType = 'applicant' | 'officer' | 'system';

export interface NewApplicationEvent {
  readonly applicationId: string;
  readonly kind: ApplicationEventKind;
  readonly from: string | null;
  readonly to: string;
  readonly actorType: ApplicationActorType;
  readonly actorId: string | null;
  /** The role an officer acted in ('verifier', 'approver1'...). */
  readonly actorRole?: string | null;
  /** The transition table's event a status change took; null for a step and for the draft's creation. */
  readonly event?: ApplicationEvent | null;
  readonly remark?: string | null;
  readonly at: Date;
}

export interface ApplicationEventRow {
  readonly kind: ApplicationEventKind;
  readonly from: string | null;
  readonly to: string;
  readonly actorType: ApplicationActorType;
  readonly actorId: string | null;
  readonly remark: string | null;
  readonly at: Date;
}

export async function insertApplicationEvent(db: Queryable, event: NewApplicationEvent): Promise<void> {
  await db.query(
    `insert into application_events (application_id, kind, from_value, to_value, actor_type, actor_id, actor_role,
       event, remark, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      event.applicationId,
      event.kind,
      event.from,
      event.to,
      event.actorType,
      event.actorId,
      event.actorRole ?? null,
      event.event ?? null,
      event.remark ?? null,
      event.at,
    ],
  );
}

/** Oldest first, in the order they were written. */
export function eventsOfApplication(db: Queryable, applicationId: string): Promise<ApplicationEventRow[]> {
  return db.query<ApplicationEventRow>(
    `select kind, from_value as "from", to_value as "to", actor_type as "actorType", actor_id as "actorId", remark, at
     from application_events where application_id = $1 order by id`,
    [applicationId],
  );
}

/** The event a recorded status change took; rows written before events were recorded hold an applicant's in `remark`. */
const RECORDED_EVENT = `coalesce(event, case when actor_type = 'applicant' then remark end)`;

/** Every status change of the application, oldest first, as maker-checker reads them. */
export async function recordedTransitions(
  db: Queryable,
  applicationId: string,
): Promise<RecordedTransition[]> {
  const rows = await db.query<{ event: string | null; actorType: string; actorId: string | null }>(
    `select ${RECORDED_EVENT} as event, actor_type as "actorType", actor_id as "actorId"
     from application_events where application_id = $1 and kind = 'status' order by id`,
    [applicationId],
  );
  return rows.flatMap((row) => {
    const event = APPLICATION_EVENTS.find((candidate) => candidate === row.event);
    if (!event) return [];
    return row.actorType === 'officer' && row.actorId ? [{ event, officerId: row.actorId }] : [{ event }];
  });
}
