/**
 * The initial JavaScript, gzipped, of the first screens: every script the browser loads to show the landing page `/`
 * and the simulator (the web app) and the back office's login screen `/backoffice/login`, measured from the built
 * files. Prints the figures and fails when one is above its budget (decisions 057, 066, 072, 079 and 080).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { BACKOFFICE_DIST_DIR, CHROMIUM, startServer, WEB_DIST_DIR } from '../support/server.ts';

interface Screen {
  readonly name: string;
  readonly path: string;
  /** Where the screen's scripts are built, and the part of their path the server adds in front of it. */
  readonly distDir: string;
  readonly urlPrefix: string;
  readonly budgetBytes: number;
  /** The screen loads its app at the reader's first interaction (decision 081): a key press stands for it. */
  readonly loadsOnInteraction?: boolean;
}

const SCREENS: readonly Screen[] = [
  { name: 'Landing page', path: '/', distDir: WEB_DIST_DIR, urlPrefix: '', budgetBytes: 106 * 1000 },
  { name: 'Simulator', path: '/simulator', distDir: WEB_DIST_DIR, urlPrefix: '', budgetBytes: 115 * 1000 },
  {
    name: 'Back office login',
    path: '/backoffice/login',
    distDir: BACKOFFICE_DIST_DIR,
    urlPrefix: '/backoffice',
    budgetBytes: 190 * 1000,
    loadsOnInteraction: true,
  },
];
const PORT = Number(process.env.SIZE_CHECK_PORT ?? 4320);

/** Loads a screen and sums the gzipped size of the scripts it loaded; true when within budget. */
async function measure(browser: Browser, origin: string, screen: Screen): Promise<boolean> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${screen.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (screen.loadsOnInteraction) {
    await page.keyboard.press('Tab');
    // The entry's chunks are asked for together; the count stays put once they have all arrived.
    let counted = -1;
    while (scripts.size !== counted) {
      counted = scripts.size;
      await page.waitForTimeout(1_000);
    }
  }
  await page.close();

  let total = 0;
  console.log(`${screen.name} (${screen.path}):`);
  for (const script of [...scripts].sort()) {
    const bytes = await readFile(path.join(screen.distDir, script.slice(screen.urlPrefix.length)));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    total += gzipped;
    console.log(
      `  ${script.padEnd(56)} ${(bytes.length / 1000).toFixed(1).padStart(8)} KB raw ${(gzipped / 1000).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  console.log(
    `${screen.name} initial JavaScript: ${(total / 1000).toFixed(1)} KB gzipped in ${scripts.size} files (budget ${screen.budgetBytes / 1000} KB)`,
  );
  if (scripts.size === 0) throw new Error(`no script loaded for ${screen.path}: is the app built?`);
  if (total > screen.budgetBytes) {
    console.error(`${screen.name}: over budget.`);
    return false;
  }
  return true;
}

const server = await startServer(PORT);
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  for (const screen of SCREENS) {
    if (!(await measure(browser, server.url, screen))) process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
