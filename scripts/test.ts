/**
 * `npm test`: every check the project has, in the order CI needs them. Lint, the dependency rule and types first
 * (cheap), then the unit and API tests (on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), then the
 * production build, the browser journeys against it, and the landing page's size budget. Prints a summary; exits
 * non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly needs?: string;
}

const steps: Step[] = [
  { name: 'lint and format', command: 'npx biome ci .' },
  { name: 'dependency rule', command: 'npm run deps' },
  { name: 'types', command: 'npm run typecheck' },
  { name: 'unit and API tests', command: 'npx vitest run' },
  { name: 'build', command: 'npm run build' },
  { name: 'browser journeys', command: 'npm run test --workspace @sinar/e2e', needs: 'build' },
  { name: 'landing page size', command: 'npm run size --workspace @sinar/e2e', needs: 'build' },
];

const results = new Map<string, 'passed' | 'failed' | 'skipped'>();
const timings = new Map<string, number>();
for (const step of steps) {
  if (step.needs && results.get(step.needs) !== 'passed') {
    results.set(step.name, 'skipped');
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
  console.log(`${(results.get(step.name) ?? 'skipped').padEnd(8)} ${step.name}${seconds}`);
}
if (process.env.TEST_DATABASE_URL)
  console.log('         (server tests also ran on the PostgreSQL server of TEST_DATABASE_URL)');
process.exitCode = [...results.values()].some((result) => result !== 'passed') ? 1 : 0;
