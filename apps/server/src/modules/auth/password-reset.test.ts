import { AUTH_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  lastMessageTo,
  login,
  REGISTERED_PASSWORD,
  registrationRequest,
  seedDemoAccounts,
} from './testing.ts';

/** A forgotten password: the emailed link, its single use and its expiry. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: AUTH_PATHS.register, payload: body, headers });
}

function meOf(tokens: TokenPair) {
  return t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) });
}

describe('password reset by email', () => {
  it('sends a single-use link that sets a new password and ends every session', async () => {
    const body = registrationRequest();
    const session = (await register(body)).json<TokenPair>();
    const neutral = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.requestResetPassword,
      payload: { email: 'nobody@example.com' },
    });
    const requested = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.requestResetPassword,
      payload: { email: body.email, brand: 'islamic' },
    });
    expect(requested.json()).toEqual(neutral.json());
    const link = /https?:\/\/\S+/.exec(await lastMessageTo(t, body.email as string))?.[0] ?? '';
    expect(link).toContain('/islamic/reset-password-request?token=');
    const token = new URL(link).searchParams.get('token') ?? '';

    const checked = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.checkResetPasswordToken,
      payload: { token },
    });
    expect(checked.json()).toEqual({ valid: true, email: expect.stringMatching(/^ai\*+@example\.com$/) });

    const reset = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.resetPassword,
        headers: bearer(token),
        payload: { password, confirmPassword: password },
      });
    expect((await reset('BrandNew123')).statusCode).toBe(200);
    expect((await reset('Another123')).json().message).toMatch(/invalid or has expired/);
    expect((await meOf(session)).statusCode).toBe(401);
    const phone = body.phoneNo as string;
    expect(
      (await login(t, { tab: 'telecom', phoneNo: phone, password: REGISTERED_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await login(t, { tab: 'telecom', phoneNo: phone, password: 'BrandNew123' })).statusCode).toBe(
      200,
    );
  });

  it('lets a link expire after 30 minutes', async () => {
    await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.requestResetPassword,
      payload: { email: 'hafiz@example.com' },
    });
    const token = /token=([\w-]+)/.exec(await lastMessageTo(t, 'hafiz@example.com'))?.[1] ?? '';
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 60_000));
    const expired = {
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    };
    const check = () =>
      t.app.inject({ method: 'POST', url: AUTH_PATHS.checkResetPasswordToken, payload: { token } });

    const checked = await check();
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual(expired);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.resetPassword,
      headers: bearer(token),
      payload: { password: 'TooLate123', confirmPassword: 'TooLate123' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(expired);

    // Nothing changed: the new password opens nothing, the old one still opens the account with its email, the
    // link is still unused, and it stays refused.
    const tooLate = await login(t, {
      tab: 'islamic',
      phoneOrEmail: 'hafiz@example.com',
      password: 'TooLate123',
    });
    expect(tooLate.statusCode).toBe(401);
    const hafiz = await login(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' });
    expect(hafiz.statusCode).toBe(200);
    expect((await meOf(hafiz.json<TokenPair>())).json().email).toBe('hafiz@example.com');
    const [link] = await t.db.query<{ usedAt: Date | null }>(
      `select t.used_at as "usedAt" from password_reset_tokens t join users u on u.id = t.user_id
       where u.email = 'hafiz@example.com' order by t.created_at desc limit 1`,
    );
    expect(link).toEqual({ usedAt: null });
    expect(await check()).toMatchObject({ statusCode: 400 });
    expect((await check()).json()).toEqual(expired);
  });
});
