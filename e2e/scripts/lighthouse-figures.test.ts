import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianRun, opportunities, pageFigures } from './lighthouse-figures.ts';

/** A run as Lighthouse reports it, with only the figures read here. */
function run(figures: {
  score: number | null;
  fcp?: number;
  interactive?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
}): Result {
  const audit = (numericValue: number | undefined) =>
    numericValue === undefined ? undefined : { numericValue, score: 1 };
  return {
    lighthouseVersion: '12.2.3',
    categories: { performance: { score: figures.score } },
    audits: {
      'first-contentful-paint': audit(figures.fcp),
      interactive: audit(figures.interactive),
      'largest-contentful-paint': audit(figures.lcp),
      'total-blocking-time': audit(figures.tbt),
      'cumulative-layout-shift': audit(figures.cls),
    },
  } as unknown as Result;
}

describe("a page's Lighthouse figures from several runs", () => {
  const quiet = run({ score: 1, fcp: 760, interactive: 800, lcp: 770, tbt: 23, cls: 0 });
  const loaded = run({ score: 0.87, fcp: 770, interactive: 2900, lcp: 775, tbt: 521, cls: 0 });
  const usual = run({ score: 0.99, fcp: 765, interactive: 1100, lcp: 772, tbt: 80, cls: 0.002 });

  it('prints the median run, nearest the median FCP and time to interactive, with every run’s score', () => {
    expect(medianRun([loaded, quiet, usual])).toBe(usual);
    expect(pageFigures('Simulator', [loaded, quiet, usual])).toBe(
      'Simulator            performance 99   LCP 0.77 s   FCP 0.77 s   TBT 80 ms    CLS 0.002  (runs: 87, 100, 99)',
    );
  });

  it('leaves out of the ranking a run that never painted, and still lists its score', () => {
    const blank = run({ score: null });
    expect(medianRun([blank, loaded, quiet])).toBe(quiet);
    expect(pageFigures('Landing page', [blank, loaded, quiet])).toMatch(
      /performance 100 .*\(runs: n\/a, 87, 100\)$/,
    );
  });

  it('reads the first run, its missing figures as n/a, when no run painted', () => {
    const blank = run({ score: null });
    expect(pageFigures('Back office login', [blank])).toBe(
      'Back office login    performance n/a  LCP n/a      FCP n/a      TBT n/a      CLS n/a    (runs: n/a)',
    );
  });

  it('lists a run Lighthouse could not record among the scores, and ranks the others', () => {
    const lost = { notMeasured: 'not recorded in 3 attempts (NO_NAVSTART: …)' };
    expect(pageFigures('Simulator', [quiet, lost, usual])).toMatch(
      /^Simulator {12}performance (99|100) .*\(runs: 100, not measured, 99\)$/,
    );
  });

  it('says why a page has no figures when no run was recorded', () => {
    const lost = {
      notMeasured: 'not recorded in 3 attempts (NO_NAVSTART: the trace has no navigation start)',
    };
    expect(pageFigures('Simulator', [lost, lost, lost])).toBe(
      'Simulator            not measured: not recorded in 3 attempts (NO_NAVSTART: the trace has no navigation start)',
    );
  });

  it('names the opportunities the median run flags under 0.9', () => {
    const flagged = {
      ...usual,
      audits: {
        ...usual.audits,
        'unused-javascript': {
          title: 'Reduce unused JavaScript',
          score: 0.5,
          details: { type: 'opportunity' },
        },
        'render-blocking-resources': {
          title: 'Eliminate render-blocking resources',
          score: 0.95,
          details: { type: 'opportunity' },
        },
      },
    } as unknown as Result;
    expect(opportunities(flagged)).toEqual(['Reduce unused JavaScript']);
  });
});
