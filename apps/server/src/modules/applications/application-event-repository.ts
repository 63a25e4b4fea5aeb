import { APPLICATION_EVENTS, type ApplicationEvent, type RecordedTransition } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { ApplicationRow } from './application-repository.ts';

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

/**
 * What the status read needs of an application: no form, no contact, no terms. Its times come as the API shows them,
 * ISO 8601 in UTC to the millisecond (`Date.toISOString`'s form), written by PostgreSQL: parsing each into a `Date`
 * only to write it back was a measurable part of the read (decision 078).
 */
export type ApplicationStatusRow = Pick<
  ApplicationRow,
  'id' | 'applicationNo' | 'applicationType' | 'status' | 'markers'
> & { readonly submittedAt: string | null };

/** What the status read shows of each change: no officer's id and no remark. */
export type ApplicationStatusEventRow = Pick<ApplicationEventRow, 'kind' | 'from' | 'to' | 'actorType'> & {
  readonly at: string;
};

/** A timestamptz as `Date.toISOString` writes it (both drop the microseconds past the millisecond). */
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An application of `userId`, by its id or its number, with its history oldest first: the status read, in one round
 * trip instead of two (decision 056), of the columns it shows only and kept prepared on each connection (decision
 * 066). Undefined for someone else's application and for a missing one alike.
 */
export async function ownedApplicationWithEvents(
  db: Queryable,
  by: { readonly id: string } | { readonly applicationNo: string },
  userId: string,
): Promise<{ application: ApplicationStatusRow; events: ApplicationStatusEventRow[] } | undefined> {
  const [row] = await db.query<ApplicationStatusRow & { events: ApplicationStatusEventRow[] }>(
    `select id, application_no as "applicationNo", application_type as "applicationType", status, markers,
       ${isoTime('submitted_at')} as "submittedAt",
       (select coalesce(json_agg(json_build_object('kind', e.kind, 'from', e.from_value, 'to', e.to_value,
                'actorType', e.actor_type, 'at', ${isoTime('e.at')}) order by e.id), '[]'::json)
        from application_events e where e.application_id = applications.id) as events
     from applications where ${'id' in by ? 'id = $1' : 'application_no = $1'} and user_id = $2`,
    ['id' in by ? by.id : by.applicationNo, userId],
    // The customer's status read, the web app's most frequent call.
    { prepared: 'id' in by ? 'owned_application_status_by_id' : 'owned_application_status_by_no' },
  );
  if (!row) return undefined;
  const { events, ...application } = row;
  return { application, events };
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
