import type { CommodityTradeStatus, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { CommodityLegKind } from '../../providers/commodity-trading/commodity-trading-provider.ts';

/** A row of `commodity_trades`: the Islamic financing's trade, one per agreement. */
export interface CommodityTradeRow {
  readonly agreementId: string;
  readonly status: CommodityTradeStatus;
  readonly providerTradeId: string | null;
  readonly costPriceSen: Sen;
  readonly sellingPriceSen: Sen;
  readonly proceedsSen: Sen | null;
  readonly startedAt: Date;
  readonly updatedAt: Date;
}

/** A row of `commodity_trade_legs`: one order placed, and what its confirmation's certificate says. */
export interface CommodityTradeLegRow {
  readonly id: string;
  readonly agreementId: string;
  readonly leg: CommodityLegKind;
  readonly providerLegId: string;
  readonly status: 'pending' | 'confirmed' | 'failed' | 'cancelled';
  readonly noticeId: string | null;
  readonly certificateNo: string | null;
  readonly commodity: string | null;
  readonly quantityKg: number | null;
  readonly priceSen: Sen | null;
  readonly seller: string | null;
  readonly buyer: string | null;
  readonly executedAt: Date | null;
  readonly fileId: string | null;
  readonly failureReason: string | null;
  readonly placedAt: Date;
  readonly settledAt: Date | null;
}

const TRADE_COLUMNS = `agreement_id as "agreementId", status, provider_trade_id as "providerTradeId",
  cost_price_sen as "costPriceSen", selling_price_sen as "sellingPriceSen", proceeds_sen as "proceedsSen",
  started_at as "startedAt", updated_at as "updatedAt"`;

const LEG_COLUMNS = `id, agreement_id as "agreementId", leg, provider_leg_id as "providerLegId", status,
  notice_id as "noticeId", certificate_no as "certificateNo", commodity, quantity_kg as "quantityKg",
  price_sen as "priceSen", seller, buyer, executed_at as "executedAt", file_id as "fileId",
  failure_reason as "failureReason", placed_at as "placedAt", settled_at as "settledAt"`;

export async function findCommodityTrade(
  db: Queryable,
  agreementId: string,
  options: { lock?: boolean } = {},
): Promise<CommodityTradeRow | undefined> {
  const [row] = await db.query<CommodityTradeRow>(
    `select ${TRADE_COLUMNS} from commodity_trades where agreement_id = $1${options.lock ? ' for update' : ''}`,
    [agreementId],
  );
  return row;
}

/** The trades of several agreements at once (the disbursement queue's page). */
export async function commodityTradeStatuses(
  db: Queryable,
  agreementIds: readonly string[],
): Promise<Map<string, CommodityTradeStatus>> {
  if (agreementIds.length === 0) return new Map();
  const rows = await db.query<{ agreementId: string; status: CommodityTradeStatus }>(
    `select agreement_id as "agreementId", status from commodity_trades where agreement_id = any($1::uuid[])`,
    [agreementIds],
  );
  return new Map(rows.map((row) => [row.agreementId, row.status]));
}

/** Opens the trade in PURCHASE_PENDING; a trade already opened is left as it is. */
export async function insertCommodityTrade(
  db: Queryable,
  trade: { agreementId: string; costPriceSen: Sen; sellingPriceSen: Sen; at: Date },
): Promise<void> {
  await db.query(
    `insert into commodity_trades (agreement_id, status, cost_price_sen, selling_price_sen, started_at, updated_at)
     values ($1, 'PURCHASE_PENDING', $2, $3, $4, $4) on conflict (agreement_id) do nothing`,
    [trade.agreementId, trade.costPriceSen, trade.sellingPriceSen, trade.at],
  );
}

/** Called by the trade's service after the domain's commodity-trade machine allowed the move. */
export async function writeCommodityTradeStatus(
  db: Queryable,
  agreementId: string,
  write: { status: CommodityTradeStatus; proceedsSen?: Sen; providerTradeId?: string },
  now: Date,
): Promise<void> {
  await db.query(
    `update commodity_trades set status = $2, updated_at = $3, proceeds_sen = coalesce($4, proceeds_sen),
       provider_trade_id = coalesce($5, provider_trade_id)
     where agreement_id = $1`,
    [agreementId, write.status, now, write.proceedsSen ?? null, write.providerTradeId ?? null],
  );
}

export async function setProviderTradeId(db: Queryable, agreementId: string, tradeId: string): Promise<void> {
  await db.query(
    'update commodity_trades set provider_trade_id = $2 where agreement_id = $1 and provider_trade_id is null',
    [agreementId, tradeId],
  );
}

/** Oldest first, failed ones included. */
export function legsOfTrade(db: Queryable, agreementId: string): Promise<CommodityTradeLegRow[]> {
  return db.query<CommodityTradeLegRow>(
    `select ${LEG_COLUMNS} from commodity_trade_legs where agreement_id = $1 order by seq`,
    [agreementId],
  );
}

export async function findLegByProviderId(
  db: Queryable,
  providerLegId: string,
  options: { lock?: boolean } = {},
): Promise<CommodityTradeLegRow | undefined> {
  const [row] = await db.query<CommodityTradeLegRow>(
    `select ${LEG_COLUMNS} from commodity_trade_legs where provider_leg_id = $1${options.lock ? ' for update' : ''}`,
    [providerLegId],
  );
  return row;
}

/** Records a placed order; the platform answers a repeated order with the same leg, which is recorded once. */
export async function insertPendingLeg(
  db: Queryable,
  leg: { id: string; agreementId: string; leg: CommodityLegKind; providerLegId: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into commodity_trade_legs (id, agreement_id, leg, provider_leg_id, status, placed_at)
     values ($1, $2, $3, $4, 'pending', $5) on conflict (provider_leg_id) do nothing`,
    [leg.id, leg.agreementId, leg.leg, leg.providerLegId, leg.at],
  );
}

export interface LegConfirmation {
  readonly noticeId: string;
  readonly certificateNo: string;
  readonly commodity: string;
  readonly quantityKg: number;
  readonly priceSen: Sen;
  readonly seller: string;
  readonly buyer: string;
  readonly executedAt: Date;
  readonly fileId: string;
  readonly at: Date;
}

export async function confirmLeg(db: Queryable, legId: string, confirmation: LegConfirmation): Promise<void> {
  await db.query(
    `update commodity_trade_legs set status = 'confirmed', notice_id = $2, certificate_no = $3, commodity = $4,
       quantity_kg = $5, price_sen = $6, seller = $7, buyer = $8, executed_at = $9, file_id = $10, settled_at = $11
     where id = $1`,
    [
      legId,
      confirmation.noticeId,
      confirmation.certificateNo,
      confirmation.commodity,
      confirmation.quantityKg,
      confirmation.priceSen,
      confirmation.seller,
      confirmation.buyer,
      confirmation.executedAt,
      confirmation.fileId,
      confirmation.at,
    ],
  );
}

export async function failLeg(
  db: Queryable,
  legId: string,
  failure: { noticeId: string; reason: string; at: Date },
): Promise<void> {
  await db.query(
    `update commodity_trade_legs set status = 'failed', notice_id = $2, failure_reason = $3, settled_at = $4
     where id = $1`,
    [legId, failure.noticeId, failure.reason, failure.at],
  );
}

/** The orders still open when the unwinding confirmed: the platform withdrew them, so they read cancelled. */
export async function cancelPendingLegs(db: Queryable, agreementId: string, at: Date): Promise<void> {
  await db.query(
    `update commodity_trade_legs set status = 'cancelled', settled_at = $2
     where agreement_id = $1 and status = 'pending' and leg <> 'unwind'`,
    [agreementId, at],
  );
}
