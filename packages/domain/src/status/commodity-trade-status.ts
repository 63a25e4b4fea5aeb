import type { Actor } from './actors.ts';
import {
  decideTransition,
  eventsAllowedFrom,
  type TransitionOutcome,
  type TransitionRow,
} from './transition-table.ts';

/**
 * The commodity trade (tawarruq) behind an Islamic financing, a machine of its own beside the agreement's: the
 * agreement's `releaseDisbursement` waits for it to be COMPLETED (the `commodityTradeCompleted` guard). It starts
 * once the agreement is signed, since the customer's Wakalah (appointing the lender as agent) and promise to buy are
 * in the signed agreement, and its three sales happen in Shariah order, each confirmed by the trading platform with
 * a certificate:
 *
 * 1. the lender buys the commodity from broker 1 at the financing amount (cost price) and owns it;
 * 2. the lender sells it to the customer at the selling price, cost plus profit, deferred (murabahah);
 * 3. as the customer's agent, the lender sells it to broker 2 at the cost price; the proceeds are disbursed.
 *
 * A broker's leg may fail (the platform is down, no commodity at that price): the trade waits in a failed status
 * until it is requested again. The sale to the customer is the lender's own contract with the customer, recorded on
 * the platform, and has no broker to fail.
 *
 * When the agreement is cancelled before the money leaves, the trade follows it (`unwind`, docs/decisions/051):
 * a trade that holds no commodity of the financing (the purchase failed, or broker 2 has bought it already) is
 * unwound at once; one that may hold it (a purchase order open, the lender or the customer owning the lot) waits
 * for the platform to cancel the order or sell the lot back to broker 1 at the cost price. A sale back that fails
 * waits for a disbursement officer to request it again.
 */
export const COMMODITY_TRADE_STATUSES = [
  /** The purchase order to broker 1 is placed. */
  'PURCHASE_PENDING',
  'PURCHASE_FAILED',
  /** The lender owns the commodity: the sale to the customer comes next. */
  'PURCHASED',
  /** The customer owns the commodity and owes the selling price: the agency sale to broker 2 is placed. */
  'SOLD_TO_CUSTOMER',
  'AGENCY_SALE_FAILED',
  /** Broker 2 paid the cost price: the proceeds may be disbursed. */
  'COMPLETED',
  /** The agreement was stopped: the purchase order is being cancelled or the lot sold back to broker 1. */
  'UNWIND_PENDING',
  /** The cancellation or the sale back failed: an officer requests it again. */
  'UNWIND_FAILED',
  /** The agreement was stopped before disbursement; no commodity of the financing is held any more. */
  'UNWOUND',
] as const;
export type CommodityTradeStatus = (typeof COMMODITY_TRADE_STATUSES)[number];

export const COMMODITY_TRADE_EVENTS = [
  'confirmPurchase',
  'failPurchase',
  'retryPurchase',
  'confirmSaleToCustomer',
  'confirmAgencySale',
  'failAgencySale',
  'retryAgencySale',
  'unwind',
  'confirmUnwind',
  'failUnwind',
  'retryUnwind',
] as const;
export type CommodityTradeEvent = (typeof COMMODITY_TRADE_EVENTS)[number];

/**
 * The statuses in which the lender or the customer may hold the financing's commodity, or a purchase order for it
 * is open at broker 1: unwinding them asks the platform.
 */
export const COMMODITY_TRADE_HOLDING = [
  'PURCHASE_PENDING',
  'PURCHASED',
  'SOLD_TO_CUSTOMER',
  'AGENCY_SALE_FAILED',
] as const satisfies readonly CommodityTradeStatus[];

export const COMMODITY_TRADE_TRANSITIONS: readonly TransitionRow<
  CommodityTradeStatus,
  CommodityTradeEvent
>[] = [
  { from: 'PURCHASE_PENDING', event: 'confirmPurchase', to: 'PURCHASED', actors: ['system'] },
  { from: 'PURCHASE_PENDING', event: 'failPurchase', to: 'PURCHASE_FAILED', actors: ['system'] },
  {
    from: 'PURCHASE_FAILED',
    event: 'retryPurchase',
    to: 'PURCHASE_PENDING',
    actors: ['system', 'disbursementOfficer'],
  },
  { from: 'PURCHASED', event: 'confirmSaleToCustomer', to: 'SOLD_TO_CUSTOMER', actors: ['system'] },
  { from: 'SOLD_TO_CUSTOMER', event: 'confirmAgencySale', to: 'COMPLETED', actors: ['system'] },
  { from: 'SOLD_TO_CUSTOMER', event: 'failAgencySale', to: 'AGENCY_SALE_FAILED', actors: ['system'] },
  {
    from: 'AGENCY_SALE_FAILED',
    event: 'retryAgencySale',
    to: 'SOLD_TO_CUSTOMER',
    actors: ['system', 'disbursementOfficer'],
  },
  // Follows the agreement when the lender stops it before the money leaves: what may hold the commodity waits for
  // the platform to cancel the order or buy the lot back; what holds none is unwound at once.
  ...COMMODITY_TRADE_HOLDING.map((from) => ({
    from,
    event: 'unwind' as const,
    to: 'UNWIND_PENDING' as const,
    actors: ['system' as const],
  })),
  ...(['PURCHASE_FAILED', 'COMPLETED'] as const).map((from) => ({
    from,
    event: 'unwind' as const,
    to: 'UNWOUND' as const,
    actors: ['system' as const],
  })),
  { from: 'UNWIND_PENDING', event: 'confirmUnwind', to: 'UNWOUND', actors: ['system'] },
  { from: 'UNWIND_PENDING', event: 'failUnwind', to: 'UNWIND_FAILED', actors: ['system'] },
  {
    from: 'UNWIND_FAILED',
    event: 'retryUnwind',
    to: 'UNWIND_PENDING',
    actors: ['system', 'disbursementOfficer'],
  },
];

export function commodityTradeTransition(input: {
  readonly from: CommodityTradeStatus;
  readonly event: CommodityTradeEvent;
  readonly actor: Actor;
}): TransitionOutcome<CommodityTradeStatus> {
  return decideTransition(COMMODITY_TRADE_TRANSITIONS, input, () => null);
}

export function allowedCommodityTradeEvents(input: {
  readonly from: CommodityTradeStatus;
  readonly actor: Actor;
}): CommodityTradeEvent[] {
  return eventsAllowedFrom(COMMODITY_TRADE_TRANSITIONS, input);
}
