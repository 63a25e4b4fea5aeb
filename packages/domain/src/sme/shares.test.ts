import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, sharesProblems, totalShareHundredths, totalSharePercent } from './shares.ts';

const directors = (...percents: number[]) => percents.map((sharePercent) => ({ sharePercent }));

describe('the shares rule: at least 2 directors or partners, at most 100% in total', () => {
  it('adds percentages in hundredths, so thirds written to 2 decimals make exactly 100%', () => {
    expect(totalShareHundredths([33.33, 33.33, 33.34])).toBe(10_000);
    expect(totalShareHundredths([0.1, 0.2])).toBe(30);
    expect(totalSharePercent([33.33, 33.33, 33.34])).toBe(100);
    expect(totalSharePercent([0.1, 0.2])).toBe(0.3);
  });

  it('takes percentages with at most 2 decimals', () => {
    expect([33.33, 0.1 + 0.2, 100, 0].map(hasAtMostTwoDecimals)).toEqual([true, true, true, true]);
    expect([33.333, 12.005].map(hasAtMostTwoDecimals)).toEqual([false, false]);
  });

  it.each([
    // partner type, shares -> problems
    ['COMPANY', [60, 40], []],
    ['COMPANY', [50, 30], []], // less than 100%: the rest may be held by others
    ['PARTNERSHIP', [33.33, 33.33, 33.34], []],
    ['PARTNERSHIP', [100], ['directors:sme.form.directorsAtLeast']],
    ['COMPANY', [], ['directors:sme.form.directorsAtLeast']],
    ['COMPANY', [60, 40.01], ['directors.1.sharePercent:sme.form.sharesOverHundred']],
    ['PARTNERSHIP', [70, 20, 15], ['directors.2.sharePercent:sme.form.sharesOverHundred']],
    [
      'PARTNERSHIP',
      [101],
      ['directors:sme.form.directorsAtLeast', 'directors.0.sharePercent:sme.form.sharesOverHundred'],
    ],
    ['SOLE_PROPRIETOR', [], []], // no directors to list
    ['INDIVIDUAL', [], []],
    ['STAFF', [], []],
  ] as const)('%s with %j', (partnerType, percents, expected) => {
    expect(
      sharesProblems(partnerType, directors(...percents)).map(({ problem, path }) => {
        const key = typeof problem === 'string' ? problem : problem.key;
        return `${path.join('.')}:${key}`;
      }),
    ).toEqual(expected);
  });

  it('says the total it found', () => {
    const [problem] = sharesProblems('COMPANY', directors(60, 45.5));
    expect(problem?.problem).toEqual({ key: 'sme.form.sharesOverHundred', params: { total: 105.5 } });
  });
});
