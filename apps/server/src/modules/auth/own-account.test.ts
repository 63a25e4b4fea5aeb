import { AUTH_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertApplication } from '../documents/testing.ts';
import {
  bearer,
  codeIn,
  DEMO_PASSWORD,
  lastMessageTo,
  loggedIn,
  login,
  REGISTERED_PASSWORD,
  registrationRequest,
  seedDemoAccounts,
} from './testing.ts';

/** A logged-in customer's own account: password, profile, email, TIN, an SME partner's account, and nobody else's. */

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

describe('change password, profile, email, TIN', () => {
  it('changes the password with the old one, ending the other sessions but not this one', async () => {
    const body = registrationRequest();
    const first = (await register(body)).json<TokenPair>();
    const second = await loggedIn(t, {
      tab: 'telecom',
      phoneNo: body.phoneNo as string,
      password: REGISTERED_PASSWORD,
    });
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.updatePassword,
        headers: bearer(second),
        payload: { oldPassword, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      });
    expect((await change('not-it')).json().fieldErrors.oldPassword).toBe('Your old password is incorrect.');
    expect((await change(REGISTERED_PASSWORD)).statusCode).toBe(200);
    expect((await meOf(first)).statusCode).toBe(401);
    expect((await meOf(second)).statusCode).toBe(200);
  });

  it('updates the profile with the password, and changes the email only once its code comes back', async () => {
    const body = registrationRequest();
    const tokens = (await register(body)).json<TokenPair>();
    const id = (await meOf(tokens)).json().id as string;
    const update = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.user(id),
        headers: bearer(tokens),
        payload: {
          phoneNo: body.phoneNo,
          residentialAddress1: '7, Lorong Maarof',
          postcode: '59000',
          email: body.email,
          icType: 'MYKAD',
          nric: body.nric,
          password: REGISTERED_PASSWORD,
          confirmPassword: REGISTERED_PASSWORD,
          ...overrides,
        },
      });
    expect(
      (await update({ password: 'WrongPass1', confirmPassword: 'WrongPass1' })).json().fieldErrors.password,
    ).toBe('The password is incorrect.');
    const updated = await update({ email: 'aina.new@example.com' });
    expect(updated.json()).toMatchObject({
      message: 'Updated',
      emailVerificationPending: true,
      user: { email: body.email, pendingEmail: 'aina.new@example.com', city: 'Kuala Lumpur' },
    });
    const code = codeIn(await lastMessageTo(t, 'aina.new@example.com'));
    const verified = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailVerification(id),
      headers: bearer(tokens),
      payload: { code },
    });
    expect(verified.json().message).toBe('OTP Verified');
    expect((await meOf(tokens)).json()).toMatchObject({ email: 'aina.new@example.com', pendingEmail: null });

    const audit = await t.db.query<{ event: string }>(
      'select event from user_audit_events where user_id = $1',
      [id],
    );
    expect(audit.map((row) => row.event)).toEqual(['profile-updated', 'email-changed']);
  });

  it("sets the TIN ('Please input TIN Number' when empty) and the latest application", async () => {
    const tokens = await loggedIn(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' });
    const id = (await meOf(tokens)).json().id as string;
    const empty = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.tinNumber(id),
      headers: bearer(tokens),
      payload: { tinNumber: '' },
    });
    expect(empty.json().message).toBe('Please input TIN Number');
    const set = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.tinNumber(id),
      headers: bearer(tokens),
      payload: { tinNumber: 'ig12345678090' },
    });
    expect(set.json()).toEqual({ message: 'Updated', tinNumber: 'IG12345678090' });
    const applicationId = await insertApplication(t, id);
    const recorded = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.applicationCreated(id),
      headers: bearer(tokens),
      payload: { applicationId },
    });
    expect(recorded.statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: tokens });
    const claims = JSON.parse(
      Buffer.from(refreshed.json().accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.latestApplicationDetailsId).toBe(applicationId);
  });

  it("records as the latest application only one of the caller's own", async () => {
    const tokens = await loggedIn(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' });
    const id = (await meOf(tokens)).json().id as string;
    const aisyahTokens = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const aisyahsApplication = await insertApplication(t, (await meOf(aisyahTokens)).json().id as string);
    const record = (applicationId: string) =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.applicationCreated(id),
        headers: bearer(tokens),
        payload: { applicationId },
      });

    const latestBefore = (await meOf(tokens)).json().latestApplicationId;
    const anothers = await record(aisyahsApplication);
    expect(anothers.statusCode).toBe(404);
    expect(anothers.json().message).toBe('Application Not Found');
    expect((await record('6f1d5c7e-3b4a-4c2d-9e8f-0a1b2c3d4e5f')).statusCode).toBe(404);
    expect((await record('<img src=x onerror=alert(1)>')).statusCode).toBe(400);
    expect((await meOf(tokens)).json().latestApplicationId).toBe(latestBefore);
  });
});

describe('ownership', () => {
  it("refuses every user-scoped call on another user's record", async () => {
    const aisyah = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const hafiz = await loggedIn(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' });
    const hafizId = (await meOf(hafiz)).json().id as string;
    const partner = await loggedIn(t, { tab: 'partner', partnerId: 'P100234' });
    const partnerId = (await meOf(partner)).json().id as string;

    const calls = [
      { method: 'GET', url: AUTH_PATHS.user(hafizId) },
      {
        method: 'PATCH',
        url: AUTH_PATHS.user(hafizId),
        payload: {
          phoneNo: '0123000012',
          residentialAddress1: 'Somewhere',
          postcode: '70000',
          email: 'taken.over@example.com',
          icType: 'MYKAD',
          nric: { part1: '880808', part2: '05', part3: '5123' },
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
        },
      },
      { method: 'PATCH', url: AUTH_PATHS.email(hafizId), payload: { email: 'x@example.com' } },
      { method: 'POST', url: AUTH_PATHS.emailVerification(hafizId), payload: { code: '123456' } },
      { method: 'PATCH', url: AUTH_PATHS.tinNumber(hafizId), payload: { tinNumber: 'IG12345678090' } },
      {
        method: 'PATCH',
        url: AUTH_PATHS.applicationCreated(hafizId),
        payload: { applicationId: crypto.randomUUID() },
      },
      { method: 'GET', url: AUTH_PATHS.smeUserById(partnerId) },
      { method: 'PATCH', url: AUTH_PATHS.smeUserById(partnerId), payload: { phoneNo: '0123456789' } },
      { method: 'GET', url: AUTH_PATHS.smeUserByPartner('P100234') },
      {
        method: 'POST',
        url: AUTH_PATHS.smeChangePassword('P100234'),
        payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Hacked1234', confirmPassword: 'Hacked1234' },
      },
      { method: 'PATCH', url: AUTH_PATHS.smeTinNumber(partnerId), payload: { tinNumber: 'IG12345678090' } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(aisyah) });
      expect([403, 404], `${call.method} ${call.url}: ${response.statusCode}`).toContain(response.statusCode);
    }
    // The refused change did not happen.
    expect((await login(t, { tab: 'partner', partnerId: 'P100234' })).statusCode).toBe(200);
  });
});

describe('SME partner account', () => {
  it('reads and updates its own account, changes its password and sets its TIN', async () => {
    const tokens = await loggedIn(t, { tab: 'partner', partnerId: 'P100234' });
    const id = (await meOf(tokens)).json().id as string;
    const byPartner = await t.app.inject({
      method: 'GET',
      url: AUTH_PATHS.smeUserByPartner('P100234'),
      headers: bearer(tokens),
    });
    expect(byPartner.json()).toMatchObject({ id, partnerId: 'P100234' });
    const updated = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.smeUserById(id),
      headers: bearer(tokens),
      payload: { phoneNo: '0198765432' },
    });
    expect(updated.json().phoneNo).toBe('0198765432');
    const tin = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.smeTinNumber(id),
      headers: bearer(tokens),
      payload: { tinNumber: 'C2581234567' },
    });
    expect(tin.json().tinNumber).toBe('C2581234567');
    const changed = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.smeChangePassword('P100234'),
      headers: bearer(tokens),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Partner123', confirmPassword: 'Partner123' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await login(t, { tab: 'partner', partnerId: 'P100234', password: 'Partner123' })).statusCode,
    ).toBe(200);
  });
});
