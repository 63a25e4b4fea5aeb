import type { $brand } from 'zod';

/**
 * Money is a whole number of sen (RM1 = 100 sen), typed `Sen` so that a count, a rate or a figure in ringgit cannot
 * pass for an amount. Rates are whole basis points (1% = 100 bp), so every figure is computed exactly in integers
 * and rounded once, where a rule says so (./sen-arithmetic.ts).
 *
 * The brand is zod's, so that `senSchema` parses straight to this type. It is imported as a type only: this module
 * is on the landing page, which loads no zod.
 */
export type Sen = number & $brand<'Sen'>;

export const SEN_PER_RINGGIT = 100;
export const BASIS_POINTS_PER_UNIT = 10_000;

export function assertSen(value: number, name = 'amount'): asserts value is Sen {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a whole number of sen, got ${value}`);
}

/**
 * The one way a number becomes an amount: a safe integer, or a RangeError. Marked free of side effects for the
 * bundler, so that a page's bundle leaves out the constants (`sen(100_000)`) it never reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sen(value: number, name?: string): Sen {
  assertSen(value, name);
  return value;
}

export const ZERO_SEN = sen(0);

export function isSen(value: unknown): value is Sen {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** RM1,234.56 given as the number 1234.56 -> 123456 sen; refused when it is not a whole number of sen. */
export function ringgit(amount: number): Sen {
  const exact = amount * SEN_PER_RINGGIT;
  const rounded = Math.round(exact);
  if (!Number.isSafeInteger(rounded) || Math.abs(exact - rounded) > 1e-9) {
    throw new RangeError(`RM${amount} is not a whole number of sen`);
  }
  return sen(rounded);
}

/**
 * The amount as a number of ringgit, for what counts in ringgit rather than computes: a message's
 * `RM{{max, number}}`, a slider's scale. Never for arithmetic, which stays in sen.
 */
export function senToRinggit(amount: Sen): number {
  return amount / SEN_PER_RINGGIT;
}
