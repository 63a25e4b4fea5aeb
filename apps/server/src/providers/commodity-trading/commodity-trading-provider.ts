import type { Sen } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';
import { ProviderRejectedError } from '../email/email-provider.ts';
import type { NoticeListener } from '../sandbox-notice-board.ts';
import type { SignedNotice } from '../signed-notice.ts';

/**
 * The commodity trade behind an Islamic personal financing (tawarruq), as on Bursa Malaysia's Suq Al-Sila': once the
 * customer has appointed the financier as agent (Wakalah) and promised to buy, the financier
 *
 * 1. buys a lot of crude palm oil from broker 1 at the financing amount (the cost price) and owns it ('purchase');
 * 2. sells it to the customer at the selling price, cost plus profit, paid by instalments: the murabahah, which the
 *    platform records ('saleToCustomer');
 * 3. as the customer's agent sells it on to broker 2 at the cost price; the proceeds are what is disbursed
 *    ('agencySale').
 *
 * Each leg is placed only after the one before it is confirmed (TradeOutOfOrderError otherwise), and each is
 * confirmed later, by a notice carrying its trade certificate.
 */
export const COMMODITY_LEGS = ['purchase', 'saleToCustomer', 'agencySale'] as const;
export type CommodityLeg = (typeof COMMODITY_LEGS)[number];

/**
 * A leg of the trade as the platform records it: the three sales, and the unwinding of a financing cancelled before
 * its money left ('unwind'): a purchase order not yet filled is cancelled, a lot the financier or the customer holds
 * is sold back to broker 1 at the cost price (the customer's murabahah rescinded first).
 */
export type CommodityLegKind = CommodityLeg | 'unwind';
export interface TradeOrder {
  /** Ours, one trade per financing: the agreement's id. */
  readonly reference: string;
  /** The financing amount: what the financier pays broker 1 and what broker 2 pays back. */
  readonly costPriceSen: Sen;
  /** Cost plus profit: what the customer owes, the most the customer can ever pay. */
  readonly sellingPriceSen: Sen;
  readonly financierName: string;
  readonly customer: { readonly name: string; readonly nric: string };
}

/** The platform's confirmation of one leg. */
export interface TradeCertificate {
  readonly certificateNo: string;
  readonly leg: CommodityLegKind;
  readonly commodity: string;
  readonly quantityKg: number;
  readonly priceSen: Sen;
  readonly seller: string;
  readonly buyer: string;
  /** ISO 8601: when the leg was executed. */
  readonly at: string;
}

export interface CommodityTradeLeg {
  readonly id: string;
  readonly leg: CommodityLegKind;
  /** Cancelled: an order the unwinding withdrew before it was filled. */
  readonly status: 'pending' | 'confirmed' | 'failed' | 'cancelled';
  readonly seller: string;
  readonly buyer: string;
  readonly priceSen: Sen;
  readonly failureReason: string | null;
  readonly certificateNo: string | null;
}

export interface CommodityTrade {
  readonly id: string;
  readonly reference: string;
  readonly commodity: string;
  readonly quantityKg: number;
  readonly costPriceSen: Sen;
  readonly sellingPriceSen: Sen;
  /** In the order they were placed, failed ones included. */
  readonly legs: readonly CommodityTradeLeg[];
}

export type CommodityTradeNotice =
  | SignedNotice<
      'confirmed',
      {
        readonly tradeId: string;
        readonly reference: string;
        readonly certificate: TradeCertificate;
        /** SHA-256 of the PDF that `certificatePdf(legId)` returns. */
        readonly certificateSha256: string;
      }
    >
  | SignedNotice<
      'failed',
      {
        readonly tradeId: string;
        readonly reference: string;
        readonly leg: CommodityLegKind;
        readonly reason: string;
      }
    >;

export interface CommodityTradingProvider {
  readonly name: 'sandbox';
  /**
   * Places the purchase from broker 1. Asking again for a trade whose purchase is pending or done answers the same
   * leg; after a failed purchase it places a new one. Throws ProviderUnavailableError (retry later) or
   * ProviderRejectedError (invalid order, or the reference already used for other terms).
   */
  purchase(order: TradeOrder): Promise<{ tradeId: string; legId: string }>;
  /** Records the sale to the customer at the selling price; only once the purchase is confirmed. */
  sellToCustomer(tradeId: string): Promise<{ legId: string }>;
  /** Sells on to broker 2 at the cost price as the customer's agent; only once the sale to the customer is confirmed. */
  sellToBroker(tradeId: string): Promise<{ legId: string }>;
  /**
   * Unwinds the trade of a financing cancelled before disbursement: cancels a purchase order not yet filled, or sells
   * the lot back to broker 1 at the cost price (rescinding the sale to the customer first), and withdraws any later
   * order still open. Answers the unwinding leg, confirmed later by a notice with its certificate, or failed (broker 1
   * cannot take the lot back); asking again answers the same leg, and after a failure places a new one. Throws
   * ProviderUnavailableError, or ProviderRejectedError when the platform holds nothing of the trade (no purchase, or
   * broker 2 bought the lot already).
   */
  unwind(tradeId: string): Promise<{ legId: string }>;
  trade(tradeId: string): Promise<CommodityTrade | null>;
  /** A confirmed leg's trade certificate, else null. */
  certificatePdf(legId: string): Promise<Uint8Array | null>;
  /** Notices arrive at least once each (a repeat has the same id): listeners ignore one already applied. */
  onNotice(listener: NoticeListener<CommodityTradeNotice>): void;
  verifyNotice(notice: unknown): Promise<CommodityTradeNotice>;
  attach(worker: JobWorker): void;
}

/** A leg asked for before the one it must follow is confirmed: the trade would not be valid in Shariah. */
export class TradeOutOfOrderError extends ProviderRejectedError {
  override name = 'TradeOutOfOrderError';
}
