import {
  type CommodityTradeStatus,
  commodityTradeTransition,
  transitionRefused,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import type { AgreementRow } from './agreement-repository.ts';
import { findCommodityTrade, writeCommodityTradeStatus } from './commodity-trade-repository.ts';

/** Asks the platform to unwind the trade of a cancelled agreement (commodity-trade-service.ts). */
export const COMMODITY_TRADE_UNWIND_JOB = 'agreements-commodity-trade.unwind';

/** The statuses of a trade that follows its cancelled agreement: no sale of it moves it on any more. */
export const UNWINDING: ReadonlySet<CommodityTradeStatus> = new Set([
  'UNWIND_PENDING',
  'UNWIND_FAILED',
  'UNWOUND',
]);

/**
 * Called in the transaction that cancels or withdraws the agreement (docs/decisions/051): its trade, if one was
 * opened, takes the machine's `unwind`. A trade that holds nothing of the financing (its purchase failed, or broker 2
 * bought the lot) is unwound at once; one that may hold it waits for the platform, whose order is queued here. Each
 * move is audited as the system's. A loan, or a financing whose trade never opened, has nothing to unwind.
 */
export async function queueCommodityTradeUnwind(
  tx: Queryable,
  agreement: AgreementRow,
  now: Date,
): Promise<void> {
  if (!VARIANT_RULES[agreement.variant].commodityTrade) return;
  const trade = await findCommodityTrade(tx, agreement.id, { lock: true });
  if (!trade || UNWINDING.has(trade.status)) return;
  const outcome = commodityTradeTransition({ from: trade.status, event: 'unwind', actor: 'system' });
  if (!outcome.ok) throw transitionRefused(outcome);
  await writeCommodityTradeStatus(tx, agreement.id, { status: outcome.to }, now);
  await recordTradeAudit(tx, agreement, {
    action: outcome.to === 'UNWOUND' ? 'commodityTrade.unwound' : 'commodityTrade.unwind',
    from: trade.status,
    to: outcome.to,
    remark:
      outcome.to === 'UNWOUND'
        ? 'The agreement ended; the trade held no commodity of the financing.'
        : 'The agreement ended; the platform is asked to cancel the order or buy the lot back.',
    now,
  });
  if (outcome.to === 'UNWIND_PENDING')
    await enqueueJob(tx, COMMODITY_TRADE_UNWIND_JOB, { agreementId: agreement.id });
}

/** The system's audit entry of a step of the unwinding, about the agreement. */
export async function recordTradeAudit(
  tx: Queryable,
  agreement: AgreementRow,
  entry: {
    action: 'commodityTrade.unwind' | 'commodityTrade.unwound' | 'commodityTrade.unwindFailed';
    from: CommodityTradeStatus;
    to: CommodityTradeStatus;
    remark: string | null;
    now: Date;
  },
): Promise<void> {
  await recordAuditEvent(tx, {
    at: entry.now,
    actorKind: 'system',
    actorId: null,
    actorName: null,
    actorRole: null,
    subjectId: agreement.id,
    applicationId: agreement.applicationId,
    action: entry.action,
    subjectType: 'agreement',
    before: { commodityTrade: entry.from },
    after: { commodityTrade: entry.to },
    remark: entry.remark,
  });
}
