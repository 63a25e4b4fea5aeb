import { assertSen, BASIS_POINTS_PER_UNIT, type Sen, sen, ZERO_SEN } from './sen.ts';

/**
 * Arithmetic on amounts that gives back amounts. In TypeScript `a + b` of two `Sen` is a plain number; these keep
 * the type, refuse a result beyond a safe integer, and make every rounding name its direction.
 *
 * - `halfUp`: to the nearest sen, a half sen away from zero (the rule unless a rule says otherwise);
 * - `down`: towards minus infinity, so that a share or a capacity is never overstated.
 */
export type Rounding = 'halfUp' | 'down';

export function addSen(...amounts: readonly Sen[]): Sen {
  let total = 0;
  for (const amount of amounts) total += amount;
  return sen(total, 'sum');
}

export function subtractSen(from: Sen, amount: Sen): Sen {
  return sen(from - amount, 'difference');
}

/** amount x a whole number (months, instalments). */
export function multiplySen(amount: Sen, times: number): Sen {
  assertWhole(times, 'multiplier');
  return sen(amount * times, 'product');
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
  assertWhole(numerator, 'numerator');
  assertWhole(denominator, 'denominator');
  const product = BigInt(amount) * BigInt(numerator);
  return sen(
    rounding === 'halfUp'
      ? divideRoundHalfUp(product, BigInt(denominator))
      : divideRoundDown(product, BigInt(denominator)),
  );
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
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return safeNumber(negative ? -quotient : quotient);
}

function divideRoundDown(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError('division by zero');
  const quotient = numerator / denominator;
  // bigint division truncates towards zero; a negative quotient with a remainder is one lower when rounded down.
  const inexactNegative = numerator % denominator !== 0n && numerator < 0n !== denominator < 0n;
  return safeNumber(inexactNegative ? quotient - 1n : quotient);
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

function safeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('result is not a safe integer');
  return result;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}
