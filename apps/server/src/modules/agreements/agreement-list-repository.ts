import type { AgreementStatus, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The back office's lists of agreements: counts by status and product, and one page of a filter. */

export interface AgreementCountRow {
  readonly status: AgreementStatus;
  readonly variant: Variant;
  readonly count: number;
}

export function agreementCounts(db: Queryable): Promise<AgreementCountRow[]> {
  return db.query<AgreementCountRow>(
    `select status, variant, count(*)::int as count from agreements group by status, variant
     order by status, variant`,
  );
}

export interface AgreementListFilter {
  readonly status?: AgreementStatus;
  readonly variant?: Variant;
  readonly limit: number;
  readonly offset: number;
}

export interface AgreementListRow {
  readonly id: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly status: AgreementStatus;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly openedAt: Date;
  readonly updatedAt: Date;
}

/** Latest change first; the agreement number breaks ties, so that pages never overlap. */
export async function agreementPage(
  db: Queryable,
  filter: AgreementListFilter,
): Promise<{ rows: AgreementListRow[]; total: number }> {
  const where = `($1::text is null or status = $1) and ($2::text is null or variant = $2)`;
  const parameters = [filter.status ?? null, filter.variant ?? null];
  const [rows, [counted]] = await Promise.all([
    db.query<AgreementListRow>(
      `select id, agreement_no as "agreementNo", application_id as "applicationId",
         application_no as "applicationNo", user_id as "userId", variant, status, amount_sen as "amountSen",
         tenure_months as "tenureMonths", opened_at as "openedAt", updated_at as "updatedAt"
       from agreements where ${where}
       order by updated_at desc, agreement_no desc limit $3 offset $4`,
      [...parameters, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from agreements where ${where}`, parameters),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
