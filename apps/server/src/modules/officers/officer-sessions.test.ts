import {
  APPLICATION_PATHS,
  AUTH_PATHS,
  BACKOFFICE_PATHS,
  OFFICER_AUTH_PATHS,
  type OfficerSession,
  type TokenPair,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { officerLoggedIn, seedDemoOfficers } from './testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  await seedDemoOfficers(t);
});
afterAll(() => t.close());

const aisyah = { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' } as const;

function refresh(refreshToken: string, url: string = OFFICER_AUTH_PATHS.refresh) {
  return t.app.inject({ method: 'POST', url, payload: { refreshToken } });
}

function logout(refreshToken: string, url: string = OFFICER_AUTH_PATHS.logout) {
  return t.app.inject({ method: 'POST', url, payload: { refreshToken } });
}

function me(tokens: TokenPair | string, url: string = OFFICER_AUTH_PATHS.me) {
  return t.app.inject({ method: 'GET', url, headers: bearer(tokens) });
}

function advance(minutes: number) {
  t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000));
}

describe("officers' sessions follow the customers' rules", () => {
  it('rotates the refresh token on every refresh, and stores only hashes', async () => {
    const login = await officerLoggedIn(t, 'verifier');
    const rotated = await refresh(login.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const tokens = rotated.json<TokenPair>();
    expect(tokens.refreshToken).not.toBe(login.refreshToken);
    expect((await me(tokens)).statusCode).toBe(200);
    const stored = JSON.stringify(await t.db.query('select * from refresh_tokens'));
    expect(stored).not.toContain(login.refreshToken);
    expect(stored).not.toContain(tokens.refreshToken);
  });

  it('revokes the whole session when a refresh token is used twice', async () => {
    const login = await officerLoggedIn(t, 'verifier');
    const rotated = (await refresh(login.refreshToken)).json<TokenPair>();
    advance(1);
    const replay = await refresh(login.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please log in again.');
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(401);
  });

  it('refuses an access token after 15 minutes', async () => {
    const login = await officerLoggedIn(t, 'approver1');
    advance(14);
    expect((await me(login)).statusCode).toBe(200);
    advance(2);
    expect((await me(login)).statusCode).toBe(401);
  });

  it('expires a refresh token unused for 30 minutes, and any session 12 hours after its login', async () => {
    const idle = await officerLoggedIn(t, 'approver2');
    advance(31);
    expect((await refresh(idle.refreshToken)).statusCode).toBe(401);

    let tokens: TokenPair = await officerLoggedIn(t, 'approver2');
    for (let minutes = 25; minutes <= 700; minutes += 25) {
      advance(25);
      const renewed = await refresh(tokens.refreshToken);
      expect(renewed.statusCode, `at ${minutes} minutes`).toBe(200);
      tokens = renewed.json<TokenPair>();
    }
    advance(25);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('ends the session at logout: its access token stops working before it expires', async () => {
    const login = await officerLoggedIn(t, 'verifier2');
    const out = await logout(login.refreshToken);
    expect(out.json()).toEqual({ message: 'You have logged out.' });
    expect((await me(login)).statusCode).toBe(401);
    expect((await refresh(login.refreshToken)).statusCode).toBe(401);
  });

  it("ends a deactivated officer's sessions, refresh tokens included", async () => {
    const login = await officerLoggedIn(t, 'verifier2');
    await t.db.query(`update officers set active = false where email = 'verifier2@sinarkredit.com.my'`);
    try {
      expect((await me(login)).statusCode).toBe(401);
      expect((await refresh(login.refreshToken)).statusCode).toBe(401);
    } finally {
      await t.db.query(`update officers set active = true where email = 'verifier2@sinarkredit.com.my'`);
    }
  });
});

describe('officer and customer tokens never cross', () => {
  let officer: OfficerSession;
  let customer: TokenPair;

  beforeAll(async () => {
    officer = await officerLoggedIn(t, 'admin');
    customer = await loggedIn(t, aisyah);
  });

  it('refuses a customer token on every officer call', async () => {
    expect((await me(customer)).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: BACKOFFICE_PATHS.officers,
      headers: bearer(customer),
    });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ message: 'Please log in to continue.' });
    expect((await me(officer)).statusCode).toBe(200);
  });

  it('refuses an officer token on every customer call', async () => {
    expect((await me(officer, AUTH_PATHS.me)).statusCode).toBe(401);
    const applications = await t.app.inject({
      method: 'GET',
      url: APPLICATION_PATHS.byUser(officer.officer.id),
      headers: bearer(officer),
    });
    expect(applications.statusCode).toBe(401);
    expect((await me(customer, AUTH_PATHS.me)).statusCode).toBe(200);
  });

  it("takes neither audience's refresh token at the other's refresh or logout", async () => {
    expect((await refresh(customer.refreshToken)).statusCode).toBe(401);
    expect((await refresh(officer.refreshToken, AUTH_PATHS.refresh)).statusCode).toBe(401);
    // A logout with the other audience's token ends nothing.
    await logout(customer.refreshToken);
    await logout(officer.refreshToken, AUTH_PATHS.logout);
    expect((await refresh(officer.refreshToken)).statusCode).toBe(200);
    expect((await refresh(customer.refreshToken, AUTH_PATHS.refresh)).statusCode).toBe(200);
  });
});
