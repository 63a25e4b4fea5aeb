import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sen } from './sen.ts';
import {
  addSen,
  applyBasisPoints,
  divideRoundHalfUp,
  divideSen,
  largerSen,
  multiplySen,
  roundDownToMultiple,
  roundUpToMultiple,
  scaleSen,
  smallerSen,
  subtractSen,
} from './sen-arithmetic.ts';

describe('arithmetic on sen', () => {
  it.each([
    [5n, 2n, 3], // 2.5 -> 3
    [7n, 2n, 4], // 3.5 -> 4
    [-5n, 2n, -3], // half away from zero
    [4n, 3n, 1], // 1.33 -> 1
    [5n, 3n, 2], // 1.67 -> 2
    [0n, 7n, 0],
  ])('rounds %s / %s half-up to %s', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('applies basis points with half-up rounding', () => {
    expect(applyBasisPoints(sen(100_000), 50)).toBe(500); // 0.5% of RM1,000
    expect(applyBasisPoints(sen(12_345), 800)).toBe(988); // 8% of RM123.45 = 987.6 sen
    expect(applyBasisPoints(sen(625), 800)).toBe(50); // 8% of RM6.25 = 50 sen exactly
    expect(applyBasisPoints(sen(10_000), 5)).toBe(5); // 0.05% of RM100
    expect(applyBasisPoints(sen(1_000), 5)).toBe(1); // 0.5 sen -> 1 sen
  });

  it('applies basis points rounded down where the rule says so', () => {
    expect(applyBasisPoints(sen(12_345), 800, 'down')).toBe(987); // 987.6 sen -> 987 sen
    expect(applyBasisPoints(sen(1_000), 5, 'down')).toBe(0); // 0.5 sen -> nothing
  });

  it('rounds to multiples of a step', () => {
    expect(roundDownToMultiple(sen(459_999), sen(100_000))).toBe(400_000);
    expect(roundDownToMultiple(sen(-1), sen(100_000))).toBe(0);
    expect(roundUpToMultiple(sen(400_001), sen(100_000))).toBe(500_000);
    expect(roundUpToMultiple(sen(400_000), sen(100_000))).toBe(400_000);
  });

  it('adds, subtracts and multiplies to the sen', () => {
    expect(addSen(sen(18_167), sen(18_167), sen(18_165))).toBe(54_499);
    expect(addSen()).toBe(0);
    expect(subtractSen(sen(109_000), sen(18_167))).toBe(90_833);
    expect(subtractSen(sen(500), sen(1_000))).toBe(-500);
    expect(multiplySen(sen(18_167), 5)).toBe(90_835);
    expect(smallerSen(sen(2_000), sen(5_000))).toBe(2_000);
    expect(largerSen(sen(0), sen(-1))).toBe(0);
  });

  it('divides and scales, rounding as named', () => {
    expect(divideSen(sen(109_000), 6, 'halfUp')).toBe(18_167); // 18,166.67 sen
    expect(divideSen(sen(109_000), 6, 'down')).toBe(18_166);
    expect(divideSen(sen(-7), 2, 'halfUp')).toBe(-4); // -3.5: half away from zero
    expect(divideSen(sen(-7), 2, 'down')).toBe(-4); // -3.5: down is towards minus infinity
    // RM181.67 x 8% / 365 x 30 days = 119.45 sen
    expect(scaleSen(sen(18_167), 800 * 30, 10_000 * 365, 'halfUp')).toBe(119);
  });

  it('refuses what is not whole, and results beyond a safe integer', () => {
    expect(() => multiplySen(sen(100), 1.5)).toThrow(RangeError);
    expect(() => scaleSen(sen(100), 1, 0, 'halfUp')).toThrow(RangeError);
    expect(() => scaleSen(sen(100), 1.5, 2, 'down')).toThrow(RangeError);
    expect(() => multiplySen(sen(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
    expect(() => addSen(sen(Number.MAX_SAFE_INTEGER), sen(1))).toThrow(RangeError);
  });

  it('rounds down no higher, and half-up no further than half a sen, from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (amount, divisor) => {
          const exact = amount / divisor;
          const down = divideSen(sen(amount), divisor, 'down');
          const halfUp = divideSen(sen(amount), divisor, 'halfUp');
          expect(down).toBeLessThanOrEqual(exact);
          expect(exact - down).toBeLessThan(1);
          expect(Math.abs(halfUp - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });
});
