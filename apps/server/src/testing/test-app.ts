import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type BuiltApp, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { type Clock, fixedClock } from '../lib/clock.ts';
import { SandboxEmailProvider } from '../providers/email/sandbox-email-provider.ts';
import { masterAssetStorage } from '../storage/master-assets.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp extends BuiltApp {
  readonly db: Database;
  readonly config: Config;
  readonly clock: ReturnType<typeof fixedClock>;
  readonly email: SandboxEmailProvider;
  /** Runs due jobs and waits for the sandbox's delivery reports, as if time had passed. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The whole server on a database of its own, with sandboxes and a clock the test controls. */
export async function createTestApp(
  options: { env?: Record<string, string>; now?: string; webDistDir?: string } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const db = await openTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-23T02:00:00Z');
  const logger = pino({ level: 'silent' });
  const email = new SandboxEmailProvider({ db, deliveryDelayMs: 1, log: logger });
  const built = await buildApp({
    config,
    db,
    clock: clock as Clock,
    emailProvider: email,
    masterAssets: masterAssetStorage(),
    logger,
  });
  await built.app.ready();
  return {
    ...built,
    db,
    config,
    clock,
    email,
    async settle() {
      await built.jobs.runDue();
      await email.settle();
    },
    async close() {
      await built.app.close();
      await built.jobs.stop();
      await email.close();
      await db.close();
    },
  };
}
