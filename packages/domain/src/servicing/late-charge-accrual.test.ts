import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateChargeSen } from '../loan/late-charge.ts';
import { quoteLoan } from '../loan/quote.ts';
import { repaymentSchedule } from '../loan/schedule.ts';
import { type Sen, sen } from '../money/sen.ts';
import type { Variant } from '../variant/variants.ts';
import type { InstalmentState } from './instalment-state.ts';
import {
  accrueLateCharges,
  chargeableOverdueSen,
  lateChargeForDay,
  maturityOn,
} from './late-charge-accrual.ts';
import { openingInstalments } from './opening-instalments.ts';
import { dayAfter as dayAfterDays } from './servicing-dates.ts';

function account(variant: Variant, amountSen: number, tenureMonths: number): InstalmentState[] {
  const quote = quoteLoan({ variant, amountSen: sen(amountSen), tenureMonths });
  return openingInstalments(repaymentSchedule({ quote, signedOn: '2026-01-15' }));
}

function instalment(rows: InstalmentState[], instalmentNo: number): InstalmentState {
  const found = rows.find((row) => row.instalmentNo === instalmentNo);
  if (!found) throw new Error(`no instalment ${instalmentNo}`);
  return found;
}

function withPaid(row: InstalmentState, component: 'interest' | 'principal' | 'lateCharge', paidSen: Sen) {
  return {
    ...row,
    components: { ...row.components, [component]: { ...row.components[component], paidSen } },
  };
}

/** [date, day in default, that day's charge, charge to date] */
type Row = readonly [string, number, number, number];

function statement(days: readonly { on: string; day: number; chargeSen: number }[]): Row[] {
  let toDate = 0;
  return days.map((row) => {
    toDate += row.chargeSen;
    return [row.on, row.day, row.chargeSen, toDate] as const;
  });
}

describe('late charges day by day', () => {
  it('charges the conventional instalment 6 of the RM10,000 loan, RM566.67 left unpaid for 45 days, at 8% a year', () => {
    const rows = account('conventional', 1_000_000, 24);
    const sixth = instalment(rows, 6);
    expect(sixth.dueOn).toBe('2026-07-14');
    expect(chargeableOverdueSen(sixth)).toBe(56_667);
    const accrual = accrueLateCharges({
      variant: 'conventional',
      instalments: [sixth],
      from: '2026-07-15',
      to: '2026-08-28',
      maturityOn: maturityOn(rows),
    });
    // RM566.67 x 8% / 365 = 12.42 sen a day: posted as the charge to date less yesterday's, so 12 or 13 sen.
    expect(statement(accrual.days)).toEqual([
      ['2026-07-15', 1, 12, 12],
      ['2026-07-16', 2, 13, 25],
      ['2026-07-17', 3, 12, 37],
      ['2026-07-18', 4, 13, 50],
      ['2026-07-19', 5, 12, 62],
      ['2026-07-20', 6, 13, 75],
      ['2026-07-21', 7, 12, 87],
      ['2026-07-22', 8, 12, 99],
      ['2026-07-23', 9, 13, 112],
      ['2026-07-24', 10, 12, 124],
      ['2026-07-25', 11, 13, 137],
      ['2026-07-26', 12, 12, 149],
      ['2026-07-27', 13, 12, 161],
      ['2026-07-28', 14, 13, 174],
      ['2026-07-29', 15, 12, 186],
      ['2026-07-30', 16, 13, 199],
      ['2026-07-31', 17, 12, 211],
      ['2026-08-01', 18, 13, 224],
      ['2026-08-02', 19, 12, 236],
      ['2026-08-03', 20, 12, 248],
      ['2026-08-04', 21, 13, 261],
      ['2026-08-05', 22, 12, 273],
      ['2026-08-06', 23, 13, 286],
      ['2026-08-07', 24, 12, 298],
      ['2026-08-08', 25, 13, 311],
      ['2026-08-09', 26, 12, 323],
      ['2026-08-10', 27, 12, 335],
      ['2026-08-11', 28, 13, 348],
      ['2026-08-12', 29, 12, 360],
      ['2026-08-13', 30, 13, 373],
      ['2026-08-14', 31, 12, 385],
      ['2026-08-15', 32, 12, 397],
      ['2026-08-16', 33, 13, 410],
      ['2026-08-17', 34, 12, 422],
      ['2026-08-18', 35, 13, 435],
      ['2026-08-19', 36, 12, 447],
      ['2026-08-20', 37, 13, 460],
      ['2026-08-21', 38, 12, 472],
      ['2026-08-22', 39, 12, 484],
      ['2026-08-23', 40, 13, 497],
      ['2026-08-24', 41, 12, 509],
      ['2026-08-25', 42, 13, 522],
      ['2026-08-26', 43, 12, 534],
      ['2026-08-27', 44, 12, 546],
      ['2026-08-28', 45, 13, 559],
    ]);
    // RM566.67 x 8/100 x 45/365 = RM5.589 -> RM5.59, where rounding each day on its own would have posted RM5.40.
    expect(accrual.totalSen).toBe(559);
    expect(accrual.days.every((row) => row.annualBp === 800 && row.overdueSen === 56_667)).toBe(true);
  });

  it("charges ta'widh on payment 3 of the RM1,000 financing, RM181.67 left unpaid for 45 days, at 1% a year", () => {
    const rows = account('islamic', 100_000, 6);
    const third = instalment(rows, 3);
    expect(third.dueOn).toBe('2026-04-14');
    expect(chargeableOverdueSen(third)).toBe(18_167);
    const accrual = accrueLateCharges({
      variant: 'islamic',
      instalments: [third],
      from: '2026-04-15',
      to: '2026-05-29',
      maturityOn: maturityOn(rows),
      afterMaturityAnnualBp: 300,
    });
    // RM181.67 x 1% / 365 = 0.498 sen a day: half a sen, so a sen every second day and never lost to rounding.
    expect(statement(accrual.days)).toEqual([
      ['2026-04-15', 1, 0, 0],
      ['2026-04-16', 2, 1, 1],
      ['2026-04-17', 3, 0, 1],
      ['2026-04-18', 4, 1, 2],
      ['2026-04-19', 5, 0, 2],
      ['2026-04-20', 6, 1, 3],
      ['2026-04-21', 7, 0, 3],
      ['2026-04-22', 8, 1, 4],
      ['2026-04-23', 9, 0, 4],
      ['2026-04-24', 10, 1, 5],
      ['2026-04-25', 11, 0, 5],
      ['2026-04-26', 12, 1, 6],
      ['2026-04-27', 13, 0, 6],
      ['2026-04-28', 14, 1, 7],
      ['2026-04-29', 15, 0, 7],
      ['2026-04-30', 16, 1, 8],
      ['2026-05-01', 17, 0, 8],
      ['2026-05-02', 18, 1, 9],
      ['2026-05-03', 19, 0, 9],
      ['2026-05-04', 20, 1, 10],
      ['2026-05-05', 21, 0, 10],
      ['2026-05-06', 22, 1, 11],
      ['2026-05-07', 23, 0, 11],
      ['2026-05-08', 24, 1, 12],
      ['2026-05-09', 25, 0, 12],
      ['2026-05-10', 26, 1, 13],
      ['2026-05-11', 27, 0, 13],
      ['2026-05-12', 28, 1, 14],
      ['2026-05-13', 29, 0, 14],
      ['2026-05-14', 30, 1, 15],
      ['2026-05-15', 31, 0, 15],
      ['2026-05-16', 32, 1, 16],
      ['2026-05-17', 33, 0, 16],
      ['2026-05-18', 34, 1, 17],
      ['2026-05-19', 35, 0, 17],
      ['2026-05-20', 36, 1, 18],
      ['2026-05-21', 37, 0, 18],
      ['2026-05-22', 38, 1, 19],
      ['2026-05-23', 39, 0, 19],
      ['2026-05-24', 40, 1, 20],
      ['2026-05-25', 41, 0, 20],
      ['2026-05-26', 42, 1, 21],
      ['2026-05-27', 43, 0, 21],
      ['2026-05-28', 44, 1, 22],
      ['2026-05-29', 45, 0, 22],
    ]);
    // RM181.67 x 1/100 x 45/365 = 22.4 sen -> 22 sen; rounded day by day it would have been nothing at all.
    expect(accrual.totalSen).toBe(22);
    expect(accrual.totalSen).toBe(lateChargeSen({ variant: 'islamic', overdueSen: sen(18_167), days: 45 }));
  });

  it('charges nothing on the due date itself, nor on an instalment whose principal and interest are paid', () => {
    const rows = account('conventional', 100_000, 6);
    const first = instalment(rows, 1);
    const terms = { variant: 'conventional' as const, maturityOn: maturityOn(rows) };
    expect(lateChargeForDay({ ...terms, instalment: first, on: '2026-02-14' })).toBeNull();
    expect(lateChargeForDay({ ...terms, instalment: first, on: '2026-02-15' })).toMatchObject({
      day: 1,
      chargeSen: 4,
    });
    const met = withPaid(withPaid(first, 'interest', sen(1_500)), 'principal', sen(16_667));
    // A late charge left unpaid bears no late charge: never compounded.
    const lateChargeOnly = {
      ...met,
      components: { ...met.components, lateCharge: { ...met.components.lateCharge, dueSen: sen(400) } },
    };
    expect(lateChargeForDay({ ...terms, instalment: lateChargeOnly, on: '2026-03-01' })).toBeNull();
  });

  it('charges on what is left of an instalment after a part payment, from the same day count', () => {
    const rows = account('conventional', 100_000, 6);
    // RM181.67 due 2026-02-14; RM100 of its principal paid, RM81.67 left.
    const part = withPaid(instalment(rows, 1), 'principal', sen(10_000));
    expect(chargeableOverdueSen(part)).toBe(8_167);
    const terms = { variant: 'conventional' as const, maturityOn: maturityOn(rows), instalment: part };
    // Day 10: RM81.67 x 8% x 10/365 = 17.90 sen, less day 9's 16.11 sen -> 18 - 16 = 2 sen.
    expect(lateChargeForDay({ ...terms, on: '2026-02-24' })).toMatchObject({
      day: 10,
      overdueSen: 8_167,
      chargeSen: 2,
    });
  });

  it('keeps the conventional rate on each overdue instalment after maturity', () => {
    const rows = account('conventional', 100_000, 6);
    const last = instalment(rows, 6);
    expect(maturityOn(rows)).toBe('2026-07-14');
    const accrual = accrueLateCharges({
      variant: 'conventional',
      instalments: [last],
      from: '2026-07-15',
      to: '2026-08-13',
      maturityOn: '2026-07-14',
    });
    // RM181.65 x 8% x 30/365 = RM1.194 -> RM1.19.
    expect(accrual.totalSen).toBe(119);
    expect(new Set(accrual.days.map((row) => row.annualBp))).toEqual(new Set([800]));
  });

  it("charges Islamic ta'widh after maturity at the interbank rate, counting days from maturity", () => {
    const rows = account('islamic', 100_000, 6);
    // Payment 5 (RM181.67, due 2026-06-14) is unpaid; maturity is 2026-07-14 when payment 6 falls due.
    const fifth = instalment(rows, 5);
    const sixth = instalment(rows, 6);
    const terms = { variant: 'islamic' as const, maturityOn: '2026-07-14', afterMaturityAnnualBp: 300 };
    // Until maturity: 1% a year from the due date. Day 30 on 2026-07-14: 14.93 - 14.43 sen -> 15 - 14 = 1 sen.
    expect(lateChargeForDay({ ...terms, instalment: fifth, on: '2026-07-14' })).toMatchObject({
      day: 30,
      annualBp: 100,
      chargeSen: 1,
    });
    const after = accrueLateCharges({
      ...terms,
      instalments: [fifth, sixth],
      from: '2026-07-15',
      to: '2026-08-13',
    });
    // Then 3% a year on the outstanding balance (RM181.67 + RM181.65), each counted from maturity:
    // RM181.67 x 3% x 30/365 = 44.79 -> 45 sen; RM181.65 x 3% x 30/365 = 44.79 -> 45 sen.
    expect(after.totalSen).toBe(90);
    expect(after.days.filter((row) => row.on === '2026-07-15')).toEqual([
      { instalmentNo: 5, on: '2026-07-15', day: 1, annualBp: 300, overdueSen: 18_167, chargeSen: 1 },
      { instalmentNo: 6, on: '2026-07-15', day: 1, annualBp: 300, overdueSen: 18_165, chargeSen: 1 },
    ]);
    expect(() =>
      lateChargeForDay({ ...terms, afterMaturityAnnualBp: undefined, instalment: sixth, on: '2026-07-15' }),
    ).toThrow(RangeError);
  });

  it('posts days that add up to the formula for the whole period, whatever the amount, rate and length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('conventional' as const, 'islamic' as const),
        (overdue, days, variant) => {
          // Interest paid, so that exactly the drawn amount of principal is overdue from 2026-02-14.
          const first = withPaid(instalment(account(variant, 100_000, 6), 1), 'interest', sen(1_500));
          const { principal } = first.components;
          const owing = {
            ...first,
            components: { ...first.components, principal: { ...principal, dueSen: sen(overdue) } },
          };
          const accrual = accrueLateCharges({
            variant,
            instalments: [owing],
            from: '2026-02-15',
            to: dayAfterDays('2026-02-14', days),
            maturityOn: '2030-01-01',
          });
          expect(accrual.days).toHaveLength(days);
          expect(accrual.totalSen).toBe(lateChargeSen({ variant, overdueSen: sen(overdue), days }));
        },
      ),
      { numRuns: 200 },
    );
  });
});
