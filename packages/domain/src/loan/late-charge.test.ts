import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { excessPayment } from './excess-payment.ts';
import { lateChargeSen } from './late-charge.ts';

describe('lateChargeSen', () => {
  it.each([
    // overdue x 8% / 365 x days
    ['conventional', 18_167, 30, 119], // RM181.67 x 8% / 365 x 30 = RM1.1945 -> RM1.19
    ['conventional', 100_000, 365, 8_000], // a full year on RM1,000 = RM80.00
    ['conventional', 56_667, 1, 12], // RM566.67 x 8% / 365 = 12.42 sen -> 12 sen
    ['islamic', 56_667, 30, 47], // RM566.67 x 1% / 365 x 30 = 46.58 sen -> 47 sen
    ['islamic', 100_000, 365, 1_000], // a full year on RM1,000 = RM10.00
    ['conventional', 18_167, 0, 0],
    ['conventional', 0, 90, 0],
  ] as const)('%s: %s sen overdue for %s days costs %s sen', (variant, overdueSen, days, expected) => {
    expect(lateChargeSen({ variant, overdueSen: sen(overdueSen), days })).toBe(expected);
  });

  it('rounds an exact half sen up', () => {
    // RM2,281.25 x 8% / 365 x 1 day = 50 sen exactly
    expect(lateChargeSen({ variant: 'conventional', overdueSen: sen(228_125), days: 1 })).toBe(50);
    // 45,625 sen x 1% / 365 x 2 = 2.5 sen -> 3 sen
    expect(lateChargeSen({ variant: 'islamic', overdueSen: sen(45_625), days: 2 })).toBe(3);
  });

  it("takes the rate the agreement names instead of the variant's", () => {
    // RM181.65 x 3% / 365 x 30 = 44.79 sen -> 45 sen (the Islamic financing after maturity, decision 033)
    expect(lateChargeSen({ variant: 'islamic', overdueSen: sen(18_165), days: 30, annualBp: 300 })).toBe(45);
    expect(() =>
      lateChargeSen({ variant: 'islamic', overdueSen: sen(18_165), days: 30, annualBp: 2.5 }),
    ).toThrow(RangeError);
  });

  it('refuses negative inputs', () => {
    expect(() => lateChargeSen({ variant: 'conventional', overdueSen: sen(-1), days: 3 })).toThrow();
    expect(() => lateChargeSen({ variant: 'conventional', overdueSen: sen(100), days: -3 })).toThrow();
  });
});

describe('excessPayment', () => {
  it.each([
    [0, 'conventional', 'none'],
    [1, 'conventional', 'adminFee'],
    [1_000, 'conventional', 'adminFee'], // RM10 or less is an admin fee
    [1_001, 'conventional', 'refundable'],
    [999, 'islamic', 'charity'], // under RM10 goes to charity
    [1_000, 'islamic', 'refundable'],
    [25_000, 'islamic', 'refundable'],
  ] as const)('%s sen excess on a %s account is %s', (excessSen, variant, kind) => {
    expect(excessPayment(sen(excessSen), variant)).toEqual({ kind, amountSen: excessSen });
  });

  it('defaults to the conventional rule', () => {
    expect(excessPayment(sen(500))).toEqual({ kind: 'adminFee', amountSen: 500 });
  });
});
