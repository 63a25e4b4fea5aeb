import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { quoteLoan } from '../loan/quote.ts';
import { repaymentSchedule } from '../loan/schedule.ts';
import { type Sen, sen } from '../money/sen.ts';
import type { Variant } from '../variant/variants.ts';
import {
  applyCloseOfBusinessPlan,
  closeOfBusinessPlan,
  type ServicingAccountState,
} from './close-of-business.ts';
import { type EarlySettlementQuote, earlySettlementQuote } from './early-settlement.ts';
import type { InstalmentState } from './instalment-state.ts';
import { openingInstalments } from './opening-instalments.ts';
import { dayAfter } from './servicing-dates.ts';

const INTERBANK_BP = 300;

/** An account opened as the agreement opens it: quote, schedule signed on 2026-01-15, first due 2026-02-14. */
function opened(variant: Variant, amountSen: number, tenureMonths: number): ServicingAccountState {
  const quote = quoteLoan({ variant, amountSen: sen(amountSen), tenureMonths });
  return {
    variant,
    status: 'ACTIVE',
    instalments: openingInstalments(repaymentSchedule({ quote, signedOn: '2026-01-15' })),
    lastClosedOn: '2026-01-15',
    bucket: 'current',
    afterMaturityAnnualBp: INTERBANK_BP,
  };
}

function pay(row: InstalmentState, principalSen: Sen = row.components.principal.dueSen): InstalmentState {
  const { interest, principal } = row.components;
  return {
    ...row,
    components: {
      ...row.components,
      interest: { ...interest, paidSen: interest.dueSen },
      principal: { ...principal, paidSen: principalSen },
    },
  };
}

/** The daily close run through `through`, the customer paying the instalments named on their due dates. */
function lived(
  account: ServicingAccountState,
  through: string,
  paidOnTime: readonly number[],
): ServicingAccountState {
  let state = account;
  for (let day = dayAfter(state.lastClosedOn ?? through); day <= through; day = dayAfter(day)) {
    const instalments = state.instalments.map((row) =>
      row.dueOn === day && paidOnTime.includes(row.instalmentNo) ? pay(row) : row,
    );
    state = { ...state, instalments };
    state = applyCloseOfBusinessPlan(state, closeOfBusinessPlan(state, day));
  }
  return state;
}

function quoteFor(account: ServicingAccountState, settleOn: string): EarlySettlementQuote {
  return earlySettlementQuote({
    variant: account.variant,
    instalments: account.instalments,
    settleOn,
    lateChargesPostedThrough: account.lastClosedOn ?? undefined,
    afterMaturityAnnualBp: INTERBANK_BP,
  });
}

function figures(quote: EarlySettlementQuote) {
  const { byDay, credit, variant, ...lines } = quote;
  return lines;
}

describe('early settlement in month 7 of the 24-month RM10,000 loan', () => {
  // RM566.67 a month (RM416.67 principal, RM150.00 interest), the last RM566.59; five paid on time, the sixth
  // (due 2026-07-14) unpaid: RM10 reminder postage on 2026-07-21 and 21 days of late interest to 2026-08-04.
  const account = lived(opened('conventional', 1_000_000, 24), '2026-08-04', [1, 2, 3, 4, 5]);

  it('quotes the settlement on 2026-08-05, valid to the day before instalment 7 falls due', () => {
    const quote = quoteFor(account, '2026-08-05');
    expect(figures(quote)).toEqual({
      settleOn: '2026-08-05',
      validUntil: '2026-08-13',
      outstandingPrincipalSen: 749_998, // instalments 7-24: 17 x RM416.67 + RM416.59
      unearnedInterestSen: 270_000, // 18 x RM150.00
      outstandingBalanceSen: 1_019_998, // 17 x RM566.67 + RM566.59
      instalmentsDueSen: 56_667, // instalment 6
      feesDueSen: 1_000, // the first reminder's postage
      lateChargesSen: 273, // RM566.67 x 8% x 22/365 = RM2.73
      settlementChargeSen: 0,
      rebateSen: 270_000, // all the interest not yet due
      settlementSen: 807_938, // 10,199.98 + 566.67 + 10.00 + 2.73 - 2,700.00 = RM8,079.38
    });
    expect(quote.credit).toEqual({ kind: 'none', amountSen: 0 });
  });

  it('lists what settling costs on each day of its validity: only the late interest grows', () => {
    expect(quoteFor(account, '2026-08-05').byDay).toEqual([
      { on: '2026-08-05', lateChargesSen: 273, settlementSen: 807_938 },
      { on: '2026-08-06', lateChargesSen: 286, settlementSen: 807_951 },
      { on: '2026-08-07', lateChargesSen: 298, settlementSen: 807_963 },
      { on: '2026-08-08', lateChargesSen: 311, settlementSen: 807_976 },
      { on: '2026-08-09', lateChargesSen: 323, settlementSen: 807_988 },
      { on: '2026-08-10', lateChargesSen: 335, settlementSen: 808_000 },
      { on: '2026-08-11', lateChargesSen: 348, settlementSen: 808_013 },
      { on: '2026-08-12', lateChargesSen: 360, settlementSen: 808_025 },
      { on: '2026-08-13', lateChargesSen: 373, settlementSen: 808_038 },
    ]);
  });

  it('holds to the end of the month once instalment 7 has fallen due, owing it in full', () => {
    const later = lived(account, '2026-08-19', []);
    const quote = quoteFor(later, '2026-08-20');
    expect(figures(quote)).toEqual({
      settleOn: '2026-08-20',
      validUntil: '2026-08-31',
      outstandingPrincipalSen: 708_331, // instalments 8-24: 16 x RM416.67 + RM416.59
      unearnedInterestSen: 255_000, // 17 x RM150.00
      outstandingBalanceSen: 963_331, // 16 x RM566.67 + RM566.59
      instalmentsDueSen: 113_334, // instalments 6 and 7
      feesDueSen: 2_000, // the reminders at 7 and 30 days past due, on 2026-07-21 and 2026-08-12
      lateChargesSen: 535, // instalment 6, 37 days: RM4.60; instalment 7, 6 days: RM0.75
      settlementChargeSen: 0,
      rebateSen: 255_000,
      settlementSen: 824_200, // 9,633.31 + 1,133.34 + 20.00 + 5.35 - 2,550.00 = RM8,242.00
    });
  });
});

describe("early settlement with ibra' of the Islamic financing", () => {
  it("settles the 24-month RM10,000 financing in month 7: outstanding selling price + payments due + ta'widh - ibra'", () => {
    const account = lived(opened('islamic', 1_000_000, 24), '2026-08-04', [1, 2, 3, 4, 5]);
    const quote = quoteFor(account, '2026-08-05');
    expect(figures(quote)).toEqual({
      settleOn: '2026-08-05',
      validUntil: '2026-08-13',
      outstandingPrincipalSen: 749_998,
      unearnedInterestSen: 270_000, // unearned profit
      outstandingBalanceSen: 1_019_998, // outstanding selling price
      instalmentsDueSen: 56_667,
      feesDueSen: 1_000,
      lateChargesSen: 34, // ta'widh: RM566.67 x 1% x 22/365 = RM0.34
      settlementChargeSen: 0,
      rebateSen: 270_000, // ibra' = unearned profit - early settlement charges (none)
      settlementSen: 807_699, // 10,199.98 + 566.67 + 10.00 + 0.34 - 2,700.00 = RM8,076.99
    });
    expect(quote.byDay.at(-1)).toEqual({ on: '2026-08-13', lateChargesSen: 47, settlementSen: 807_712 });
  });

  it('settles the 6-month RM1,000 financing in month 4, with payment 3 overdue', () => {
    // RM181.67 a month (RM166.67 principal, RM15.00 profit), the last RM181.65; payments 1 and 2 on time.
    const account = lived(opened('islamic', 100_000, 6), '2026-05-04', [1, 2]);
    const quote = quoteFor(account, '2026-05-05');
    expect(figures(quote)).toEqual({
      settleOn: '2026-05-05',
      validUntil: '2026-05-13',
      outstandingPrincipalSen: 49_999, // payments 4-6: RM166.67 + RM166.67 + RM166.65
      unearnedInterestSen: 4_500,
      outstandingBalanceSen: 54_499, // RM181.67 + RM181.67 + RM181.65
      instalmentsDueSen: 18_167, // payment 3, due 2026-04-14
      feesDueSen: 1_000,
      lateChargesSen: 10, // RM181.67 x 1% x 21/365 = 10.45 sen
      settlementChargeSen: 0,
      rebateSen: 4_500,
      settlementSen: 69_176, // 544.99 + 181.67 + 10.00 + 0.10 - 45.00 = RM691.76
    });
    expect(quote.byDay.at(-1)).toEqual({ on: '2026-05-13', lateChargesSen: 14, settlementSen: 69_180 });
  });

  it("takes an early settlement charge, where one is agreed, from the ibra'", () => {
    const account = lived(opened('islamic', 100_000, 6), '2026-05-04', [1, 2, 3]);
    const quote = earlySettlementQuote({
      variant: 'islamic',
      instalments: account.instalments,
      settleOn: '2026-05-05',
      settlementChargeSen: sen(1_000),
    });
    expect(quote).toMatchObject({ unearnedInterestSen: 4_500, settlementChargeSen: 1_000, rebateSen: 3_500 });
    expect(quote.settlementSen).toBe(54_499 - 3_500);
  });

  it("has nothing to rebate in month 7 of the 6-month financing, past its maturity, and charges ta'widh at the interbank rate", () => {
    const account = lived(opened('islamic', 100_000, 6), '2026-08-04', [1, 2, 3, 4, 5]);
    const quote = quoteFor(account, '2026-08-05');
    expect(figures(quote)).toEqual({
      settleOn: '2026-08-05',
      validUntil: '2026-08-31', // nothing falls due any more: the end of the month
      outstandingPrincipalSen: 0,
      unearnedInterestSen: 0,
      outstandingBalanceSen: 0,
      instalmentsDueSen: 18_165, // payment 6, due at maturity on 2026-07-14
      feesDueSen: 1_000,
      lateChargesSen: 33, // RM181.65 x 3% x 22/365 = 32.85 sen
      settlementChargeSen: 0,
      rebateSen: 0,
      settlementSen: 19_198,
    });
    expect(quote.byDay).toHaveLength(27);
    expect(quote.byDay.at(-1)).toEqual({ on: '2026-08-31', lateChargesSen: 72, settlementSen: 19_237 });
  });
});

describe('what the rebate leaves over', () => {
  const quote = quoteLoan({ variant: 'islamic', amountSen: sen(100_000), tenureMonths: 6 });
  // Payments 1-5 met and payment 6's profit paid ahead with all but RM7.00 of its principal.
  const instalments = openingInstalments(repaymentSchedule({ quote, signedOn: '2026-01-15' })).map((row) =>
    row.instalmentNo < 6 ? pay(row) : pay(row, sen(16_665 - 700)),
  );

  it('gives a credit under RM10 of the Islamic financing to charity', () => {
    const settlement = earlySettlementQuote({ variant: 'islamic', instalments, settleOn: '2026-07-01' });
    // Owed RM7.00 of principal; RM15.00 of profit paid ahead is rebated: RM8.00 over.
    expect(settlement).toMatchObject({ outstandingBalanceSen: 700, rebateSen: 1_500, settlementSen: 0 });
    expect(settlement.credit).toEqual({ kind: 'charity', amountSen: 800 });
  });

  it('keeps a credit of RM10 or less of the conventional loan as an admin fee, and refunds more', () => {
    const settlement = earlySettlementQuote({ variant: 'conventional', instalments, settleOn: '2026-07-01' });
    expect(settlement.credit).toEqual({ kind: 'adminFee', amountSen: 800 });
    const allAhead = instalments.map((row) => pay(row));
    expect(
      earlySettlementQuote({ variant: 'conventional', instalments: allAhead, settleOn: '2026-05-20' }).credit,
    ).toEqual({
      kind: 'refundable',
      amountSen: 3_000, // the profit of payments 5 and 6, paid ahead and unearned
    });
  });

  it('asks for the postage owed in money, and leaves the profit paid ahead beyond the balance a credit', () => {
    // As above, with RM20.12 of reminder postage charged to payment 6: the credit does not pay it.
    const withPostage = instalments.map((row) =>
      row.instalmentNo === 6
        ? { ...row, components: { ...row.components, fee: { ...row.components.fee, dueSen: sen(2_012) } } }
        : row,
    );
    const settlement = earlySettlementQuote({
      variant: 'islamic',
      instalments: withPostage,
      settleOn: '2026-07-01',
    });
    expect(settlement).toMatchObject({ feesDueSen: 2_012, rebateSen: 1_500, settlementSen: 2_012 });
    expect(settlement.credit).toEqual({ kind: 'charity', amountSen: 800 });
  });

  it('refuses to quote an account with nothing owed', () => {
    const met = instalments.map((row) => pay(row));
    const attempt = () =>
      earlySettlementQuote({ variant: 'islamic', instalments: met, settleOn: '2026-08-01' });
    expect(attempt).toThrow(DomainRuleError);
    expect(attempt).toThrow(
      expect.objectContaining({ key: 'servicingRules.settlement.nothingOwed', kind: 'conflict' }),
    );
  });
});
