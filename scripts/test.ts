/**
 * `npm test`: every check the project has, in the order CI needs them. Lint, the dependency rule and types first
 * (cheap), then the unit and API tests (on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), then the
 * production build, the browser journeys against it, the first screens' size budgets and their Lighthouse figures,
 * then, on the PostgreSQL server of TEST_DATABASE_URL, two processes behind HAProxy, a backup restored into an empty
 * server and the API's speed, and last the security checks. Prints a summary; exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Step {
  readonly name: string;
  readonly command: string;
  /** Names the step's failed tests, so the summary at the end of a long log says which ones they were. */
  readonly failures?: () => string[];
  readonly needs?: string;
  /** Needs a PostgreSQL server (TEST_DATABASE_URL); skipped, and said so, without one. */
  readonly postgres?: boolean;
}

const failuresFolder = mkdtempSync(join(tmpdir(), 'sinar-test-'));
const vitestFailures = join(failuresFolder, 'vitest-failures.json');
const journeyFailures = join(failuresFolder, 'playwright-failures.json');

/** The lines a failures reporter (`scripts/*-failures-reporter.ts`) wrote down for the summary. */
function reportedFailures(tool: string, file: string): string[] {
  if (!existsSync(file)) return [`(${tool} wrote no list of failures)`];
  const lines = JSON.parse(readFileSync(file, 'utf8')) as string[];
  return lines.length > 0
    ? lines
    : [`(no test failed and nothing was caught: see ${tool}'s own last lines above)`];
}

const steps: Step[] = [
  { name: 'lint and format', command: 'npx biome ci .' },
  { name: 'dependency rule', command: 'npm run deps' },
  { name: 'types', command: 'npm run typecheck' },
  {
    name: 'unit and API tests',
    command: `VITEST_FAILURES_FILE=${vitestFailures} npx vitest run --reporter=default --reporter=./scripts/vitest-failures-reporter.ts`,
    failures: () => reportedFailures('vitest', vitestFailures),
  },
  { name: 'build', command: 'npm run build' },
  {
    name: 'browser journeys',
    command: `PLAYWRIGHT_FAILURES_FILE=${journeyFailures} npm run test --workspace @sinar/e2e`,
    failures: () => reportedFailures('playwright', journeyFailures),
    needs: 'build',
  },
  { name: "first screens' size", command: 'npm run size --workspace @sinar/e2e', needs: 'build' },
  // Figures that print and do not fail (decisions 056, 057): a miss is read in the log, not a red build.
  { name: 'lighthouse', command: 'npm run lighthouse --workspace @sinar/e2e', needs: 'build' },
  { name: 'several processes', command: 'npm run cluster:check', needs: 'build', postgres: true },
  { name: 'backup and restore', command: 'npm run backup:check', postgres: true },
  { name: 'API speed', command: 'npm run bench', postgres: true },
  { name: 'security', command: 'npm run security' },
];

const results = new Map<string, 'passed' | 'failed' | 'skipped' | 'no database'>();
const timings = new Map<string, number>();
for (const step of steps) {
  if (step.needs && results.get(step.needs) !== 'passed') {
    results.set(step.name, 'skipped');
    continue;
  }
  if (step.postgres && !process.env.TEST_DATABASE_URL) {
    console.log(`\n=== ${step.name}: not run, it needs a PostgreSQL server (TEST_DATABASE_URL)`);
    results.set(step.name, 'no database');
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, { stdio: 'inherit', shell: true });
  timings.set(step.name, Date.now() - started);
  results.set(step.name, run.status === 0 ? 'passed' : 'failed');
}

console.log('\n=== summary');
for (const step of steps) {
  const seconds = timings.has(step.name) ? ` (${((timings.get(step.name) ?? 0) / 1000).toFixed(0)} s)` : '';
  console.log(`${(results.get(step.name) ?? 'skipped').padEnd(11)} ${step.name}${seconds}`);
  if (results.get(step.name) === 'failed')
    for (const failure of step.failures?.() ?? []) console.log(`    ${failure}`);
}
if (process.env.TEST_DATABASE_URL)
  console.log('         (server tests also ran on the PostgreSQL server of TEST_DATABASE_URL)');
process.exitCode = [...results.values()].some((result) => result === 'failed' || result === 'skipped')
  ? 1
  : 0;
