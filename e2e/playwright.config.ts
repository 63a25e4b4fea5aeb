import { defineConfig } from '@playwright/test';
import { CHROMIUM, SERVER_MAIN, testServerEnvironment } from './support/server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // npm test's summary names the failed journeys from the list this writes.
    ...(process.env.PLAYWRIGHT_FAILURES_FILE
      ? [['../scripts/playwright-failures-reporter.ts'] as const]
      : []),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Desktop by default; journeys on a phone say so with PHONE from support/viewports.ts.
  projects: [{ name: 'chromium', use: { viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `"${process.execPath}" "${SERVER_MAIN}"`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: testServerEnvironment(PORT),
    reuseExistingServer: false,
    // As the size check's: a loaded machine may give the server longer than a minute to start.
    timeout: Number(process.env.SERVER_START_TIMEOUT_SECONDS ?? 60) * 1000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
