import { quoteLoan, sen } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import { pdfText } from '../testing.ts';
import {
  type CommodityTradeNotice,
  type TradeOrder,
  TradeOutOfOrderError,
} from './commodity-trading-provider.ts';
import { SANDBOX_BROKERS, SandboxCommodityTradingProvider } from './sandbox-commodity-trading-provider.ts';

const log = pino({ level: 'silent' });
const FINANCIER = 'Sinar Kredit Sdn Bhd';
// RM10,000 over 24 months at 1.5% a month flat: RM3,600 profit, selling price RM13,600.
const quote = quoteLoan({ variant: 'islamic', amountSen: sen(1_000_000), tenureMonths: 24 });

let counter = 0;
function order(overrides: Partial<TradeOrder> = {}): TradeOrder {
  counter++;
  return {
    reference: `financing-${counter}`,
    costPriceSen: quote.amountSen,
    sellingPriceSen: quote.totalPayableSen,
    financierName: FINANCIER,
    customer: { name: 'Ahmad bin Ismail', nric: '880808055123' },
    ...overrides,
  };
}

describe('the commodity trading sandbox', () => {
  let db: Database;
  let worker: JobWorker;
  let platform: SandboxCommodityTradingProvider;
  const notices: CommodityTradeNotice[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    platform = new SandboxCommodityTradingProvider({ db, delayMs: 0, log });
    platform.attach(worker);
    platform.onNotice(async (notice) => {
      notices.push(notice);
    });
  });
  afterAll(() => db.close());

  const confirmation = (legId: string) => {
    const notice = notices.find((each) => each.subjectId === legId);
    if (notice?.type !== 'confirmed') throw new Error(`leg ${legId} is not confirmed`);
    return notice;
  };

  it('trades in Shariah order, each leg confirmed later with its certificate', async () => {
    const { tradeId, legId: purchase } = await platform.purchase(order());
    expect(quote.totalPayableSen).toBe(1_360_000);
    await expect(platform.sellToCustomer(tradeId)).rejects.toBeInstanceOf(TradeOutOfOrderError);
    await expect(platform.sellToBroker(tradeId)).rejects.toBeInstanceOf(TradeOutOfOrderError);
    expect(notices.filter((notice) => notice.subjectId === purchase)).toEqual([]);
    expect(await worker.runDue()).toBe(1);

    await expect(platform.sellToBroker(tradeId)).rejects.toThrow(/saleToCustomer is not confirmed/);
    const { legId: sale } = await platform.sellToCustomer(tradeId);
    await worker.runDue();
    const { legId: agency } = await platform.sellToBroker(tradeId);
    await worker.runDue();

    // RM10,000 buys 2,380 kg at the sandbox's RM4,200 a tonne.
    expect([purchase, sale, agency].map((legId) => confirmation(legId).body.certificate)).toEqual([
      {
        certificateNo: expect.stringMatching(/^TC\d{14}$/),
        leg: 'purchase',
        commodity: "Crude palm oil (CPO), Bursa Suq Al-Sila'",
        quantityKg: 2_380,
        priceSen: 1_000_000,
        seller: SANDBOX_BROKERS.first,
        buyer: FINANCIER,
        at: expect.any(String),
      },
      {
        certificateNo: expect.stringMatching(/^TC\d{14}$/),
        leg: 'saleToCustomer',
        commodity: "Crude palm oil (CPO), Bursa Suq Al-Sila'",
        quantityKg: 2_380,
        priceSen: 1_360_000,
        seller: FINANCIER,
        buyer: 'Ahmad bin Ismail (880808055123)',
        at: expect.any(String),
      },
      {
        certificateNo: expect.stringMatching(/^TC\d{14}$/),
        leg: 'agencySale',
        commodity: "Crude palm oil (CPO), Bursa Suq Al-Sila'",
        quantityKg: 2_380,
        priceSen: 1_000_000,
        seller: `Ahmad bin Ismail (880808055123), by ${FINANCIER} as agent`,
        buyer: SANDBOX_BROKERS.second,
        at: expect.any(String),
      },
    ]);
    const trade = await platform.trade(tradeId);
    expect(trade?.legs.map((leg) => [leg.leg, leg.status])).toEqual([
      ['purchase', 'confirmed'],
      ['saleToCustomer', 'confirmed'],
      ['agencySale', 'confirmed'],
    ]);
    const pdf = await platform.certificatePdf(sale);
    expect(pdfText(pdf as Uint8Array)).toContain(`No. ${confirmation(sale).body.certificate.certificateNo}`);
    expect(pdfText(pdf as Uint8Array)).toContain('RM13,600.00');
    expect(pdfText(pdf as Uint8Array)).toContain('2,380 kg');
    expect(await platform.verifyNotice(confirmation(agency))).toEqual(confirmation(agency));
  });

  it('answers a repeated order with the leg already placed: nothing is traded twice', async () => {
    const first = order();
    const placed = await platform.purchase(first);
    expect(await platform.purchase(first)).toEqual(placed);
    await worker.runDue();
    expect(await platform.purchase(first)).toEqual(placed);
    const sale = await platform.sellToCustomer(placed.tradeId);
    expect(await platform.sellToCustomer(placed.tradeId)).toEqual(sale);
    await worker.runDue();
    expect((await platform.trade(placed.tradeId))?.legs).toHaveLength(2);
    await expect(platform.purchase({ ...first, sellingPriceSen: sen(1_400_000) })).rejects.toThrow(
      /traded on other terms/,
    );
  });

  it('lets a broker fail on demand and the leg be placed again; the sale to the customer has no broker to fail', async () => {
    await platform.failNext('brokerFails');
    const { tradeId, legId: failed } = await platform.purchase(order());
    await worker.runDue();
    expect(notices.find((notice) => notice.subjectId === failed)).toMatchObject({
      type: 'failed',
      body: { tradeId, leg: 'purchase', reason: 'The broker could not fill the order at this price.' },
    });
    await expect(platform.sellToCustomer(tradeId)).rejects.toBeInstanceOf(TradeOutOfOrderError);
    const { legId: retried } = await platform.purchase(order({ reference: `financing-${counter}` }));
    expect(retried).not.toBe(failed);
    await worker.runDue();
    expect(confirmation(retried).body.certificate.leg).toBe('purchase');

    await platform.failNext('brokerFails');
    const { legId: sale } = await platform.sellToCustomer(tradeId);
    await worker.runDue();
    expect(confirmation(sale).type).toBe('confirmed');
    const { legId: agency } = await platform.sellToBroker(tradeId);
    await worker.runDue();
    expect(notices.find((notice) => notice.subjectId === agency)?.type).toBe('failed');
    const { legId: again } = await platform.sellToBroker(tradeId);
    await worker.runDue();
    expect(confirmation(again).body.certificate.buyer).toBe(SANDBOX_BROKERS.second);
    expect((await platform.trade(tradeId))?.legs.map((leg) => `${leg.leg} ${leg.status}`)).toEqual([
      'purchase failed',
      'purchase confirmed',
      'saleToCustomer confirmed',
      'agencySale failed',
      'agencySale confirmed',
    ]);
  });

  it('is down on demand, placing nothing', async () => {
    await platform.failNext('unavailable');
    const down = order();
    await expect(platform.purchase(down)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(
      await db.query('select 1 from sandbox_commodity_trades where reference = $1', [down.reference]),
    ).toEqual([]);
    const { tradeId } = await platform.purchase(down);
    await worker.runDue();
    await platform.failNext('unavailable');
    await expect(platform.sellToCustomer(tradeId)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await platform.trade(tradeId))?.legs).toHaveLength(1);
  });

  it.each([
    ['a selling price not above the cost', { sellingPriceSen: quote.amountSen }],
    ['no cost', { costPriceSen: sen(0) }],
    ['an invalid NRIC', { customer: { name: 'A', nric: '12345' } }],
  ])('refuses for good an order with %s', async (_case, overrides) => {
    await expect(platform.purchase(order(overrides))).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('repeats a notice with its id on demand, and refuses one changed on the way', async () => {
    await platform.failNext('repeatNotice');
    const { legId } = await platform.purchase(order());
    await worker.runDue();
    const delivered = notices.filter((notice) => notice.subjectId === legId);
    expect(delivered).toHaveLength(2);
    expect(delivered[0]?.id).toBe(delivered[1]?.id);
    const notice = confirmation(legId);
    const forged = {
      ...notice,
      body: { ...notice.body, certificate: { ...notice.body.certificate, priceSen: 1 } },
    };
    await expect(platform.verifyNotice(forged)).rejects.toBeInstanceOf(NoticeSignatureError);
  });

  it('unwinds a cancelled financing: the customer’s lot sold back to broker 1 at the cost price, once', async () => {
    const { tradeId, legId: purchase } = await platform.purchase(order());
    await worker.runDue();
    const { legId: sale } = await platform.sellToCustomer(tradeId);
    await worker.runDue();
    const { legId: agency } = await platform.sellToBroker(tradeId);
    // The agency sale is still open when the financing is cancelled: the unwinding withdraws it.
    const { legId: unwinding } = await platform.unwind(tradeId);
    expect(await platform.unwind(tradeId)).toEqual({ legId: unwinding });
    await worker.runDue();
    const notice = confirmation(unwinding);
    expect(await platform.verifyNotice(structuredClone(notice))).toEqual(notice);
    expect(notice.body.certificate).toMatchObject({
      leg: 'unwind',
      priceSen: 1_000_000,
      quantityKg: 2_380,
      seller: `${FINANCIER}, the sale to Ahmad bin Ismail (880808055123) rescinded`,
      buyer: SANDBOX_BROKERS.first,
    });
    const pdf = await platform.certificatePdf(unwinding);
    expect(await pdfText(pdf as Uint8Array)).toContain('Sale back to broker 1 at the cost price');
    expect(notices.some((each) => each.subjectId === agency)).toBe(false);
    expect((await platform.trade(tradeId))?.legs.map((leg) => [leg.id, leg.status])).toEqual([
      [purchase, 'confirmed'],
      [sale, 'confirmed'],
      [agency, 'cancelled'],
      [unwinding, 'confirmed'],
    ]);
  });

  it('cancels an unfilled purchase order, fails a sale back on demand, and refuses when nothing is held', async () => {
    const pending = await platform.purchase(order());
    const { legId: cancelled } = await platform.unwind(pending.tradeId);
    await worker.runDue();
    expect(confirmation(cancelled).body.certificate).toMatchObject({
      seller: SANDBOX_BROKERS.first,
      buyer: FINANCIER,
    });
    expect(notices.some((each) => each.subjectId === pending.legId)).toBe(false);

    const owned = await platform.purchase(order());
    await worker.runDue();
    await platform.failNext('brokerFails');
    const { legId: refused } = await platform.unwind(owned.tradeId);
    await worker.runDue();
    expect(notices.find((each) => each.subjectId === refused)).toMatchObject({
      type: 'failed',
      body: { leg: 'unwind', reason: 'Broker 1 could not take the lot back at this price.' },
    });
    const { legId: again } = await platform.unwind(owned.tradeId);
    expect(again).not.toBe(refused);
    await worker.runDue();
    expect(confirmation(again).body.certificate.leg).toBe('unwind');

    await platform.failNext('unavailable');
    await expect(platform.unwind(owned.tradeId)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const failed = await platform.purchase(order());
    await platform.failNext('brokerFails');
    await worker.runDue();
    await expect(platform.unwind(failed.tradeId)).rejects.toBeInstanceOf(ProviderRejectedError);
  });
});
