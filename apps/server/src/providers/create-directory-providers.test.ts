import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createDirectoryProviders } from './create-directory-providers.ts';

describe('createDirectoryProviders', () => {
  let db: Database;
  let dataDir: string;
  const logger = pino({ level: 'silent' });
  beforeAll(async () => {
    db = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-providers-'));
  });
  afterAll(() => db.close());

  it('makes the sandboxes on the app clock, with the configured SMS delivery delay', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SANDBOX_DELIVERY_DELAY_MS: '0' });
    const providers = createDirectoryProviders(config, db, logger, {
      clock: fixedClock('2027-03-10T04:00:00Z'),
    });
    expect(providers.sms.name).toBe('sandbox');
    const account = await providers.telecom.findAccount('0123000002');
    // The 'opened 4 months ago' line, read on the clock's day.
    expect(account?.openedOn).toBe('2026-11-23');
    expect((await providers.partners.findPartner('P200001'))?.partnerType).toBe('COMPANY');
    expect(await providers.brandAccounts.findHolder('islamic', { phoneNo: '0123000001' })).toBeNull();
    const { providerMessageId } = await providers.sms.send({ to: '+60123000001', text: 'hello' });
    await providers.sms.settle();
    const [message] = await db.query<{ status: string }>(
      'select status from sandbox_messages where id = $1',
      [providerMessageId],
    );
    expect(message?.status).toBe('delivered');
    await providers.sms.close();
  });

  it('answers after its latency, as the remote systems will', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const providers = createDirectoryProviders(config, db, logger, { latencyMs: 30 });
    let answered = false;
    const lookup = providers.partners.findPartner('P100234').then((partner) => {
      answered = true;
      return partner;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(answered).toBe(false);
    expect((await lookup)?.partnerId).toBe('P100234');
    await providers.sms.close();
  });
});
