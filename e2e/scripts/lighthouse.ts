/**
 * Lighthouse's performance figures, mobile profile, for the first screens a visitor or an officer opens: the landing
 * page, the simulator and the back office's login screen (the customer's login is a dialog on the landing page).
 * Starts the built server, drives the Debian Chromium through Lighthouse's Node API, and prints per page the
 * performance score, LCP, FCP, TBT and CLS. The figures never fail the run (decision 057); an error running it does.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, startServer } from '../support/server.ts';

const PAGES = [
  { name: 'Landing page', path: '/' },
  { name: 'Simulator', path: '/simulator' },
  { name: 'Back office login', path: '/backoffice/login' },
] as const;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4321);
/** Every page's audit together stays within this: Lighthouse's own page timeouts bound each one further. */
const RUN_LIMIT_MS = 5 * 60_000;

const limit = setTimeout(() => {
  console.error(`Lighthouse did not finish within ${RUN_LIMIT_MS / 60_000} minutes.`);
  process.exit(1);
}, RUN_LIMIT_MS);
limit.unref();

function figure(value: number | null | undefined, unit: 'ms' | 's' | ''): string {
  if (value === null || value === undefined) return 'n/a';
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

const server = await startServer(PORT);
try {
  const rows: string[] = [];
  let version = '';
  // `npm run lighthouse -- /simulator` audits the pages named; none named, all of them.
  const wanted = process.argv.slice(2);
  for (const page of PAGES.filter(({ path }) => wanted.length === 0 || wanted.includes(path))) {
    // A fresh browser for each page: a second page audited in the same browser may lose its trace (NO_NAVSTART).
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
      chromeFlags: ['--headless=new', ...CHROMIUM.args],
    });
    const result = await lighthouse(
      `${server.url}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      // Lighthouse's defaults: the mobile form factor, a simulated slow 4G and a 4x slower CPU.
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', maxWaitForLoad: 45_000 } },
    ).finally(() => chrome.kill());
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    // LIGHTHOUSE_REPORT_DIR keeps each page's whole report (JSON), to read what it found.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      const name = page.path.replaceAll('/', '-').replace(/^-|-$/g, '') || 'landing';
      await writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    rows.push(
      [
        page.name.padEnd(20),
        `performance ${score === null || score === undefined ? 'n/a' : Math.round(score * 100)}`.padEnd(16),
        `LCP ${figure(metric('largest-contentful-paint'), 's')}`.padEnd(12),
        `FCP ${figure(metric('first-contentful-paint'), 's')}`.padEnd(12),
        `TBT ${figure(metric('total-blocking-time'), 'ms')}`.padEnd(12),
        `CLS ${figure(metric('cumulative-layout-shift'), '')}`,
      ].join(' '),
    );
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
      .map((audit) => audit.title);
    if (opportunities.length > 0) console.log(`${page.name}: ${opportunities.join('; ')}`);
  }
  console.log(`Lighthouse ${version}, mobile profile (goal: performance 95+, LCP under 1.5 s):`);
  for (const row of rows) console.log(`  ${row}`);
} finally {
  await server.stop();
}
