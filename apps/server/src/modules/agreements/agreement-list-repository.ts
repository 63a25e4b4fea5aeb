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
 * listed: the individual's agreements and the SME partners' and staff members' (docs/decisions/067), and the product
 * filter narrows the counts as well as the page (docs/decisions/076).
 */

export interface AgreementCountRow {
  readonly status: AgreementStatus;
  readonly variant: Variant;
  readonly product: AgreementProduct;
  readonly count: number;
}

/** Whose loans, and which variant: the product filter, which narrows the counts as well as the page. */
export interface AgreementProductFilter {
  readonly product?: AgreementProduct;
  readonly variant?: Variant;
}

/** The product filter's condition on `agreements a`, its parameters numbered from `first`. */
function productCondition(filter: AgreementProductFilter, first: number) {
  return {
    sql: `($${first}::text is null or a.product = $${first}) and ($${first + 1}::text is null or a.variant = $${first + 1})`,
    parameters: [filter.product ?? null, filter.variant ?? null],
  };
}

export function agreementCounts(db: Queryable, filter: AgreementProductFilter): Promise<AgreementCountRow[]> {
  const products = productCondition(filter, 1);
  return db.query<AgreementCountRow>(
    `select a.status, a.variant, a.product, count(*)::int as count from agreements a where ${products.sql}
     group by a.status, a.variant, a.product order by a.status, a.variant, a.product`,
    products.parameters,
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

/** How many agreements need an officer within the product filter, whatever the status. */
export async function agreementsNeedingAttention(
  db: Queryable,
  filter: AgreementProductFilter,
): Promise<number> {
  const products = productCondition(filter, 1);
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from agreements a
     where ${products.sql} and (${STAMPING_NEEDS_ATTENTION} or ${TRADE_NEEDS_ATTENTION})`,
    products.parameters,
  );
  return row?.count ?? 0;
}

export interface AgreementListFilter extends AgreementProductFilter {
  readonly status?: AgreementStatus;
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
  const products = productCondition(filter, 3);
  const where = `($1::text is null or a.status = $1)
    and (not $2::boolean or ${STAMPING_NEEDS_ATTENTION} or ${TRADE_NEEDS_ATTENTION}) and ${products.sql}`;
  const parameters = [filter.status ?? null, filter.needsAttention ?? false, ...products.parameters];
  const [rows, [counted]] = await Promise.all([
    db.query<AgreementListRow>(
      `select a.id, a.agreement_no as "agreementNo", a.product,
         coalesce(a.application_id, a.sme_application_id) as "applicationId", a.application_no as "applicationNo",
         a.user_id as "userId", a.signatory_name as "signatoryName", a.variant, a.status,
         a.amount_sen as "amountSen", a.tenure_months as "tenureMonths", a.opened_at as "openedAt",
         a.updated_at as "updatedAt", ${STAMPING_NEEDS_ATTENTION} as "stampingNeedsAttention",
         ${TRADE_NEEDS_ATTENTION} as "tradeNeedsAttention"
       from agreements a where ${where}
       order by a.updated_at desc, a.agreement_no desc limit $5 offset $6`,
      [...parameters, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from agreements a where ${where}`, parameters),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
