import { type AuditEntry, type AuditEvent, auditEventSchema } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { insertAuditEvent, type NewAuditEvent } from './audit-repository.ts';
import {
  type AuditSearch,
  type AuditTrailRow,
  applicationHistory,
  searchAuditTrail,
  subjectHistory,
} from './audit-trail-repository.ts';

/**
 * The audit module as the others use it: every officer action is recorded here, in the transaction of the action,
 * and the trail is read here, with each application's status and step changes beside the officers' actions.
 */

/**
 * Records one entry: only the domain's actions, each with exactly its shape, checked against its schema before it
 * is written, since what is stored stays as it is.
 */
export async function recordAuditEvent(tx: Queryable, event: NewAuditEvent): Promise<void> {
  const {
    at,
    actorKind,
    actorId,
    actorName,
    actorRole,
    subjectId,
    applicationId,
    requestId,
    ip,
    ...details
  } = event;
  const checked = auditEventSchema.safeParse(details);
  if (!checked.success) {
    const issues = checked.error.issues.map(({ path, code }) => `${path.join('.')}: ${code}`).join('; ');
    throw new Error(`audit entry '${event.action}' does not match its schema: ${issues}`);
  }
  const envelope = { at, actorKind, actorId, actorName, actorRole, subjectId, applicationId, requestId, ip };
  await insertAuditEvent(tx, { ...envelope, ...checked.data });
}

/** The application's whole history, oldest first. */
export async function applicationAuditTrail(db: Queryable, applicationId: string): Promise<AuditEntry[]> {
  return (await applicationHistory(db, applicationId)).map(auditEntry);
}

/** The officers' entries about one record that is not an application (an SME application: 'smeApplication'). */
export async function subjectAuditTrail(
  db: Queryable,
  subject: { readonly type: AuditEvent['subjectType']; readonly id: string },
): Promise<AuditEntry[]> {
  return (await subjectHistory(db, subject)).map(auditEntry);
}

/** Officer actions and status changes, newest first, one page of them. */
export async function searchAudit(
  db: Queryable,
  search: AuditSearch,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows, total } = await searchAuditTrail(db, search);
  return { entries: rows.map(auditEntry), total };
}

function auditEntry(row: AuditTrailRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actorName: row.actorName,
    actorRole: row.actorRole,
    action: row.action,
    applicationId: row.applicationId,
    applicationNo: row.applicationNo,
    before: row.before,
    after: row.after,
    remark: row.remark,
    // An SME or staff application's entry names it, for its number and page (decision 070).
    ...(row.subjectType === 'smeApplication' && row.subjectId ? { smeApplicationId: row.subjectId } : {}),
  };
}
