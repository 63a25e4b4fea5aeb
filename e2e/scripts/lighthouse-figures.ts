/**
 * A page's Lighthouse figures from several runs of it: those of its median run, as Lighthouse's own documentation
 * and Lighthouse CI pick it (the run nearest the median FCP and time to interactive), with every run's score beside
 * them so that a spread shows (decision 086).
 */
import type { Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { isMeasured, type NotMeasured } from './lighthouse-attempts.ts';

function figure(value: number | null | undefined, unit: 'ms' | 's' | ''): string {
  if (value === null || value === undefined) return 'n/a';
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

function score(run: Result | NotMeasured): string {
  if (!isMeasured(run)) return 'not measured';
  const value = run.categories.performance?.score;
  return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
}

/**
 * The run whose figures stand for the page. Runs without an FCP or a time to interactive (a page that never painted)
 * cannot be ranked; with none that can, the first run is the page's, and its missing figures print as 'n/a'.
 */
export function medianRun(runs: readonly Result[]): Result {
  const valid = filterToValidRuns([...runs]);
  const first = runs[0];
  if (valid.length > 0) return computeMedianRun(valid);
  if (!first) throw new Error('no Lighthouse run to read');
  return first;
}

/**
 * The page's line: the median run's score, LCP, FCP, TBT and CLS, then every run's score in the order run. A page with
 * no run measured says so, with Lighthouse's reason.
 */
export function pageFigures(name: string, runs: readonly (Result | NotMeasured)[]): string {
  const measured = runs.filter(isMeasured);
  if (measured.length === 0) {
    const reasons = runs.filter((run): run is NotMeasured => !isMeasured(run)).map((run) => run.notMeasured);
    return `${name.padEnd(20)} not measured: ${reasons.at(-1) ?? 'no run'}`;
  }
  const median = medianRun(measured);
  const metric = (id: string) => median.audits[id]?.numericValue;
  return [
    name.padEnd(20),
    `performance ${score(median)}`.padEnd(16),
    `LCP ${figure(metric('largest-contentful-paint'), 's')}`.padEnd(12),
    `FCP ${figure(metric('first-contentful-paint'), 's')}`.padEnd(12),
    `TBT ${figure(metric('total-blocking-time'), 'ms')}`.padEnd(12),
    `CLS ${figure(metric('cumulative-layout-shift'), '')}`.padEnd(10),
    `(runs: ${runs.map(score).join(', ')})`,
  ].join(' ');
}

/** What the median run flags as worth doing: its opportunities that score under 0.9. */
export function opportunities(run: Result): string[] {
  return Object.values(run.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
    .map((audit) => audit.title);
}
