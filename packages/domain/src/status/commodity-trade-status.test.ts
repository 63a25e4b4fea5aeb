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

const UNWINDABLE = [
  'PURCHASE_PENDING',
  'PURCHASE_FAILED',
  'PURCHASED',
  'SOLD_TO_CUSTOMER',
  'AGENCY_SALE_FAILED',
  'COMPLETED',
] as const;

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
  ...UNWINDABLE.map((from): Example => [from, 'unwind', 'system', 'UNWOUND']),
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
