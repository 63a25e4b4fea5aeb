import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_MAIN = path.join(REPOSITORY_ROOT, 'apps/server/src/main.ts');
export const WEB_DIST_DIR = path.join(REPOSITORY_ROOT, 'apps/web/dist');
export const BACKOFFICE_DIST_DIR = path.join(REPOSITORY_ROOT, 'apps/backoffice/dist');

/** The Debian Chromium, started the way this machine's closed network needs. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Environment of a server started for tests: its own empty data folder, fast sandboxes, quiet logs. */
export function testServerEnvironment(port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    // The address the browser reaches the server at: the links the server hands out (the sandbox bank's page and the
    // way back from it, the emails' links) stay on the origin that holds the session.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sinar-e2e-')),
    WEB_DIST_DIR,
    BACKOFFICE_DIST_DIR,
    LOG_LEVEL: 'warn',
    // Each test presents an address of its own in X-Forwarded-For (support/fixtures.ts), which the server takes from
    // the browser and the test runner on this machine as it would from a load balancer.
    TRUST_PROXY: '127.0.0.1',
    SANDBOX_DELIVERY_DELAY_MS: '50',
    E_STAMPING_SANDBOX_DELAY_MS: '200',
    COMMODITY_TRADING_SANDBOX_DELAY_MS: '200',
    DIRECT_DEBIT_SANDBOX_DELAY_MS: '200',
    PAYOUT_SANDBOX_DELAY_MS: '200',
    PAYMENT_GATEWAY_SANDBOX_DELAY_MS: '300',
    JOB_POLL_INTERVAL_MS: '100',
    // Stopped at the end of a run with nobody balancing: no drain (decision 055).
    SHUTDOWN_DRAIN_MS: '0',
    CONTACT_INBOX_EMAIL: 'care@sinar.test',
  };
}

/** Starts the built server and resolves once it answers /healthz. */
export async function startServer(
  port: number,
): Promise<{ url: string; stop: () => Promise<void>; process: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: testServerEnvironment(port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A machine shared with other work may need longer for the migrations than the default minute.
  const startSeconds = Number(process.env.SERVER_START_TIMEOUT_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running for the next attempt to find its port taken.
      child.kill('SIGTERM');
      throw new Error(`server did not start within ${startSeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
