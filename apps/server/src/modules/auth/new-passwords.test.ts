import { AUTH_PATHS, LOGIN_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  DEMO_PASSWORD,
  humanCheckToken,
  lastMessageTo,
  loggedIn,
  registrationRequest,
  seedDemoAccounts,
} from './testing.ts';

/**
 * Every path where a customer chooses a password refuses a common one and one built on the customer's own email,
 * phone number or name, with the field's message in the customer's language: registration, staff registration,
 * the change (also the first one, after a temporary password), a partner's change and the reset by email.
 */

const TOO_COMMON = 'This password is too common or too easy to guess. Please choose another.';
const PERSONAL = 'Your password must not contain your name, email address or phone number.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

function register(overrides: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: AUTH_PATHS.register, payload: registrationRequest(overrides) });
}

describe('a new password', () => {
  it('at registration: not a common one, nor the name, email or phone of the registration', async () => {
    const common = await register({ password: 'password1', confirmPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ password: TOO_COMMON });
    const named = await register({ password: 'Zulkifli#88', confirmPassword: 'Zulkifli#88' });
    expect(named.json().fieldErrors).toEqual({ password: PERSONAL });
    const phoneNo = '01170007123';
    const byPhone = await register({ phoneNo, password: `P${phoneNo}!`, confirmPassword: `P${phoneNo}!` });
    expect(byPhone.json().fieldErrors).toEqual({ password: PERSONAL });
    const malay = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PATHS.register}?lang=ms`,
      payload: registrationRequest({ password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }),
    });
    expect(malay.json().fieldErrors.password).toBe(
      'Kata laluan ini terlalu biasa atau terlalu mudah diteka. Sila pilih yang lain.',
    );
  });

  it('at staff registration: not the email of the staff member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.staffRegister('en'),
      payload: {
        name: 'Lee Chong Wei',
        email: 'chongwei.lee@sinargroup.com.my',
        password: 'chongwei.lee1',
        confirmPassword: 'chongwei.lee1',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: PERSONAL });
  });

  it("on a change, and on a partner's change: not a common one, nor the account's own details", async () => {
    const aisyah = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const change = (tokens: TokenPair, url: string, newPassword: string) =>
      t.app.inject({
        method: url === AUTH_PATHS.updatePassword ? 'PATCH' : 'POST',
        url,
        headers: bearer(tokens),
        payload: { oldPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
      });
    expect((await change(aisyah, AUTH_PATHS.updatePassword, '12345678')).json().fieldErrors).toEqual({
      newPassword: TOO_COMMON,
    });
    expect((await change(aisyah, AUTH_PATHS.updatePassword, 'Aisyah@2026')).json().fieldErrors).toEqual({
      newPassword: PERSONAL,
    });
    expect((await change(aisyah, AUTH_PATHS.updatePassword, 'SinarKredit!1')).json().fieldErrors).toEqual({
      newPassword: TOO_COMMON,
    });

    const partner = await loggedIn(t, { tab: 'partner', partnerId: 'P100234' });
    const me = (await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(partner) })).json();
    const word = (me.fullName as string).split(' ').find((part) => part.length >= 4) ?? '';
    const refused = await change(partner, AUTH_PATHS.smeChangePassword('P100234'), `${word}-2026!x`);
    expect(refused.json().fieldErrors).toEqual({ newPassword: PERSONAL });
  });

  it('on the first change after a temporary password', async () => {
    const phoneNo = '01170007456';
    await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomFirstLogin,
      payload: { phoneNo, humanCheckToken: await humanCheckToken(t) },
    });
    const temporary = /password is (\S+)\./.exec(await lastMessageTo(t, phoneNo))?.[1] ?? '';
    const session = await loggedIn(t, { tab: 'telecom', phoneNo, password: temporary });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.updatePassword,
      headers: bearer(session),
      payload: { oldPassword: temporary, newPassword: 'iloveyou', confirmPassword: 'iloveyou' },
    });
    expect(refused.json().fieldErrors).toEqual({ newPassword: TOO_COMMON });
  });

  it('on a reset by email, which stays usable for a better password', async () => {
    const body = registrationRequest();
    await t.app.inject({ method: 'POST', url: AUTH_PATHS.register, payload: body });
    await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.requestResetPassword,
      payload: { email: body.email },
    });
    const link = /https?:\/\/\S+/.exec(await lastMessageTo(t, body.email as string))?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const reset = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.resetPassword,
        headers: bearer(token),
        payload: { password, confirmPassword: password },
      });
    const local = (body.email as string).split('@')[0];
    expect((await reset(`${local}#1`)).json().fieldErrors).toEqual({ password: PERSONAL });
    expect((await reset('qwertyuiop')).json().fieldErrors).toEqual({ password: TOO_COMMON });
    expect((await reset('Kenari#Biru82')).statusCode).toBe(200);
  });
});
