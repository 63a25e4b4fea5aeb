import type { ApplicationStatus, QueueStatus, SmeQueueProduct } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { pagedQuery } from '../../db/paged-query.ts';

/**
 * The back office's reads of SME and staff applications (decision 062): the queues' counts and pages, searchable,
 * and one application by its id alone (officers see every application). The staff queue holds the staff form's
 * applications (group staff and partners of the staff type); the SME queue every other partner type's.
 */

const PRODUCT_OF = `case when partner_type = 'STAFF' then 'staff' else 'sme' end`;

export interface SmeQueueCountRow {
  readonly status: QueueStatus;
  readonly product: SmeQueueProduct;
  readonly count: number;
  readonly overdueCount: number;
  readonly oldestSubmittedAt: Date;
}

export function smeQueueCounts(
  db: Queryable,
  statuses: readonly QueueStatus[],
  overdueBefore: Date,
): Promise<SmeQueueCountRow[]> {
  return db.query<SmeQueueCountRow>(
    `select status, ${PRODUCT_OF} as product, count(*)::int as count,
       count(*) filter (where submission_date < $2)::int as "overdueCount",
       min(submission_date) as "oldestSubmittedAt"
     from sme_applications
     where status = any($1::text[]) and submission_date is not null and deleted_at is null
     group by status, ${PRODUCT_OF}`,
    [statuses, overdueBefore],
  );
}

export interface SmeQueueItemRow {
  readonly id: string;
  readonly applicationNo: string;
  readonly product: SmeQueueProduct;
  readonly partnerId: string | null;
  readonly partnerType: string;
  readonly status: ApplicationStatus;
  readonly userId: string;
  readonly applicantName: string | null;
  readonly companyName: string | null;
  readonly amountSen: number | null;
  readonly tenureMonths: number | null;
  readonly submittedAt: Date;
}

export interface SmeQueueFilter {
  readonly statuses: readonly QueueStatus[];
  readonly product?: SmeQueueProduct | undefined;
  /** Part of the application number, the partner id, the applicant's or the company's name, any case. */
  readonly search?: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** Oldest submission first; the application number breaks ties so that pages never overlap. */
export function smeQueueItems(
  db: Queryable,
  filter: SmeQueueFilter,
): Promise<{ rows: SmeQueueItemRow[]; total: number }> {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return pagedQuery<SmeQueueItemRow>(
    db,
    {
      select: `id, application_no as "applicationNo", ${PRODUCT_OF} as product, partner_id as "partnerId",
        partner_type as "partnerType", status, user_id as "userId",
        form->'applicant'->>'name' as "applicantName", form->'company'->>'companyName' as "companyName",
        coalesce(approved_amount_sen, amount_sen) as "amountSen",
        coalesce(approved_tenure_months, tenure_months) as "tenureMonths", submission_date as "submittedAt"`,
      from: `from sme_applications
        where status = any($1::text[]) and submission_date is not null and deleted_at is null
          and ($2::text is null or ${PRODUCT_OF} = $2)
          and ($3::text is null or application_no ilike $3 or partner_id ilike $3
            or form->'applicant'->>'name' ilike $3 or form->'company'->>'companyName' ilike $3)`,
      orderBy: 'submission_date, application_no',
      params: [filter.statuses, filter.product ?? null, pattern],
    },
    filter,
  );
}

/** The numbers of the given applications, by id (the audit search's SME entries). */
export async function smeApplicationNumbersById(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; applicationNo: string }[]> {
  if (ids.length === 0) return [];
  return db.query<{ id: string; applicationNo: string }>(
    'select id, application_no as "applicationNo" from sme_applications where id = any($1::uuid[])',
    [ids],
  );
}

/** The ids of the applications whose number holds `text`, any case (`%` and `_` taken as characters). */
export async function smeApplicationIdsNumbered(db: Queryable, text: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'select id from sme_applications where application_no ilike $1 order by id',
    [`%${escapeLike(text)}%`],
  );
  return rows.map((row) => row.id);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
