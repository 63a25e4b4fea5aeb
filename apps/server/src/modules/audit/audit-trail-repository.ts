import { applicationAuditAction } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * The audit trail as officers read it: every officer action (audit_events) and every change of an application's
 * status or step (application_events), as one list. An officer's own status change is read from its audit row,
 * which holds the same change with before, after, role and remark, so it is not listed twice.
 */

export interface AuditTrailRow {
  readonly id: string;
  readonly at: Date;
  readonly actorKind: 'applicant' | 'officer' | 'system';
  readonly actorName: string | null;
  readonly actorRole: string | null;
  readonly action: string;
  readonly applicationId: string | null;
  readonly applicationNo: string | null;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly remark: string | null;
  /** The record an officer's entry is about when it is not an application (an SME application); null otherwise. */
  readonly subjectType: string | null;
  readonly subjectId: string | null;
}

/**
 * One entry per action. Applicant and system changes are named by `applicationAuditAction`: the transition table's
 * event (older rows hold it in `remark`), or the step, their values under 'status' or 'marker'.
 */
const STEP = applicationAuditAction('step');

const ENTRIES = `
  select 'audit-' || a.id as id, a.at, a.actor_kind as "actorKind", a.actor_name as "actorName",
    a.actor_role as "actorRole", a.action, a.application_id as "applicationId", p.application_no as "applicationNo",
    a.before, a.after, a.remark, a.subject_type as "subjectType", a.subject_id as "subjectId",
    o.email as "actorEmail", 1 as source, a.id as seq
  from audit_events a
  left join applications p on p.id = a.application_id
  left join officers o on o.id = a.actor_id
  union all
  select 'event-' || e.id, e.at, e.actor_type, u.full_name, e.actor_role,
    case when e.kind = 'step' then '${STEP}'
      else 'application.' || coalesce(e.event, e.remark, 'status') end,
    e.application_id, p.application_no,
    case when e.from_value is null then null
      else jsonb_build_object(case when e.kind = 'step' then 'marker' else 'status' end, e.from_value) end,
    jsonb_build_object(case when e.kind = 'step' then 'marker' else 'status' end, e.to_value),
    case when e.kind = 'status' and e.event is null then null else e.remark end,
    null, null, u.email, 0, e.id
  from application_events e
  join applications p on p.id = e.application_id
  left join users u on e.actor_type = 'applicant' and u.id::text = e.actor_id
  where e.actor_type <> 'officer'`;

const FIELDS = `id, at, "actorKind", "actorName", "actorRole", action, "applicationId", "applicationNo", before, after,
  remark, "subjectType", "subjectId"`;

/** The application's whole history, oldest first (at the same instant, the application's own changes first). */
export function applicationHistory(db: Queryable, applicationId: string): Promise<AuditTrailRow[]> {
  return db.query<AuditTrailRow>(
    `select ${FIELDS} from (${ENTRIES}) entries where "applicationId" = $1 order by at, source, seq`,
    [applicationId],
  );
}

export interface AuditSearch {
  /** Part of an application number, an actor's name or email, or an action. */
  readonly text?: string | undefined;
  readonly fromInclusive?: Date | undefined;
  readonly toExclusive?: Date | undefined;
  /**
   * Records of another kind whose entries the text also finds: their numbers live with their owner, which names
   * the ids whose number holds the text (an SME application's, decision 070).
   */
  readonly subjects?: { readonly type: string; readonly ids: readonly string[] } | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** Officer actions and status changes (steps are in each application's history), newest first. */
export async function searchAuditTrail(
  db: Queryable,
  search: AuditSearch,
): Promise<{ rows: AuditTrailRow[]; total: number }> {
  const conditions = [`action <> '${STEP}'`];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.text) {
    const pattern = param(`%${search.text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    const subjects = search.subjects?.ids.length
      ? ` or ("subjectType" = ${param(search.subjects.type)} and "subjectId" = any(${param(search.subjects.ids)}::text[]))`
      : '';
    conditions.push(
      `("applicationNo" ilike ${pattern} or "actorName" ilike ${pattern} or "actorEmail" ilike ${pattern}
        or action ilike ${pattern}${subjects})`,
    );
  }
  if (search.fromInclusive) conditions.push(`at >= ${param(search.fromInclusive)}`);
  if (search.toExclusive) conditions.push(`at < ${param(search.toExclusive)}`);
  const where = conditions.join(' and ');
  const [count] = await db.query<{ total: number }>(
    `select count(*) as total from (${ENTRIES}) entries where ${where}`,
    params,
  );
  const rows = await db.query<AuditTrailRow>(
    `select ${FIELDS} from (${ENTRIES}) entries where ${where}
     order by at desc, source desc, seq desc limit ${param(search.limit)} offset ${param(search.offset)}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

/** The officers' entries about one record of another kind than an application (an SME application), oldest first. */
export function subjectHistory(
  db: Queryable,
  subject: { readonly type: string; readonly id: string },
): Promise<AuditTrailRow[]> {
  return db.query<AuditTrailRow>(
    `select 'audit-' || id as id, at, actor_kind as "actorKind", actor_name as "actorName", actor_role as "actorRole",
       action, null as "applicationId", null as "applicationNo", before, after, remark,
       null as "subjectType", null as "subjectId"
     from audit_events where subject_type = $1 and subject_id = $2 order by at, id`,
    [subject.type, subject.id],
  );
}
