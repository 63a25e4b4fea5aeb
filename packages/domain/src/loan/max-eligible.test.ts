import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Sen, sen } from '../money/sen.ts';
import { addSen } from '../money/sen-arithmetic.ts';
import { INDIVIDUAL_PRODUCT, type ProductBounds, SME_PRODUCT } from './constants.ts';
import {
  debtServiceRatioBp,
  ELIGIBLE_AMOUNT_STEP_SEN,
  maxEligibleAmountSen,
  roundDownToThousandSen,
  roundUpToNextThousandSen,
} from './max-eligible.ts';
import { quoteLoan } from './quote.ts';

/** A staff product as the master data might hold it: RM1,000 to RM50,000. */
const STAFF_BOUNDS: ProductBounds = { ...INDIVIDUAL_PRODUCT, maxAmountSen: sen(5_000_000) };

describe('maxEligibleAmountSen: individual (60% of net salary, flat 1.5% a month)', () => {
  it.each([
    // net salary, commitments, months -> maximum; why
    [100_000, 0, 6, 300_000], // RM600 a month affords RM3,000 (RM545.00); RM4,000 would be RM726.67
    [150_000, 0, 12, 900_000], // RM900 a month affords RM9,000 (RM885.00); RM10,000 would be RM983.33
    [110_000, 0, 18, 900_000], // RM660 a month affords RM9,000 (RM635.00); RM10,000 would be RM705.56
    [150_000, 0, 24, 1_000_000], // capacity RM15,882.35 is capped at the product's RM10,000
    [300_000, 150_000, 6, 100_000], // RM1,800 less RM1,500 elsewhere leaves RM300: RM1,000 (RM181.67)
    [25_000, 0, 6, 0], // capacity RM825.68 is below the RM1,000 minimum
    [200_000, 120_000, 12, 0], // commitments already take the whole 60%
  ])(
    'net %s sen, %s sen committed, %s months: %s sen',
    (netSalarySen, commitmentsSen, tenureMonths, expected) => {
      for (const variant of ['conventional', 'islamic'] as const)
        expect(
          maxEligibleAmountSen({
            kind: 'individual',
            variant,
            netSalarySen: sen(netSalarySen),
            tenureMonths,
            existingMonthlyCommitmentsSen: sen(commitmentsSen),
          }),
        ).toBe(expected);
    },
  );

  it('refuses a tenure that is not a whole number of months', () => {
    const input = { kind: 'individual', variant: 'conventional', netSalarySen: sen(150_000) } as const;
    expect(() => maxEligibleAmountSen({ ...input, tenureMonths: 0 })).toThrow(
      expect.objectContaining({ key: 'validation.tenureOutOfRange' }),
    );
    expect(() => maxEligibleAmountSen({ ...input, tenureMonths: 6.5 })).toThrow();
  });
});

describe('maxEligibleAmountSen: SME (multiplier x tenure)', () => {
  it.each([
    // amount per month of tenure, months -> maximum
    [2_000_000, 12, 24_000_000], // RM20,000 x 12 = RM240,000
    [1_234_567, 7, 8_600_000], // RM86,419.69 rounds down to RM86,000
    [3_000_000, 24, 50_000_000], // RM720,000 is capped at RM500,000 per partner
    [40_000, 6, 0], // RM2,400 is below the RM3,000 minimum
    [50_000, 6, 300_000], // exactly the minimum
  ])('%s sen a month over %s months: %s sen', (multiplierSen, tenureMonths, expected) => {
    expect(maxEligibleAmountSen({ kind: 'sme', multiplierSen: sen(multiplierSen), tenureMonths })).toBe(
      expected,
    );
  });

  it('is recomputed when the tenure changes', () => {
    const at = (tenureMonths: number) =>
      maxEligibleAmountSen({ kind: 'sme', multiplierSen: sen(1_000_000), tenureMonths });
    expect([at(6), at(12), at(24)]).toEqual([6_000_000, 12_000_000, 24_000_000]);
  });
});

describe('maxEligibleAmountSen: staff (multiplier x net salary)', () => {
  it.each([
    // net salary, multiplier -> maximum
    [456_789, 3, 1_300_000], // RM13,703.67 rounds down to RM13,000
    [1_000_000, 4.1, 4_100_000], // RM41,000 exactly, though 4.1 x 1,000,000 is 4,099,999.9999999995 in floating point
    [3_000_000, 2.3, 5_000_000], // RM69,000 capped at the product's RM50,000
    [300_000, 2.3, 600_000], // RM6,900 rounds down to RM6,000
    [30_000, 2, 0], // RM600 is below the RM1,000 minimum
  ])('net %s sen x %s: %s sen', (netSalarySen, multiplier, expected) => {
    expect(
      maxEligibleAmountSen({
        kind: 'staff',
        multiplier,
        netSalarySen: sen(netSalarySen),
        bounds: STAFF_BOUNDS,
      }),
    ).toBe(expected);
  });

  it('refuses a negative multiplier', () => {
    expect(() =>
      maxEligibleAmountSen({
        kind: 'staff',
        multiplier: -1,
        netSalarySen: sen(100_000),
        bounds: STAFF_BOUNDS,
      }),
    ).toThrow(expect.objectContaining({ key: 'validation.negativeAmount' }));
  });
});

describe('rounding to RM1,000', () => {
  it.each([
    [0, 0],
    [1, 100_000],
    [100_000, 100_000], // RM1,000 stays RM1,000
    [100_001, 200_000],
    [999_999, 1_000_000],
  ])('rounds %s sen up to %s sen', (amount, expected) => {
    expect(roundUpToNextThousandSen(sen(amount))).toBe(expected);
  });

  it.each([
    [99_999, 0],
    [100_000, 100_000],
    [459_999, 400_000],
  ])('rounds %s sen down to %s sen', (amount, expected) => {
    expect(roundDownToThousandSen(sen(amount))).toBe(expected);
  });
});

describe('debtServiceRatioBp', () => {
  it.each([
    [88_500, 150_000, 5_900], // RM885 of RM1,500: 59%
    [90_000, 150_000, 6_000],
    [90_001, 150_000, 6_001], // rounded up so a ceiling is never understated
    [1, 0, Number.POSITIVE_INFINITY],
  ])('%s sen of %s sen is %s bp', (monthlyInstalmentsSen, netSalarySen, expected) => {
    expect(
      debtServiceRatioBp({
        monthlyInstalmentsSen: sen(monthlyInstalmentsSen),
        netSalarySen: sen(netSalarySen),
      }),
    ).toBe(expected);
  });
});

describe('properties', () => {
  const isWithin = (amount: Sen, bounds: ProductBounds) =>
    amount === 0 ||
    (amount % ELIGIBLE_AMOUNT_STEP_SEN === 0 &&
      amount >= bounds.minAmountSen &&
      amount <= bounds.maxAmountSen);
  const anyAmount = (max: number) => fc.integer({ min: 0, max }).map((amount) => sen(amount));

  it('gives a multiple of RM1,000 within the product bounds, or 0', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            kind: fc.constant('individual' as const),
            variant: fc.constantFrom('conventional' as const, 'islamic' as const),
            netSalarySen: anyAmount(5_000_000),
            tenureMonths: fc.integer({ min: 6, max: 24 }),
            existingMonthlyCommitmentsSen: anyAmount(1_000_000),
          }),
          fc.record({
            kind: fc.constant('sme' as const),
            multiplierSen: anyAmount(5_000_000),
            tenureMonths: fc.integer({ min: 6, max: 24 }),
          }),
          fc.record({
            kind: fc.constant('staff' as const),
            multiplier: fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
            netSalarySen: anyAmount(5_000_000),
            bounds: fc.constant(STAFF_BOUNDS),
          }),
        ),
        (input) => {
          const bounds =
            input.kind === 'individual'
              ? INDIVIDUAL_PRODUCT
              : input.kind === 'sme'
                ? SME_PRODUCT
                : input.bounds;
          expect(isWithin(maxEligibleAmountSen(input), bounds)).toBe(true);
        },
      ),
    );
  });

  it('keeps the individual’s instalment within 60% of net salary, and the next RM1,000 would not fit', () => {
    fc.assert(
      fc.property(
        anyAmount(3_000_000),
        anyAmount(200_000),
        fc.integer({ min: 6, max: 24 }),
        (netSalarySen, commitmentsSen, tenureMonths) => {
          const input = { kind: 'individual', variant: 'conventional', netSalarySen, tenureMonths } as const;
          const amountSen = maxEligibleAmountSen({ ...input, existingMonthlyCommitmentsSen: commitmentsSen });
          const affordableSen = Math.floor((netSalarySen * 6) / 10) - commitmentsSen;
          const instalmentFor = (amount: Sen) =>
            quoteLoan({ variant: 'conventional', amountSen: amount, tenureMonths }).monthlyInstalmentSen;
          if (amountSen > 0) expect(instalmentFor(amountSen)).toBeLessThanOrEqual(affordableSen);
          const next =
            amountSen === 0 ? INDIVIDUAL_PRODUCT.minAmountSen : addSen(amountSen, ELIGIBLE_AMOUNT_STEP_SEN);
          if (next <= INDIVIDUAL_PRODUCT.maxAmountSen)
            expect(instalmentFor(next)).toBeGreaterThan(affordableSen);
        },
      ),
    );
  });
});
