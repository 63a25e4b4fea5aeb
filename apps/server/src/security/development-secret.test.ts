import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { shareDevelopmentSecret } from './development-secret.ts';

let db: Database;
const clock = fixedClock('2026-11-26T02:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('the token secret outside production', () => {
  it('keeps a configured secret as it is, and stores nothing', async () => {
    const configured = loadConfig({ AUTH_TOKEN_SECRET: 'a-configured-secret-of-32-characters!' });
    expect(configured.auth.tokenSecretMade).toBe(false);
    const shared = await shareDevelopmentSecret(configured, { db, clock });
    expect(shared.auth.tokenSecret).toBe('a-configured-secret-of-32-characters!');
    expect(await db.query('select name from development_secrets')).toEqual([]);
  });

  it('gives every process on one database the secret the first one made, at every start', async () => {
    const first = loadConfig({});
    const second = loadConfig({});
    expect(first.auth.tokenSecretMade).toBe(true);
    expect(first.auth.tokenSecret).not.toBe(second.auth.tokenSecret);

    const [one, other] = await Promise.all([
      shareDevelopmentSecret(first, { db, clock }),
      shareDevelopmentSecret(second, { db, clock }),
    ]);
    expect(one.auth.tokenSecret).toBe(other.auth.tokenSecret);
    expect([first.auth.tokenSecret, second.auth.tokenSecret]).toContain(one.auth.tokenSecret);
    const restarted = await shareDevelopmentSecret(loadConfig({}), { db, clock });
    expect(restarted.auth.tokenSecret).toBe(one.auth.tokenSecret);
    expect(await db.query('select count(*)::int as count from development_secrets')).toEqual([{ count: 1 }]);
  });
});
