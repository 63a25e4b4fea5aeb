import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTORS, type Actor } from './actors.ts';
import {
  allowedCommodityTradeEvents,
  COMMODITY_TRADE_EVENTS,
  COMMODITY_TRADE_STATUSES,
  COMMODITY_TRADE_TRANSITIONS,
  type CommodityTradeEvent,
  type CommodityTradeStatus,
  commodityTradeTransition,
} from './commodity-trade-status.ts';

type Example = readonly [CommodityTradeStatus, CommodityTradeEvent, Actor, CommodityTradeStatus];

/** What may hold the commodity (or an open order for it) waits for the platform; the rest is unwound at once. */
const HOLDING = ['PURCHASE_PENDING', 'PURCHASED', 'SOLD_TO_CUSTOMER', 'AGENCY_SALE_FAILED'] as const;
const HOLDING_NONE = ['PURCHASE_FAILED', 'COMPLETED'] as const;

// Every row written out: from, event, actor, to.
const WORKED_EXAMPLES: readonly Example[] = [
  ['PURCHASE_PENDING', 'confirmPurchase', 'system', 'PURCHASED'],
  ['PURCHASE_PENDING', 'failPurchase', 'system', 'PURCHASE_FAILED'],
  ['PURCHASE_FAILED', 'retryPurchase', 'system', 'PURCHASE_PENDING'],
  ['PURCHASE_FAILED', 'retryPurchase', 'disbursementOfficer', 'PURCHASE_PENDING'],
  ['PURCHASED', 'confirmSaleToCustomer', 'system', 'SOLD_TO_CUSTOMER'],
  ['SOLD_TO_CUSTOMER', 'confirmAgencySale', 'system', 'COMPLETED'],
  ['SOLD_TO_CUSTOMER', 'failAgencySale', 'system', 'AGENCY_SALE_FAILED'],
  ['AGENCY_SALE_FAILED', 'retryAgencySale', 'system', 'SOLD_TO_CUSTOMER'],
  ['AGENCY_SALE_FAILED', 'retryAgencySale', 'disbursementOfficer', 'SOLD_TO_CUSTOMER'],
  ...HOLDING.map((from): Example => [from, 'unwind', 'system', 'UNWIND_PENDING']),
  ...HOLDING_NONE.map((from): Example => [from, 'unwind', 'system', 'UNWOUND']),
  ['UNWIND_PENDING', 'confirmUnwind', 'system', 'UNWOUND'],
  ['UNWIND_PENDING', 'failUnwind', 'system', 'UNWIND_FAILED'],
  ['UNWIND_FAILED', 'retryUnwind', 'system', 'UNWIND_PENDING'],
  ['UNWIND_FAILED', 'retryUnwind', 'disbursementOfficer', 'UNWIND_PENDING'],
];

describe('commodityTradeTransition', () => {
  it.each(WORKED_EXAMPLES)('%s --%s by %s--> %s', (from, event, actor, to) => {
    expect(commodityTradeTransition({ from, event, actor })).toEqual({ ok: true, to });
  });

  it('has no row the worked examples leave out', () => {
    const fromTable = COMMODITY_TRADE_TRANSITIONS.flatMap((row) =>
      row.actors.map((actor) => [row.from, row.event, actor, row.to].join(' ')),
    ).sort();
    expect(fromTable).toEqual(WORKED_EXAMPLES.map((example) => example.join(' ')).sort());
  });

  it('keeps the Shariah order: the customer buys only what the lender owns, and the agency sale comes last', () => {
    expect(
      commodityTradeTransition({ from: 'PURCHASE_PENDING', event: 'confirmSaleToCustomer', actor: 'system' }),
    ).toEqual({
      ok: false,
      reason: 'errors.transitionNotAllowed',
    });
    expect(
      commodityTradeTransition({ from: 'PURCHASED', event: 'confirmAgencySale', actor: 'system' }),
    ).toEqual({
      ok: false,
      reason: 'errors.transitionNotAllowed',
    });
  });

  it('takes the platform’s confirmations from the system only', () => {
    expect(
      commodityTradeTransition({
        from: 'PURCHASE_PENDING',
        event: 'confirmPurchase',
        actor: 'disbursementOfficer',
      }),
    ).toEqual({ ok: false, reason: 'status.refusals.roleNotAllowed' });
    expect(allowedCommodityTradeEvents({ from: 'PURCHASE_FAILED', actor: 'disbursementOfficer' })).toEqual([
      'retryPurchase',
    ]);
  });

  it('lets an unwinding trade take no step of the sale again, and an officer only request the unwind again', () => {
    for (const from of ['UNWIND_PENDING', 'UNWIND_FAILED'] as const)
      for (const event of [
        'confirmPurchase',
        'confirmSaleToCustomer',
        'confirmAgencySale',
        'unwind',
      ] as const)
        expect(commodityTradeTransition({ from, event, actor: 'system' }).ok).toBe(false);
    expect(allowedCommodityTradeEvents({ from: 'UNWIND_FAILED', actor: 'disbursementOfficer' })).toEqual([
      'retryUnwind',
    ]);
  });

  it('leaves UNWOUND by no row, and reaches every status from PURCHASE_PENDING', () => {
    expect(COMMODITY_TRADE_TRANSITIONS.filter((row) => row.from === 'UNWOUND')).toEqual([]);
    const reached = new Set<CommodityTradeStatus>(['PURCHASE_PENDING']);
    for (const _ of COMMODITY_TRADE_STATUSES)
      for (const row of COMMODITY_TRADE_TRANSITIONS) if (reached.has(row.from)) reached.add(row.to);
    expect([...reached].sort()).toEqual([...COMMODITY_TRADE_STATUSES].sort());
  });

  it('refuses any (from, event) not in the table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMODITY_TRADE_STATUSES),
        fc.constantFrom(...COMMODITY_TRADE_EVENTS),
        fc.constantFrom(...ACTORS),
        (from, event, actor) => {
          fc.pre(!COMMODITY_TRADE_TRANSITIONS.some((row) => row.from === from && row.event === event));
          expect(commodityTradeTransition({ from, event, actor }).ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
