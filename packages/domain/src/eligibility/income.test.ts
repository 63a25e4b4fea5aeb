import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { isNetAboveGrossRange, isNetShortOfUnprovedMinimum, rangeStanding } from './income.ts';

const MINIMUM = sen(150_000);

describe('a registered gross salary range against the RM1,500 minimum', () => {
  it.each([
    // range (sen) -> where it stands
    [0, 149_999, 'below'],
    [0, 150_000, 'straddles'],
    [0, 199_999, 'straddles'],
    [149_999, null, 'straddles'],
    [150_000, 199_999, 'meets'],
    [1_000_001, null, 'meets'],
  ] as const)('%i to %s stands %s', (minSen, maxSen, standing) => {
    const range = { minSen: sen(minSen), maxSen: maxSen === null ? null : sen(maxSen) };
    expect(rangeStanding(range, MINIMUM)).toBe(standing);
  });
});

describe('the net salary against the registered range', () => {
  it.each([
    // range, net -> above the range's top, short of the minimum the range leaves unproved
    [{ minSen: 300_000, maxSen: 399_999 }, 399_999, false, false],
    [{ minSen: 300_000, maxSen: 399_999 }, 400_000, true, false],
    [{ minSen: 300_000, maxSen: 399_999 }, 50_000, false, false],
    [{ minSen: 1_000_001, maxSen: null }, 9_000_000, false, false],
    [{ minSen: 0, maxSen: 199_999 }, 150_000, false, false],
    [{ minSen: 0, maxSen: 199_999 }, 149_999, false, true],
    [{ minSen: 0, maxSen: 149_999 }, 100_000, false, false],
  ] as const)('%j with net %i: above %s, short %s', (range, net, above, short) => {
    const income = {
      grossSalaryRange: {
        minSen: sen(range.minSen),
        maxSen: range.maxSen === null ? null : sen(range.maxSen),
      },
      netSalarySen: sen(net),
    };
    expect(isNetAboveGrossRange(income)).toBe(above);
    expect(isNetShortOfUnprovedMinimum(income, MINIMUM)).toBe(short);
  });
});
