import type { AuditEvent } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * The officers' audit trail (table audit_events; the database refuses updates and deletes). Written in the same
 * transaction as the action it records, so there is never an action without its record.
 */
export type AuditActorKind = 'officer' | 'applicant' | 'system';

/** Who acted, when, on which record, from where: what every entry holds whatever its action. */
export interface AuditEnvelope {
  readonly at: Date;
  readonly actorKind: AuditActorKind;
  readonly actorId: string | null;
  readonly actorName: string | null;
  /** The role the officer acted in ('verifier', 'admin'...), or null. */
  readonly actorRole: string | null;
  /** The id of what it was done to (the subject type is the action's: '@sinar/domain' audit-events.ts). */
  readonly subjectId: string | null;
  readonly applicationId?: string | null;
  readonly requestId?: string | null;
  readonly ip?: string | null;
}

/** An entry as the audit module records it: one of the domain's actions with exactly its shape. */
export type NewAuditEvent = AuditEnvelope & AuditEvent;

export async function insertAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await db.query(
    `insert into audit_events (at, actor_kind, actor_id, actor_name, actor_role, action, subject_type, subject_id,
       application_id, before, after, remark, request_id, ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      event.at,
      event.actorKind,
      event.actorId,
      event.actorName,
      event.actorRole,
      event.action,
      event.subjectType,
      event.subjectId,
      event.applicationId ?? null,
      event.before ? JSON.stringify(event.before) : null,
      event.after ? JSON.stringify(event.after) : null,
      ('remark' in event ? event.remark : null) ?? null,
      event.requestId ?? null,
      event.ip ?? null,
    ],
  );
}
