import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  divideRoundHalfUp,
  ringgit,
  roundDownToMultiple,
  roundUpToMultiple,
} from './sen.ts';

describe('money in sen', () => {
  it('converts ringgit to sen exactly', () => {
    expect(ringgit(1_234.56)).toBe(123_456);
    expect(ringgit(0.1 + 0.2)).toBe(30);
    expect(() => ringgit(1.005)).toThrow(RangeError);
  });

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
    expect(applyBasisPoints(100_000, 50)).toBe(500); // 0.5% of RM1,000
    expect(applyBasisPoints(12_345, 800)).toBe(988); // 8% of RM123.45 = 987.6 sen
    expect(applyBasisPoints(625, 800)).toBe(50); // 8% of RM6.25 = 50 sen exactly
    expect(applyBasisPoints(10_000, 5)).toBe(5); // 0.05% of RM100
    expect(applyBasisPoints(1_000, 5)).toBe(1); // 0.5 sen -> 1 sen
  });

  it('rounds to multiples of a step', () => {
    expect(roundDownToMultiple(459_999, 100_000)).toBe(400_000);
    expect(roundDownToMultiple(-1, 100_000)).toBe(0);
    expect(roundUpToMultiple(400_001, 100_000)).toBe(500_000);
    expect(roundUpToMultiple(400_000, 100_000)).toBe(400_000);
  });
});
