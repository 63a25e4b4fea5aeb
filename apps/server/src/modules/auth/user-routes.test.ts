import { AUTH_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  codeIn,
  DEMO_PASSWORD,
  freshTelecomNumber,
  lastMessageTo,
  loggedIn,
  login,
  seedDemoAccounts,
} from './testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

let nricSerial = 100;
/** A valid NRIC no test has used: born 1992-04-11 in Selangor (10), a new serial each time. */
function freshNric() {
  nricSerial += 1;
  return { part1: '920411', part2: '10', part3: String(nricSerial).padStart(4, '0') };
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    partnerId: '',
    fullName: 'Nur Aina binti Zulkifli',
    icType: 'MYKAD',
    nric: freshNric(),
    raceId: '1',
    phoneNo: freshTelecomNumber(),
    residentialAddress1: '5, Jalan SS 2/24',
    residentialAddress2: '',
    residentialAddress3: '',
    postcode: '47300',
    city: '',
    email: `aina.${crypto.randomUUID().slice(0, 8)}@example.com`,
    grossSalaryRangeId: '3',
    password: 'Aina12345',
    confirmPassword: 'Aina12345',
    termsAccepted: true,
    marketingConsent: true,
    brand: 'conventional',
    language: 'en',
    ...overrides,
  };
}

function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: AUTH_PATHS.register, payload: body, headers });
}

function meOf(tokens: TokenPair) {
  return t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) });
}

describe('registration', () => {
  it('registers an individual under a brand, fills city and state from the postcode, and logs them in', async () => {
    const body = registration({ brand: 'islamic', partnerId: 'p100777' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Register Successfully');
    const profile = (await meOf(response.json())).json();
    expect(profile).toMatchObject({
      fullName: 'Nur Aina binti Zulkifli',
      email: body.email,
      city: 'Petaling Jaya',
      state: 'Selangor',
      brands: ['islamic'],
      partnerId: 'P100777',
      marketingConsent: true,
      marketingConsentAt: '2026-11-23T02:00:00.000Z',
      dateOfBirth: '1992-04-11',
      age: 34,
    });
    // The Islamic brand's directory now holds the account: the Islamic tab logs in, the conventional one does not.
    expect(
      (await login(t, { tab: 'islamic', phoneOrEmail: body.email as string, password: 'Aina12345' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await login(t, { tab: 'conventional', phoneOrEmail: body.email as string, password: 'Aina12345' })
      ).json().message,
    ).toBe('No account of the brand');
  });

  it('refuses a phone that is not an active telecom account, and one already registered, on the phone field', async () => {
    const notTelecom = await register(registration({ phoneNo: '0191234567' }));
    expect(notTelecom.statusCode).toBe(400);
    expect(notTelecom.json().fieldErrors.phoneNo).toBe('Invalid phone number of the telecom account');

    const taken = await register(registration({ phoneNo: '0123000001', email: 'aisyah@example.com' }), {
      'accept-language': 'ms',
    });
    expect(taken.json().fieldErrors).toMatchObject({
      phoneNo: 'Nombor telefon ini sudah didaftarkan. Sila log masuk.',
      email: 'Alamat e-mel ini sudah didaftarkan. Sila log masuk.',
    });
  });

  it('refuses an unknown partner id, a non-citizen, mismatched passwords and unaccepted terms, and keeps nothing', async () => {
    const before = await t.db.query('select id from users');
    const unknownPartner = await register(registration({ partnerId: 'P424242' }));
    expect(unknownPartner.json().fieldErrors.partnerId).toBe('This Partner ID is not valid.');
    const invalid = await register(
      registration({ icType: 'MYPR', confirmPassword: 'Different1', termsAccepted: false }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toMatchObject({
      icType: 'Only Malaysian citizens holding a MyKad can apply',
      confirmPassword: 'Passwords does not match!',
      termsAccepted: 'Please accept the Terms and Conditions and the Privacy Policy',
    });
    expect(await t.db.query('select id from users')).toHaveLength(before.length);
  });

  it('tells checkEmailExisted which of the email and phone are taken', async () => {
    const check = (email: string, phone: string) =>
      t.app.inject({ method: 'POST', url: AUTH_PATHS.checkEmailExisted(email, phone) });
    expect((await check('AISYAH@example.com', '0199999999')).json()).toEqual({
      emailExisted: true,
      phoneNoExisted: false,
    });
    expect((await check('new@example.com', '0123000001')).json()).toEqual({
      emailExisted: false,
      phoneNoExisted: true,
    });
  });
});

describe('staff registration', () => {
  it('sends a code to the company mailbox, verifies it once, then lets the staff member log in', async () => {
    const email = `lee.${crypto.randomUUID().slice(0, 6)}@sinargroup.com.my`;
    const registered = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.staffRegister('ms'),
      payload: { name: 'Lee Chong Wei', email, password: 'Staff1234', confirmPassword: 'Staff1234' },
    });
    expect(registered.json()).toMatchObject({ otpSent: true });
    const mail = await lastMessageTo(t, email);
    expect(mail).toContain('Kod pengesahan anda');
    const code = codeIn(mail);

    expect((await login(t, { tab: 'staff', email, password: 'Staff1234' })).statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.staffVerification,
      payload: { email, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().fieldErrors.code).toBe('The code is incorrect or has expired.');
    const verified = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.staffVerification,
      payload: { email, code },
    });
    expect(verified.json().message).toBe('OTP Verified');
    expect((await login(t, { tab: 'staff', email, password: 'Staff1234' })).statusCode).toBe(200);
  });

  it('refuses an address outside the group domain', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.staffRegister('en'),
      payload: { name: 'Lee', email: 'lee@gmail.com', password: 'Staff1234', confirmPassword: 'Staff1234' },
    });
    expect(response.json().fieldErrors.email).toBe(
      'Please use your company email address ending in @sinargroup.com.my',
    );
  });
});

describe('password reset by email', () => {
  it('sends a single-use link that sets a new password and ends every session', async () => {
    const body = registration();
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
    expect((await login(t, { tab: 'telecom', phoneNo: phone, password: 'Aina12345' })).statusCode).toBe(401);
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
    const checked = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.checkResetPasswordToken,
      payload: { token },
    });
    expect(checked.statusCode).toBe(400);
  });
});

describe('change password, profile, email, TIN', () => {
  it('changes the password with the old one, ending the other sessions but not this one', async () => {
    const body = registration();
    const first = (await register(body)).json<TokenPair>();
    const second = await loggedIn(t, {
      tab: 'telecom',
      phoneNo: body.phoneNo as string,
      password: 'Aina12345',
    });
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.updatePassword,
        headers: bearer(second),
        payload: { oldPassword, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      });
    expect((await change('not-it')).json().fieldErrors.oldPassword).toBe('Your old password is incorrect.');
    expect((await change('Aina12345')).statusCode).toBe(200);
    expect((await meOf(first)).statusCode).toBe(401);
    expect((await meOf(second)).statusCode).toBe(200);
  });

  it('updates the profile with the password, and changes the email only once its code comes back', async () => {
    const body = registration();
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
          password: 'Aina12345',
          confirmPassword: 'Aina12345',
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
    await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.applicationCreated(id),
      headers: bearer(tokens),
      payload: { applicationId: 'A-2026-000123' },
    });
    const refreshed = await t.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: tokens });
    const claims = JSON.parse(
      Buffer.from(refreshed.json().accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.latestApplicationDetailsId).toBe('A-2026-000123');
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
      { method: 'PATCH', url: AUTH_PATHS.applicationCreated(hafizId), payload: { applicationId: 'A-1' } },
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
