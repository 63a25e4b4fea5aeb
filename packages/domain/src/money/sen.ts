/**
 * Money is a whole number of sen (RM1 = 100 sen). Rates are whole basis points (1% = 100 bp), so every figure
 * can be computed exactly in integers and rounded once, where a rule says so.
 */
export const SEN_PER_RINGGIT = 100;
export const BASIS_POINTS_PER_UNIT = 10_000;

export function ringgit(amount: number): number {
  const sen = amount * SEN_PER_RINGGIT;
  if (!Number.isSafeInteger(Math.round(sen)) || Math.abs(sen - Math.round(sen)) > 1e-9) {
    throw new RangeError(`RM${amount} is not a whole number of sen`);
  }
  return Math.round(sen);
}

export function assertSen(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a whole number of sen, got ${value}`);
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
  const result = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('result is not a safe integer');
  return result;
}

/** amountSen x basisPoints / 10,000, rounded half-up to the sen. */
export function applyBasisPoints(amountSen: number, basisPoints: number): number {
  assertSen(amountSen);
  return divideRoundHalfUp(BigInt(amountSen) * BigInt(basisPoints), BigInt(BASIS_POINTS_PER_UNIT));
}

export function roundDownToMultiple(valueSen: number, stepSen: number): number {
  assertSen(valueSen);
  if (valueSen <= 0) return 0;
  return valueSen - (valueSen % stepSen);
}

export function roundUpToMultiple(valueSen: number, stepSen: number): number {
  assertSen(valueSen);
  if (valueSen <= 0) return 0;
  const remainder = valueSen % stepSen;
  return remainder === 0 ? valueSen : valueSen + stepSen - remainder;
}
