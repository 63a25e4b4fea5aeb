/**
 * The landing page's initial JavaScript, gzipped: every script the browser loads to show `/`, measured from the
 * built files. Prints the figures and fails above the budget of 150 KB.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, startServer, WEB_DIST_DIR } from '../support/server.ts';

const BUDGET_BYTES = 150 * 1000;
const PORT = Number(process.env.SIZE_CHECK_PORT ?? 4320);

const server = await startServer(PORT);
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  let total = 0;
  const rows: [string, number, number][] = [];
  for (const script of [...scripts].sort()) {
    const bytes = await readFile(path.join(WEB_DIST_DIR, script));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    total += gzipped;
    rows.push([script, bytes.length, gzipped]);
  }
  for (const [script, raw, gzipped] of rows) {
    console.log(
      `${script.padEnd(48)} ${(raw / 1000).toFixed(1).padStart(8)} KB raw ${(gzipped / 1000).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  console.log(
    `Landing page initial JavaScript: ${(total / 1000).toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_BYTES / 1000} KB)`,
  );
  if (rows.length === 0) throw new Error('no script loaded: is the web app built?');
  if (total > BUDGET_BYTES) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
