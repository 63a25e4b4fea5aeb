import { assertSen, BASIS_POINTS_PER_UNIT, type Sen, sen, ZERO_SEN } from './sen.ts';

/**
 * Arithmetic on amounts that gives back amounts. In TypeScript `a + b` of two `Sen` is a plain number; these keep
 * the type, refuse a result beyond a safe integer (and a multiplier or divisor that is not whole) with a
 * RangeError, and make every rounding name its direction:
 *
 * - `halfUp`: to the nearest sen, a half sen away from zero (the rule unless a rule says otherwise);
 * - `down`: towards minus infinity, so that a share or a capacity is never overstated.
 */
export type Rounding = 'halfUp' | 'down';

export function addSen(...amounts: readonly Sen[]): Sen {
  return sen(amounts.reduce((total: number, amount) => total + amount, 0));
}

export function subtractSen(from: Sen, amount: Sen): Sen {
  return sen(from - amount);
}

/** amount x a whole number (months, instalments). */
export function multiplySen(amount: Sen, times: number): Sen {
  return scaleSen(amount, times, 1, 'down');
}

export function smallerSen(a: Sen, b: Sen): Sen {
  return a <= b ? a : b;
}

export function largerSen(a: Sen, b: Sen): Sen {
  return a >= b ? a : b;
}

/**
 * amount x numerator / denominator, rounded once as named. Computed in bigint, so it is exact for any safe
 * integers: a rate times a number of days, a share of basis points.
 */
export function scaleSen(amount: Sen, numerator: number, denominator: number, rounding: Rounding): Sen {
  return sen(Number(divide(BigInt(amount) * BigInt(numerator), BigInt(denominator), rounding)));
}

/** amount / a whole number (months), rounded as named. */
export function divideSen(amount: Sen, divisor: number, rounding: Rounding): Sen {
  return scaleSen(amount, 1, divisor, rounding);
}

/** amount x basisPoints / 10,000, rounded half-up to the sen unless the rule says down. */
export function applyBasisPoints(amount: Sen, basisPoints: number, rounding: Rounding = 'halfUp'): Sen {
  return scaleSen(amount, basisPoints, BASIS_POINTS_PER_UNIT, rounding);
}

/**
 * numerator / denominator rounded half-up (half away from zero for negatives), exact for any safe integers
 * because it is computed in bigint.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  return sen(Number(divide(numerator, denominator, 'halfUp')), 'quotient');
}

/** The largest multiple of `step` not above the amount; nothing for an amount of nothing or less. */
export function roundDownToMultiple(amount: Sen, step: Sen): Sen {
  assertSen(amount);
  if (amount <= 0) return ZERO_SEN;
  return sen(amount - (amount % step));
}

/** The smallest multiple of `step` not below the amount; nothing for an amount of nothing or less. */
export function roundUpToMultiple(amount: Sen, step: Sen): Sen {
  assertSen(amount);
  if (amount <= 0) return ZERO_SEN;
  const remainder = amount % step;
  return remainder === 0 ? amount : sen(amount + step - remainder);
}

/** bigint division truncates towards zero (and refuses a zero divisor); this rounds as named instead. */
function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const [n, d] = denominator < 0n ? [-numerator, -denominator] : [numerator, denominator];
  if (rounding === 'down') return n / d - (n % d < 0n ? 1n : 0n);
  return n < 0n ? -((-n * 2n + d) / (d * 2n)) : (n * 2n + d) / (d * 2n);
}
