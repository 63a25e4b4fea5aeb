import { createHash, randomInt } from 'node:crypto';
import { formatRinggit, isValidNric, SANDBOX_FAILURES, type SandboxFailureOf, type Sen } from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { renderSandboxCertificate } from '../sandbox-certificate-pdf.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import { type NoticeListener, SandboxNoticeBoard, scheduleSandboxStep } from '../sandbox-notice-board.ts';
import {
  type CommodityLeg,
  type CommodityLegKind,
  type CommodityTrade,
  type CommodityTradeLeg,
  type CommodityTradeNotice,
  type CommodityTradingProvider,
  type TradeCertificate,
  type TradeOrder,
  TradeOutOfOrderError,
} from './commodity-trading-provider.ts';

export const COMMODITY_TRADING_PROVIDER = 'commodity-trading';
export const SANDBOX_COMMODITY_TRADING_STEP_JOB = 'commodity-trading-sandbox.step';

/**
 * What the sandbox can be asked to do wrong: be down ('unavailable': every order is refused as an outage is), have
 * the next broker leg fail ('brokerFails': broker 1 or broker 2 cannot fill the order, a 'failed' notice), and report
 * its next notice twice ('repeatNotice', same id). The sale to the customer has no broker, so only an outage stops it.
 */
export const COMMODITY_TRADING_FAILURES = SANDBOX_FAILURES['commodity-trading'];
export type CommodityTradingFailure = SandboxFailureOf<'commodity-trading'>;

export const SANDBOX_COMMODITY = "Crude palm oil (CPO), Bursa Suq Al-Sila'";
export const SANDBOX_BROKERS = {
  first: 'Sandbox Commodity Broker One Sdn Bhd',
  second: 'Sandbox Commodity Broker Two Sdn Bhd',
} as const;
/** The sandbox's price of crude palm oil, per tonne: it decides how many kilograms a lot holds. */
export const SANDBOX_PRICE_PER_TONNE_SEN = 420_000;
const KG_PER_TONNE = 1_000;
const BROKER_FAILURE = 'The broker could not fill the order at this price.';

/** Which leg must be confirmed before a leg is placed. */
const PRECEDING: Readonly<Record<CommodityLeg, CommodityLeg | null>> = {
  purchase: null,
  saleToCustomer: 'purchase',
  agencySale: 'saleToCustomer',
};
const HAS_BROKER: Readonly<Record<CommodityLegKind, boolean>> = {
  purchase: true,
  saleToCustomer: false,
  agencySale: true,
  unwind: true,
};
const LEG_TITLE: Readonly<Record<CommodityLeg, string>> = {
  purchase: 'Purchase from broker 1',
  saleToCustomer: 'Murabahah sale to the customer (deferred payment)',
  agencySale: "Sale to broker 2 by the financier as the customer's agent",
};
const UNWIND_TITLE = {
  cancelled: 'Purchase order to broker 1 cancelled before it was filled (financing cancelled)',
  soldBack: 'Sale back to broker 1 at the cost price (financing cancelled)',
} as const;
const UNWIND_REFUSED_FAILURE = 'Broker 1 could not take the lot back at this price.';

interface TradeRow {
  id: string;
  reference: string;
  commodity: string;
  quantity_kg: number;
  cost_price_sen: Sen;
  selling_price_sen: Sen;
  financier_name: string;
  customer_name: string;
  customer_nric: string;
}

interface LegRow {
  id: string;
  trade_id: string;
  leg: CommodityLegKind;
  seller: string;
  buyer: string;
  price_sen: Sen;
  status: CommodityTradeLeg['status'];
  failure_reason: string | null;
  certificate_no: string | null;
  placed_at: Date;
}

/**
 * The commodity trading platform as a sandbox: trades and their legs in `sandbox_commodity_trades` and
 * `sandbox_commodity_legs`, each leg confirmed `delayMs` after it is placed by a signed notice carrying its trade
 * certificate (number, commodity, quantity, price, seller, buyer, time) and a PDF of it. It refuses a leg placed out
 * of Shariah order. Failures on demand through `failNext` (COMMODITY_TRADING_FAILURES).
 */
export class SandboxCommodityTradingProvider implements CommodityTradingProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #notices: SandboxNoticeBoard<CommodityTradeNotice>;
  readonly #switches: SandboxFailureSwitches<CommodityTradingFailure>;

  constructor(options: { db: Database; delayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#notices = new SandboxNoticeBoard({
      db: options.db,
      provider: COMMODITY_TRADING_PROVIDER,
      log: options.log,
    });
    this.#switches = new SandboxFailureSwitches(options.db, COMMODITY_TRADING_PROVIDER);
  }

  failNext(failure: CommodityTradingFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  /** The failures armed now, with how many occasions each has left. */
  armedFailures(): Promise<Partial<Record<CommodityTradingFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  onNotice(listener: NoticeListener<CommodityTradeNotice>): void {
    this.#notices.onNotice(listener);
  }

  verifyNotice(notice: unknown): Promise<CommodityTradeNotice> {
    return this.#notices.verify(notice);
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_COMMODITY_TRADING_STEP_JOB, (payload) => this.#execute(String(payload.legId)));
  }

  async purchase(order: TradeOrder): Promise<{ tradeId: string; legId: string }> {
    const problem = orderProblem(order);
    if (problem) throw new ProviderRejectedError(`sandbox commodity trading refused the order: ${problem}`);
    await this.#refuseWhenDown();
    return this.#db.transaction(async (tx) => {
      const [existing] = await tx.query<TradeRow>(
        'select * from sandbox_commodity_trades where reference = $1 for update',
        [order.reference],
      );
      if (
        existing &&
        (existing.cost_price_sen !== order.costPriceSen ||
          existing.selling_price_sen !== order.sellingPriceSen ||
          existing.customer_nric !== order.customer.nric)
      )
        throw new ProviderRejectedError(
          `sandbox commodity trading refused the order: reference ${order.reference} was traded on other terms`,
        );
      const trade = existing ?? (await insertTrade(tx, order));
      const legId = await this.#place(tx, trade, 'purchase');
      return { tradeId: trade.id, legId };
    });
  }

  sellToCustomer(tradeId: string): Promise<{ legId: string }> {
    return this.#placeNext(tradeId, 'saleToCustomer');
  }

  sellToBroker(tradeId: string): Promise<{ legId: string }> {
    return this.#placeNext(tradeId, 'agencySale');
  }

  async unwind(tradeId: string): Promise<{ legId: string }> {
    await this.#refuseWhenDown();
    return this.#db.transaction(async (tx) => {
      const [trade] = await tx.query<TradeRow>(
        'select * from sandbox_commodity_trades where id = $1 for update',
        [tradeId],
      );
      if (!trade) throw new ProviderRejectedError(`sandbox commodity trading has no trade ${tradeId}`);
      const legs = await tx.query<LegRow>(
        `select * from sandbox_commodity_legs where trade_id = $1 and status in ('pending', 'confirmed')
         order by placed_at, id for update`,
        [trade.id],
      );
      const live = legs.find((row) => row.leg === 'unwind');
      if (live) return { legId: live.id };
      const leg = (kind: CommodityLeg) => legs.find((row) => row.leg === kind);
      const purchase = leg('purchase');
      if (!purchase)
        throw new ProviderRejectedError(
          `sandbox commodity trading: trade ${trade.id} bought nothing to unwind`,
        );
      if (leg('agencySale')?.status === 'confirmed')
        throw new ProviderRejectedError(
          `sandbox commodity trading: trade ${trade.id} was sold to broker 2 already, nothing is held`,
        );
      // Every order still open is withdrawn: an unfilled purchase, a sale to the customer or to broker 2 not yet done.
      const now = new Date();
      await tx.query(
        `update sandbox_commodity_legs set status = 'cancelled', settled_at = $2
         where trade_id = $1 and status = 'pending'`,
        [trade.id, now],
      );
      const customerHolds = leg('saleToCustomer')?.status === 'confirmed';
      const seller =
        purchase.status === 'pending'
          ? SANDBOX_BROKERS.first
          : customerHolds
            ? `${trade.financier_name}, the sale to ${trade.customer_name} (${trade.customer_nric}) rescinded`
            : trade.financier_name;
      const buyer = purchase.status === 'pending' ? trade.financier_name : SANDBOX_BROKERS.first;
      const [row] = await tx.query<{ id: string }>(
        `insert into sandbox_commodity_legs (trade_id, leg, seller, buyer, price_sen) values ($1, 'unwind', $2, $3, $4)
         returning id`,
        [trade.id, seller, buyer, trade.cost_price_sen],
      );
      const legId = (row as { id: string }).id;
      await scheduleSandboxStep(tx, SANDBOX_COMMODITY_TRADING_STEP_JOB, { legId }, this.#delayMs);
      return { legId };
    });
  }

  async trade(tradeId: string): Promise<CommodityTrade | null> {
    const [trade] = await this.#db.query<TradeRow>('select * from sandbox_commodity_trades where id = $1', [
      tradeId,
    ]);
    if (!trade) return null;
    const legs = await this.#db.query<LegRow>(
      'select * from sandbox_commodity_legs where trade_id = $1 order by placed_at, id',
      [tradeId],
    );
    return {
      id: trade.id,
      reference: trade.reference,
      commodity: trade.commodity,
      quantityKg: trade.quantity_kg,
      costPriceSen: trade.cost_price_sen,
      sellingPriceSen: trade.selling_price_sen,
      legs: legs.map((leg) => ({
        id: leg.id,
        leg: leg.leg,
        status: leg.status,
        seller: leg.seller,
        buyer: leg.buyer,
        priceSen: leg.price_sen,
        failureReason: leg.failure_reason,
        certificateNo: leg.certificate_no,
      })),
    };
  }

  async certificatePdf(legId: string): Promise<Uint8Array | null> {
    const [row] = await this.#db.query<{ certificate_pdf: Uint8Array | null }>(
      `select certificate_pdf from sandbox_commodity_legs where id = $1 and status = 'confirmed'`,
      [legId],
    );
    return row?.certificate_pdf ? new Uint8Array(row.certificate_pdf) : null;
  }

  async #refuseWhenDown(): Promise<void> {
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox commodity trading unavailable (failure switch)');
  }

  async #placeNext(tradeId: string, leg: CommodityLeg): Promise<{ legId: string }> {
    await this.#refuseWhenDown();
    return this.#db.transaction(async (tx) => {
      const [trade] = await tx.query<TradeRow>(
        'select * from sandbox_commodity_trades where id = $1 for update',
        [tradeId],
      );
      if (!trade) throw new ProviderRejectedError(`sandbox commodity trading has no trade ${tradeId}`);
      return { legId: await this.#place(tx, trade, leg) };
    });
  }

  /**
   * Places `leg` of the locked trade after the leg it follows is confirmed, or answers the leg already pending or
   * confirmed: a repeated order never trades twice.
   */
  async #place(tx: Queryable, trade: TradeRow, leg: CommodityLeg): Promise<string> {
    const legs = await tx.query<LegRow>(
      `select * from sandbox_commodity_legs where trade_id = $1 and status <> 'failed'`,
      [trade.id],
    );
    const live = legs.find((row) => row.leg === leg);
    if (live) return live.id;
    const preceding = PRECEDING[leg];
    if (preceding && !legs.some((row) => row.leg === preceding && row.status === 'confirmed'))
      throw new TradeOutOfOrderError(
        `sandbox commodity trading refused ${leg} of trade ${trade.id}: ${preceding} is not confirmed`,
      );
    const { seller, buyer, priceSen } = partiesOf(trade, leg);
    const [row] = await tx.query<{ id: string }>(
      `insert into sandbox_commodity_legs (trade_id, leg, seller, buyer, price_sen) values ($1, $2, $3, $4, $5)
       returning id`,
      [trade.id, leg, seller, buyer, priceSen],
    );
    const legId = (row as { id: string }).id;
    await scheduleSandboxStep(tx, SANDBOX_COMMODITY_TRADING_STEP_JOB, { legId }, this.#delayMs);
    return legId;
  }

  async #execute(legId: string): Promise<void> {
    const notice = await this.#notices.transaction(async (tx) => {
      const [leg] = await tx.query<LegRow>('select * from sandbox_commodity_legs where id = $1 for update', [
        legId,
      ]);
      if (!leg) throw new PermanentJobError(`sandbox commodity trading has no leg ${legId}`);
      const [trade] = await tx.query<TradeRow>('select * from sandbox_commodity_trades where id = $1', [
        leg.trade_id,
      ]);
      if (!trade) throw new PermanentJobError(`sandbox commodity trading has no trade ${leg.trade_id}`);
      // An order the unwinding withdrew before it was filled: nothing happens and nothing is reported.
      if (leg.status === 'cancelled') return null;
      if (leg.status !== 'pending') {
        const sent =
          (await this.#notices.find(tx, legId, 'confirmed')) ??
          (await this.#notices.find(tx, legId, 'failed'));
        if (!sent) throw new PermanentJobError(`sandbox commodity leg ${legId} is not pending`);
        return sent;
      }
      const occurredAt = new Date();
      // Cancelling an unfilled purchase order asks nothing of a broker; a sale back needs broker 1 to buy.
      const broker = leg.leg === 'unwind' ? leg.seller !== SANDBOX_BROKERS.first : HAS_BROKER[leg.leg];
      if (broker && (await this.#switches.take('brokerFails', tx))) {
        const reason = leg.leg === 'unwind' ? UNWIND_REFUSED_FAILURE : BROKER_FAILURE;
        await tx.query(
          `update sandbox_commodity_legs set status = 'failed', failure_reason = $2, settled_at = $3 where id = $1`,
          [legId, reason, occurredAt],
        );
        return this.#notices.record(tx, {
          subjectId: legId,
          type: 'failed',
          body: { tradeId: trade.id, reference: trade.reference, leg: leg.leg, reason },
          occurredAt,
        });
      }
      const certificate: TradeCertificate = {
        certificateNo: `TC${malaysianDateOf(occurredAt).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        leg: leg.leg,
        commodity: trade.commodity,
        quantityKg: trade.quantity_kg,
        priceSen: leg.price_sen,
        seller: leg.seller,
        buyer: leg.buyer,
        at: occurredAt.toISOString(),
      };
      const pdf = await renderSandboxCertificate({
        issuer: 'COMMODITY TRADING PLATFORM (SANDBOX)',
        title: 'Trade Certificate',
        number: certificate.certificateNo,
        lines: [
          [
            'Trade',
            leg.leg === 'unwind'
              ? UNWIND_TITLE[leg.seller === SANDBOX_BROKERS.first ? 'cancelled' : 'soldBack']
              : LEG_TITLE[leg.leg],
          ],
          ['Reference', trade.reference],
          ['Commodity', certificate.commodity],
          ['Quantity', `${certificate.quantityKg.toLocaleString('en-MY')} kg`],
          ['Price', formatRinggit(certificate.priceSen)],
          ['Seller', certificate.seller],
          ['Buyer', certificate.buyer],
          ['Executed at', certificate.at],
        ],
        issuedAt: occurredAt,
        footer: 'Issued by the commodity trading sandbox: no commodity changed hands.',
      });
      await tx.query(
        `update sandbox_commodity_legs set status = 'confirmed', certificate_no = $2, certificate_pdf = $3,
           settled_at = $4 where id = $1`,
        [legId, certificate.certificateNo, pdf, occurredAt],
      );
      return this.#notices.record(tx, {
        subjectId: legId,
        type: 'confirmed',
        body: {
          tradeId: trade.id,
          reference: trade.reference,
          certificate,
          certificateSha256: createHash('sha256').update(pdf).digest('hex'),
        },
        occurredAt,
      });
    });
    if (!notice) return;
    await this.#notices.deliver(notice);
    if (await this.#switches.take('repeatNotice')) await this.#notices.deliver(notice);
  }
}

async function insertTrade(tx: Queryable, order: TradeOrder): Promise<TradeRow> {
  const quantityKg = Math.max(
    1,
    Math.floor((order.costPriceSen * KG_PER_TONNE) / SANDBOX_PRICE_PER_TONNE_SEN),
  );
  const [row] = await tx.query<TradeRow>(
    `insert into sandbox_commodity_trades (reference, commodity, quantity_kg, cost_price_sen, selling_price_sen,
       financier_name, customer_name, customer_nric)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
    [
      order.reference,
      SANDBOX_COMMODITY,
      quantityKg,
      order.costPriceSen,
      order.sellingPriceSen,
      order.financierName,
      order.customer.name,
      order.customer.nric,
    ],
  );
  return row as TradeRow;
}

function partiesOf(trade: TradeRow, leg: CommodityLeg): { seller: string; buyer: string; priceSen: Sen } {
  const customer = `${trade.customer_name} (${trade.customer_nric})`;
  switch (leg) {
    case 'purchase':
      return { seller: SANDBOX_BROKERS.first, buyer: trade.financier_name, priceSen: trade.cost_price_sen };
    case 'saleToCustomer':
      return { seller: trade.financier_name, buyer: customer, priceSen: trade.selling_price_sen };
    case 'agencySale':
      return {
        seller: `${customer}, by ${trade.financier_name} as agent`,
        buyer: SANDBOX_BROKERS.second,
        priceSen: trade.cost_price_sen,
      };
  }
}

function orderProblem(order: TradeOrder): string | null {
  if (order.reference.trim() === '') return 'no reference';
  if (!Number.isSafeInteger(order.costPriceSen) || order.costPriceSen <= 0)
    return 'cost price is not a positive number of sen';
  if (!Number.isSafeInteger(order.sellingPriceSen) || order.sellingPriceSen <= order.costPriceSen)
    return 'selling price is not above the cost price';
  if (order.financierName.trim() === '') return 'no financier';
  if (order.customer.name.trim() === '') return 'customer has no name';
  if (!isValidNric(order.customer.nric)) return 'customer NRIC is not valid';
  return null;
}
