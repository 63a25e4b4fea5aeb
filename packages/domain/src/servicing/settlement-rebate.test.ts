import { describe, expect, it } from 'vitest';
import { quoteLoan } from '../loan/quote.ts';
import { repaymentSchedule } from '../loan/schedule.ts';
import { sen } from '../money/sen.ts';
import { addSen } from '../money/sen-arithmetic.ts';
import { earlySettlementQuote } from './early-settlement.ts';
import { type InstalmentState, instalmentOutstandingSen } from './instalment-state.ts';
import { openingInstalments } from './opening-instalments.ts';
import { allocatePayment, applyAllocations } from './payment-allocation.ts';
import { settlementRebate, undoSettlementRebate } from './settlement-rebate.ts';

/** The 6-month RM1,000 Islamic financing signed on 2026-01-15: RM175.00 a month (RM166.67 cost, RM8.33 profit). */
const schedule = openingInstalments(
  repaymentSchedule({
    quote: quoteLoan({ variant: 'islamic', amountSen: sen(100_000), tenureMonths: 6 }),
    signedOn: '2026-01-15',
  }),
);
const outstanding = (rows: readonly InstalmentState[]) => addSen(...rows.map(instalmentOutstandingSen));

describe('settlementRebate', () => {
  it("waives the profit of the payments not yet due, leaving exactly the quote's settlement amount", () => {
    const [first, second] = schedule.map((row) => row.dueOn);
    if (!first || !second) throw new Error('a schedule of six');
    // The first payment met on its due date (2026-02-14); settled on 2026-03-01, before the second falls due.
    const paid = applyAllocations(
      schedule,
      allocatePayment(schedule, sen(17_500), 'islamic', first).allocations,
      first,
    );
    const quote = earlySettlementQuote({ variant: 'islamic', instalments: paid, settleOn: '2026-03-01' });
    const rebate = settlementRebate(paid, '2026-03-01');
    expect(rebate.rebateSen).toBe(quote.rebateSen);
    expect(rebate.creditSen).toBe(0);
    expect(rebate.changes.map((change) => change.instalmentNo)).toEqual([2, 3, 4, 5, 6]);
    expect(outstanding(rebate.instalments)).toBe(quote.settlementSen);
    expect(undoSettlementRebate(rebate.instalments, rebate.changes, '2026-03-01')).toEqual(paid);
  });

  it('moves profit paid ahead onto the cost price, so paying ahead is credited in full', () => {
    // RM200 on 2026-02-14: the first payment and RM25.00 ahead (RM8.33 profit, RM16.67 cost of the second).
    const first = schedule[0]?.dueOn ?? '';
    const ahead = applyAllocations(
      schedule,
      allocatePayment(schedule, sen(20_000), 'islamic', first).allocations,
      first,
    );
    expect(ahead[1]?.components.interest.paidSen).toBeGreaterThan(0);
    const quote = earlySettlementQuote({ variant: 'islamic', instalments: ahead, settleOn: '2026-03-01' });
    const rebate = settlementRebate(ahead, '2026-03-01');
    expect(rebate.rebateSen).toBe(quote.rebateSen);
    expect(outstanding(rebate.instalments)).toBe(quote.settlementSen);
    expect(rebate.instalments[1]?.components.interest).toMatchObject({ paidSen: 0 });
    expect(undoSettlementRebate(rebate.instalments, rebate.changes, '2026-03-01')).toEqual(ahead);
  });
});
