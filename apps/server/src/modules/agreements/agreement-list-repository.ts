import type {
  AgreementAttentionReason,
  AgreementProduct,
  AgreementStatus,
  Sen,
  Variant,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * The back office's lists of agreements: counts by status and product, and one page of a filter. Every product is
 * listed: the individual's agreements and the SME partners' and staff members' (docs/decisions/067).
 */

export interface AgreementCountRow {
  readonly status: AgreementStatus;
  readonly variant: Variant;
  readonly count: number;
}

export function agreementCounts(db: Queryable): Promise<AgreementCountRow[]> {
  return db.query<AgreementCountRow>(
    `select status, variant, count(*)::int as count from agreements group by status, variant order by status, variant`,
  );
}

/**
 * What needs an officer (docs/decisions/051): an agreement still signed whose e-stamping was rejected or given up,
 * and a trade whose unwinding failed. The same conditions mark the list's items and make its filter.
 */
const STAMPING_NEEDS_ATTENTION = `(a.status = 'SIGNED' and exists (select 1 from agreement_stampings s
  where s.agreement_id = a.id and s.status in ('rejected', 'failed')))`;
const TRADE_NEEDS_ATTENTION = `exists (select 1 from commodity_trades c where c.agreement_id = a.id
  and c.status = 'UNWIND_FAILED')`;

/** How many agreements need an officer, whatever the list's filter. */
export async function agreementsNeedingAttention(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from agreements a
     where ${STAMPING_NEEDS_ATTENTION} or ${TRADE_NEEDS_ATTENTION}`,
  );
  return row?.count ?? 0;
}

export interface AgreementListFilter {
  readonly status?: AgreementStatus;
  readonly variant?: Variant;
  readonly needsAttention?: boolean;
  readonly limit: number;
  readonly offset: number;
}

export interface AgreementListRow {
  readonly id: string;
  readonly agreementNo: string;
  readonly product: AgreementProduct;
  /** The individual's application, or the SME partner's or staff member's SME application. */
  readonly applicationId: string;
  readonly applicationNo: string;
  readonly userId: string;
  /** Who signs an SME or staff agreement, as its application named them; null for an individual's. */
  readonly signatoryName: string | null;
  readonly variant: Variant;
  readonly status: AgreementStatus;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly openedAt: Date;
  readonly updatedAt: Date;
  readonly stampingNeedsAttention: boolean;
  readonly tradeNeedsAttention: boolean;
}

export function attentionOf(row: AgreementListRow): AgreementAttentionReason[] {
  return [
    ...(row.stampingNeedsAttention ? (['stamping'] as const) : []),
    ...(row.tradeNeedsAttention ? (['commodityTrade'] as const) : []),
  ];
}

/** Latest change first; the agreement number breaks ties, so that pages never overlap. */
export async function agreementPage(
  db: Queryable,
  filter: AgreementListFilter,
): Promise<{ rows: AgreementListRow[]; total: number }> {
  const where = `($1::text is null or a.status = $1) and ($2::text is null or a.variant = $2)
    and (not $3::boolean or ${STAMPING_NEEDS_ATTENTION} or ${TRADE_NEEDS_ATTENTION})`;
  const parameters = [filter.status ?? null, filter.variant ?? null, filter.needsAttention ?? false];
  const [rows, [counted]] = await Promise.all([
    db.query<AgreementListRow>(
      `select a.id, a.agreement_no as "agreementNo", a.product,
         coalesce(a.application_id, a.sme_application_id) as "applicationId", a.application_no as "applicationNo",
         a.user_id as "userId", a.signatory_name as "signatoryName", a.variant, a.status,
         a.amount_sen as "amountSen", a.tenure_months as "tenureMonths", a.opened_at as "openedAt",
         a.updated_at as "updatedAt", ${STAMPING_NEEDS_ATTENTION} as "stampingNeedsAttention",
         ${TRADE_NEEDS_ATTENTION} as "tradeNeedsAttention"
       from agreements a where ${where}
       order by a.updated_at desc, a.agreement_no desc limit $4 offset $5`,
      [...parameters, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from agreements a where ${where}`, parameters),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
