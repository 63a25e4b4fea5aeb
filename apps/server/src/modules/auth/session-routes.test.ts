import { AUTH_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, officerToken, seedDemoAccounts } from './testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

const aisyah = { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' } as const;

function refresh(refreshToken: string) {
  return t.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: { refreshToken } });
}

function me(tokens: TokenPair | string) {
  return t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) });
}

function advance(minutes: number) {
  t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000));
}

describe('refresh tokens', () => {
  it('rotates on every refresh, and stores only hashes', async () => {
    const first = await loggedIn(t, aisyah);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<TokenPair>();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await me(rotated)).statusCode).toBe(200);

    const stored = JSON.stringify(await t.db.query('select * from refresh_tokens'));
    expect(stored).not.toContain(first.refreshToken);
    expect(stored).not.toContain(rotated.refreshToken);
  });

  it('revokes the whole session when a refresh token is used twice (reuse detection)', async () => {
    const login = await loggedIn(t, aisyah);
    const rotated = (await refresh(login.refreshToken)).json<TokenPair>();
    advance(1);
    const replay = await refresh(login.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please log in again.');
    // The thief's replay also ended the owner's session: both tokens of the family are dead.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(401);
  });

  it('ends the session at once on a second use, however soon: the apps refresh one tab at a time', async () => {
    const login = await loggedIn(t, aisyah);
    const rotated = (await refresh(login.refreshToken)).json<TokenPair>();
    const replay = await refresh(login.refreshToken);
    expect(replay.statusCode).toBe(401);
    // Whoever refreshed first, the owner or a thief, the session is over for both.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(401);
  });

  it('expires a refresh token not used within 30 minutes, and any session 12 hours after its login', async () => {
    const idle = await loggedIn(t, aisyah);
    advance(31);
    expect((await refresh(idle.refreshToken)).statusCode).toBe(401);

    // Refreshed every 25 minutes from the login on: fine until the 12th hour, refused after it.
    let tokens = await loggedIn(t, aisyah);
    for (let minutes = 25; minutes <= 700; minutes += 25) {
      advance(25);
      const renewed = await refresh(tokens.refreshToken);
      expect(renewed.statusCode, `at ${minutes} minutes`).toBe(200);
      tokens = renewed.json<TokenPair>();
    }
    advance(25);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an access token after 15 minutes', async () => {
    const tokens = await loggedIn(t, aisyah);
    advance(16);
    expect((await me(tokens)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session at once: its access token stops working before it expires', async () => {
    const tokens = await loggedIn(t, aisyah);
    expect((await me(tokens)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.logout,
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.json().message).toBe('You have logged out.');
    expect((await me(tokens)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('who may call', () => {
  it('refuses a missing, forged or officer token on a customer call', async () => {
    expect((await t.app.inject({ method: 'GET', url: AUTH_PATHS.me })).statusCode).toBe(401);
    const tokens = await loggedIn(t, aisyah);
    const [header, payload] = tokens.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(await officerToken(t, ['admin']))).statusCode).toBe(401);
  });

  it('answers /user/me with the profile and no password', async () => {
    const response = await me(await loggedIn(t, aisyah));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      fullName: 'Aisyah binti Rahman',
      phoneNo: '0123000001',
      nric: '900615145672',
      dateOfBirth: '1990-06-15',
      brands: ['conventional'],
      allowToApplyNewLoanAfterDateTime: null,
    });
    expect(response.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });
});
