import { AUTH_PATHS, LOGIN_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import {
  bearer,
  codeIn,
  DEMO_PASSWORD,
  humanCheckToken,
  lastMessageTo,
  seedDemoAccounts,
} from './modules/auth/testing.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { openTestDatabase } from './testing/test-database.ts';

/**
 * Two server processes on one database, as behind a load balancer with no sticky sessions (decision 054): whatever
 * one process issued or counted, the other honours. Neither is given AUTH_TOKEN_SECRET: each makes one at start, and
 * both take the one the first kept in the database (production gives every process the same secret instead). Runs on
 * PGlite, and on PostgreSQL where the tests run on it (TEST_DB_ENGINE=postgres).
 */

let db: Database;
let one: TestApp;
let other: TestApp;

/** The database as each app sees it: the test, not either app, closes it. */
function borrowed(database: Database): Database {
  return {
    engine: database.engine,
    query: (sql, params) => database.query(sql, params),
    execScript: (sql) => database.execScript(sql),
    batch: (statements) => database.batch(statements),
    transaction: (work) => database.transaction(work),
    close: async () => {},
  };
}

beforeAll(async () => {
  db = await openTestDatabase();
  one = await createTestApp({ db: borrowed(db) });
  other = await createTestApp({ db: borrowed(db) });
  await seedDemoAccounts(one);
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await db?.close();
});

/** Logs Aisyah in on `app` with a human check solved from `challenger`'s challenge. */
function logIn(app: TestApp, humanCheck: string) {
  return app.app.inject({
    method: 'POST',
    url: LOGIN_PATHS.brandLogin,
    payload: {
      brand: 'conventional',
      phoneOrEmail: 'aisyah@example.com',
      password: DEMO_PASSWORD,
      humanCheckToken: humanCheck,
    },
  });
}

const me = (app: TestApp, tokens: TokenPair) =>
  app.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) });
const refresh = (app: TestApp, refreshToken: string) =>
  app.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: { refreshToken } });

describe('two processes on one database', () => {
  it('serves on one a customer logged in on the other, with a human check solved from either', async () => {
    const humanCheck = await humanCheckToken(one);
    const loggedIn = await logIn(other, humanCheck);
    expect(loggedIn.statusCode).toBe(200);
    const tokens = loggedIn.json<TokenPair>();
    for (const app of [one, other]) {
      const profile = await me(app, tokens);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email: 'aisyah@example.com' });
    }
    // The challenge was spent on the other process: this one refuses it too.
    const replayed = await logIn(one, humanCheck);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe('Invalid human-check');
  });

  it('ends on both the session whose old refresh token comes back to the other after a rotation', async () => {
    const tokens = (await logIn(one, await humanCheckToken(one))).json<TokenPair>();
    const rotated = await refresh(one, tokens.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<TokenPair>();
    expect((await me(other, next)).statusCode).toBe(200);

    const replay = await refresh(other, tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    // A reused refresh token ends the session, on every process.
    expect((await refresh(one, next.refreshToken)).statusCode).toBe(401);
    expect((await me(one, next)).statusCode).toBe(401);
    expect((await me(other, next)).statusCode).toBe(401);
  });

  it('accepts on one the one-time code the other sent, once', async () => {
    const email = `lee.${crypto.randomUUID().slice(0, 6)}@sinargroup.com.my`;
    const registered = await one.app.inject({
      method: 'POST',
      url: AUTH_PATHS.staffRegister('en'),
      payload: { name: 'Lee Chong Wei', email, password: 'Staff1234', confirmPassword: 'Staff1234' },
    });
    expect(registered.json()).toMatchObject({ otpSent: true });
    const code = codeIn(await lastMessageTo(one, email));

    const verify = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: AUTH_PATHS.staffVerification, payload: { email, code } });
    const verified = await verify(other);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('OTP Verified');
    expect((await verify(one)).statusCode).toBe(400);
  });

  it("counts a route's limit across both: 30 on each, then the next is refused with Retry-After", async () => {
    // The human check's challenge: 60 a minute from one address.
    const challenge = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: AUTH_PATHS.humanCheckChallenge, remoteAddress: '10.77.0.1' });
    for (let call = 1; call <= 30; call++) {
      expect((await challenge(one)).statusCode).toBe(200);
      expect((await challenge(other)).statusCode).toBe(200);
    }
    for (const app of [one, other]) {
      const refused = await challenge(app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a moment and try again.' });
    }
    // Another address is counted apart.
    const elsewhere = await other.app.inject({
      method: 'GET',
      url: AUTH_PATHS.humanCheckChallenge,
      remoteAddress: '10.77.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
