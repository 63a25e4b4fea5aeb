import { AUTH_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  codeIn,
  lastMessageTo,
  login,
  REGISTERED_PASSWORD,
  registrationRequest,
  seedDemoAccounts,
} from './testing.ts';

/** Signing up: an individual under a brand, group staff with their company email's code. */

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

describe('registration', () => {
  it('registers an individual under a brand, fills city and state from the postcode, and logs them in', async () => {
    const body = registrationRequest({ brand: 'islamic', partnerId: 'p100777' });
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
      (await login(t, { tab: 'islamic', phoneOrEmail: body.email as string, password: REGISTERED_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await login(t, {
          tab: 'conventional',
          phoneOrEmail: body.email as string,
          password: REGISTERED_PASSWORD,
        })
      ).json().message,
    ).toBe('No account of the brand');
  });

  it('refuses a phone that is not an active telecom account, and one already registered, on the phone field', async () => {
    const notTelecom = await register(registrationRequest({ phoneNo: '0191234567' }));
    expect(notTelecom.statusCode).toBe(400);
    expect(notTelecom.json().fieldErrors.phoneNo).toBe('Invalid phone number of the telecom account');

    const taken = await register(
      registrationRequest({ phoneNo: '0123000001', email: 'aisyah@example.com' }),
      {
        'accept-language': 'ms',
      },
    );
    expect(taken.json().fieldErrors).toMatchObject({
      phoneNo: 'Nombor telefon ini sudah didaftarkan. Sila log masuk.',
      email: 'Alamat e-mel ini sudah didaftarkan. Sila log masuk.',
    });
  });

  it('refuses an unknown partner id, a non-citizen, mismatched passwords and unaccepted terms, and keeps nothing', async () => {
    const before = await t.db.query('select id from users');
    const unknownPartner = await register(registrationRequest({ partnerId: 'P424242' }));
    expect(unknownPartner.json().fieldErrors.partnerId).toBe('This Partner ID is not valid.');
    const invalid = await register(
      registrationRequest({ icType: 'MYPR', confirmPassword: 'Different1', termsAccepted: false }),
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
