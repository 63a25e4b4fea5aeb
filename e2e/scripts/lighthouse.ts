/**
 * Lighthouse's performance figures, mobile profile, for the first screens a visitor or an officer opens: the landing
 * page, the simulator and the back office's login screen (the customer's login is a dialog on the landing page).
 * Starts the built server, drives the Debian Chromium through Lighthouse's Node API, audits each page
 * `LIGHTHOUSE_RUNS` times (3 unless set) and prints per page its median run's performance score, LCP, FCP, TBT and
 * CLS, with every run's score (decision 086). A run Lighthouse could not record is tried again (decision 087). The
 * figures never fail the run, nor does a page left unmeasured (decision 057); an error running the script does.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM, startServer } from '../support/server.ts';
import { isMeasured, measuredRun, type NotMeasured } from './lighthouse-attempts.ts';
import { medianRun, opportunities, pageFigures } from './lighthouse-figures.ts';

const PAGES = [
  { name: 'Landing page', path: '/' },
  { name: 'Simulator', path: '/simulator' },
  { name: 'Back office login', path: '/backoffice/login' },
] as const;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4321);
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? 3)));
/** Every run of every page together stays within this: Lighthouse's own page timeouts bound each one further. */
const RUN_LIMIT_MS = (2 + 2 * RUNS) * 60_000;

const limit = setTimeout(() => {
  console.error(`Lighthouse did not finish within ${RUN_LIMIT_MS / 60_000} minutes.`);
  process.exit(1);
}, RUN_LIMIT_MS);
limit.unref();

/**
 * One audit of the page, in a fresh browser: a second page audited in the same browser may lose its trace
 * (NO_NAVSTART).
 */
async function audit(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM.args],
  });
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    // Lighthouse's defaults: the mobile form factor, a simulated slow 4G and a 4x slower CPU.
    { extends: 'lighthouse:default', settings: { formFactor: 'mobile', maxWaitForLoad: 45_000 } },
  ).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

const server = await startServer(PORT);
try {
  const rows: string[] = [];
  let version = '';
  // `npm run lighthouse -- /simulator` audits the pages named; none named, all of them.
  const wanted = process.argv.slice(2);
  for (const page of PAGES.filter(({ path }) => wanted.length === 0 || wanted.includes(path))) {
    const runs: (Result | NotMeasured)[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const retry = (reason: string) => console.log(`${page.name}, run ${run}: ${reason}; running it again`);
      runs.push(await measuredRun(() => audit(`${server.url}${page.path}`), retry));
    }
    rows.push(pageFigures(page.name, runs));
    const measured = runs.filter(isMeasured);
    if (measured.length === 0) continue;
    const median = medianRun(measured);
    version = median.lighthouseVersion;
    // LIGHTHOUSE_REPORT_DIR keeps each page's median report (JSON), to read what it found.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      const name = page.path.replaceAll('/', '-').replace(/^-|-$/g, '') || 'landing';
      await writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(median, null, 1));
    }
    const flagged = opportunities(median);
    if (flagged.length > 0) console.log(`${page.name}: ${flagged.join('; ')}`);
  }
  console.log(
    `Lighthouse${version ? ` ${version}` : ''}, mobile profile, the median of ${RUNS} runs a page (goal: performance 95+, LCP under 1.5 s):`,
  );
  for (const row of rows) console.log(`  ${row}`);
} finally {
  await server.stop();
}
