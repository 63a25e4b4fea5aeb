import { APPLICATION_PATHS, AUTH_PATHS, LOGIN_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  freshTelecomNumber,
  humanCheckToken,
  lastMessageTo,
  loggedIn,
  login,
  REGISTERED_PASSWORD,
  registrationRequest,
  seedDemoAccounts,
} from './testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

function claimsOf(accessToken: string) {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}

describe('the four login tabs and the partner login', () => {
  it('logs each kind of user in, with the claims of spec 001 section 3', async () => {
    const cases = [
      { call: { tab: 'telecom', phoneNo: '0123000001' }, type: 'INDIVIDUAL', name: 'Aisyah binti Rahman' },
      {
        call: { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' },
        type: 'INDIVIDUAL',
        name: 'Aisyah binti Rahman',
      },
      {
        call: { tab: 'conventional', phoneOrEmail: '0123000001' },
        type: 'INDIVIDUAL',
        name: 'Aisyah binti Rahman',
      },
      {
        call: { tab: 'islamic', phoneOrEmail: 'Hafiz@Example.com' },
        type: 'INDIVIDUAL',
        name: 'Muhammad Hafiz bin Ismail',
      },
      { call: { tab: 'staff', email: 'tan.meiling@sinargroup.com.my' }, type: 'STAFF', name: 'Tan Mei Ling' },
      { call: { tab: 'partner', partnerId: 'p100234' }, type: 'SME', name: undefined },
    ] as const;
    for (const { call, type, name } of cases) {
      const response = await login(t, call);
      expect(response.statusCode, JSON.stringify(call)).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Login successful');
      expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
      const claims = claimsOf(body.accessToken);
      expect(claims).toMatchObject({ organizationType: type, loginMethod: call.tab, aud: 'customer' });
      expect(Object.keys(claims)).toEqual(
        expect.arrayContaining([
          'email',
          'organizationType',
          'username',
          'name',
          'latestApplicationDetailsId',
        ]),
      );
      if (name) expect(claims.name).toBe(name);
    }
  });

  it('answers in Malay when asked', async () => {
    const response = await login(t, { tab: 'telecom', phoneNo: '0123000001' }, { 'accept-language': 'ms' });
    expect(response.json().message).toBe('Log masuk berjaya');
  });

  it("says 'No account of the brand' only after the password is right", async () => {
    const wrongBrand = await login(t, { tab: 'islamic', phoneOrEmail: 'aisyah@example.com' });
    expect(wrongBrand.statusCode).toBe(403);
    expect(wrongBrand.json().message).toBe('No account of the brand');

    const wrongPassword = await login(t, {
      tab: 'islamic',
      phoneOrEmail: 'aisyah@example.com',
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(401);
  });

  it('gives a wrong password and an unknown account the same answer', async () => {
    const wrong = await login(t, {
      tab: 'conventional',
      phoneOrEmail: 'hafiz@example.com',
      password: 'Wrong123!',
    });
    const unknown = await login(t, { tab: 'conventional', phoneOrEmail: 'nobody@example.com' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account out after 5 wrong passwords, whatever the tab, and records every attempt', async () => {
    const phoneNo = freshTelecomNumber();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(t, { tab: 'telecom', phoneNo, password: `guess-${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(t, { tab: 'conventional', phoneOrEmail: phoneNo });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed attempts. Please try again in 15 minutes or reset your password.',
    );

    const attempts = await t.db.query<{ outcome: string; account: string; ip: string | null }>(
      'select outcome, account, ip from login_attempts where account = $1 order by id',
      [phoneNo],
    );
    expect(attempts.map((row) => row.outcome)).toEqual([...Array(5).fill('failure'), 'locked']);
    expect(attempts.every((row) => row.ip === '127.0.0.1')).toBe(true);
    const stored = JSON.stringify(await t.db.query('select * from login_attempts'));
    expect(stored).not.toContain('guess-');

    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    expect((await login(t, { tab: 'telecom', phoneNo, password: 'guess-6' })).statusCode).toBe(401);
  });

  it('locks the account, not what it was named by: wrong passwords for its phone lock its email on another tab', async () => {
    const person = registrationRequest();
    expect(
      (await t.app.inject({ method: 'POST', url: AUTH_PATHS.register, payload: person })).statusCode,
    ).toBe(201);
    const phoneNo = person.phoneNo as string;
    const email = person.email as string;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(t, { tab: 'telecom', phoneNo, password: `guess-${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const byEmail = await login(t, {
      tab: 'conventional',
      phoneOrEmail: email,
      password: REGISTERED_PASSWORD,
    });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.headers['retry-after']).toBe('900');
    const [locked] = await t.db.query<{ userId: string | null }>(
      `select user_id as "userId" from login_attempts where account = $1 and outcome = 'locked'`,
      [email],
    );
    expect(locked?.userId).toMatch(/^[0-9a-f-]{36}$/);

    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    const later = await login(t, { tab: 'conventional', phoneOrEmail: email, password: REGISTERED_PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('refuses staff who have not verified their email, and partners the directory no longer lists as active', async () => {
    await t.db.query(
      `insert into users (organization_type, full_name, email, password_hash)
       select 'STAFF', 'New Staff', 'new.staff@sinargroup.com.my', password_hash from users
       where email = 'tan.meiling@sinargroup.com.my'`,
    );
    const staff = await login(t, { tab: 'staff', email: 'new.staff@sinargroup.com.my' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toMatch(/verify your email/);
  });
});

describe('the human check on login', () => {
  it("gives the spec's three texts: key missing, not ticked, invalid; and a token works once", async () => {
    const body = { phoneNo: '0123000001', password: 'Demo1234!' };
    const missing = await t.app.inject({ method: 'POST', url: LOGIN_PATHS.telecomLogin, payload: body });
    expect(missing.json().message).toBe('human-check key is missing');
    const empty = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomLogin,
      payload: { ...body, humanCheckToken: '' },
    });
    expect(empty.json().message).toBe("Please check I'm not a robot");

    const token = await humanCheckToken(t);
    const first = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomLogin,
      payload: { ...body, humanCheckToken: token },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomLogin,
      payload: { ...body, humanCheckToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid human-check');
  });
});

describe('temporary passwords by SMS', () => {
  it('gives a new telecom customer a first login, whose password is then theirs to change', async () => {
    const phoneNo = freshTelecomNumber();
    const sent = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomFirstLogin,
      payload: { phoneNo, humanCheckToken: await humanCheckToken(t) },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Password sent');
    const sms = await lastMessageTo(t, phoneNo);
    const password = /password is (\S+)\./.exec(sms)?.[1] ?? '';
    expect(password).toHaveLength(10);

    const tokens = await loggedIn(t, { tab: 'telecom', phoneNo, password });
    const me = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) });
    expect(me.json()).toMatchObject({ phoneNo, passwordIsTemporary: true, organizationType: 'INDIVIDUAL' });

    // Once the customer chose a password of their own, a first login is refused and reset is the way.
    await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.updatePassword,
      headers: bearer(tokens),
      payload: { oldPassword: password, newPassword: 'MyOwnPass1', confirmPassword: 'MyOwnPass1' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomFirstLogin,
      payload: { phoneNo, humanCheckToken: await humanCheckToken(t) },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets a temporary password open one session, which may do nothing but change it', async () => {
    const phoneNo = freshTelecomNumber();
    await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomFirstLogin,
      payload: { phoneNo, humanCheckToken: await humanCheckToken(t) },
    });
    const temporary = /password is (\S+)\./.exec(await lastMessageTo(t, phoneNo))?.[1] ?? '';
    const first = await login(t, { tab: 'telecom', phoneNo, password: temporary });
    expect(first.statusCode).toBe(200);
    expect(first.json().passwordChangeRequired).toBe(true);
    const session = bearer(first.json().accessToken);

    // Used once: the same password opens no second session, and says why.
    const second = await login(t, { tab: 'telecom', phoneNo, password: temporary });
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(
      'This temporary password has been used already. Please request a new one.',
    );

    // Until the password is changed, the session reads its own profile and changes the password, nothing else.
    const me = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: session });
    expect(me.statusCode).toBe(200);
    const userId = me.json().id as string;
    const tin = () =>
      t.app.inject({
        method: 'PATCH',
        url: AUTH_PATHS.tinNumber(userId),
        headers: session,
        payload: { tinNumber: 'IG12345678090' },
      });
    const refused = await tin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please change your temporary password first.');
    expect(
      (await t.app.inject({ method: 'GET', url: APPLICATION_PATHS.byUser(userId), headers: session }))
        .statusCode,
    ).toBe(403);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.updatePassword,
      headers: session,
      payload: { oldPassword: temporary, newPassword: 'Kenari#Biru82', confirmPassword: 'Kenari#Biru82' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await tin()).statusCode).toBe(200);
    expect((await login(t, { tab: 'telecom', phoneNo, password: temporary })).statusCode).toBe(401);
    const own = await login(t, { tab: 'telecom', phoneNo, password: 'Kenari#Biru82' });
    expect(own.json().passwordChangeRequired).toBe(false);
  });

  it("holds a partner's session to the password change while the password is temporary", async () => {
    await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.smeUser,
      payload: { partnerId: 'P200004', humanCheckToken: await humanCheckToken(t) },
    });
    const [partner] = await t.db.query<{ id: string; phone: string }>(
      `select id, phone_no as phone from users where partner_id = 'P200004'`,
    );
    const temporary = /password is (\S+)\./.exec(await lastMessageTo(t, partner?.phone ?? ''))?.[1] ?? '';
    const opened = await login(t, { tab: 'partner', partnerId: 'P200004', password: temporary });
    expect(opened.json().passwordChangeRequired).toBe(true);
    const session = bearer(opened.json().accessToken);
    const account = () =>
      t.app.inject({ method: 'GET', url: AUTH_PATHS.smeUserById(partner?.id ?? ''), headers: session });
    expect((await account()).statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.smeChangePassword('P200004'),
      headers: session,
      payload: { oldPassword: temporary, newPassword: 'Kopi&Susu77', confirmPassword: 'Kopi&Susu77' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await account()).statusCode).toBe(200);
    expect((await login(t, { tab: 'partner', partnerId: 'P200004', password: temporary })).statusCode).toBe(
      401,
    );
  });

  it('refuses a number that is not an active telecom account', async () => {
    for (const phoneNo of ['0191234567', '0123000008']) {
      const response = await t.app.inject({
        method: 'POST',
        url: LOGIN_PATHS.telecomFirstLogin,
        payload: { phoneNo, humanCheckToken: await humanCheckToken(t) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.phoneNo).toBe('Invalid phone number of the telecom account');
    }
  });

  it('sends a reset password that stands beside the old one, and expires unused after 24 hours', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.telecomResetPassword,
      payload: { callerId: '0123000001', humanCheckToken: await humanCheckToken(t) },
    });
    expect(reset.json().message).toBe('Password sent');
    const temporary = /password is (\S+)\./.exec(await lastMessageTo(t, '0123000001'))?.[1] ?? '';
    // Asking for one locks nobody out.
    expect((await login(t, { tab: 'telecom', phoneNo: '0123000001' })).statusCode).toBe(200);

    t.clock.set(new Date(t.clock.now().getTime() + 25 * 3_600_000));
    const expired = await login(t, { tab: 'telecom', phoneNo: '0123000001', password: temporary });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/temporary password has expired/);
  });

  it('activates a partner from the directory by SMS to the phone the directory holds', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.smeUser,
      payload: { partnerId: 'P200001', humanCheckToken: await humanCheckToken(t) },
    });
    expect(sent.statusCode).toBe(200);
    const [partner] = await t.db.query<{ phone: string }>(
      `select phone_no as phone from users where partner_id = 'P200001'`,
    );
    const password = /password is (\S+)\./.exec(await lastMessageTo(t, partner?.phone ?? ''))?.[1] ?? '';
    const tokens = await loggedIn(t, { tab: 'partner', partnerId: 'P200001', password });
    const me = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) });
    expect(me.json()).toMatchObject({ organizationType: 'SME', partnerId: 'P200001' });

    const unknown = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.smeUser,
      payload: { partnerId: 'P123456', humanCheckToken: await humanCheckToken(t) },
    });
    expect(unknown.statusCode).toBe(400);
    const inactive = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.smeUser,
      payload: { partnerId: 'P200009', humanCheckToken: await humanCheckToken(t) },
    });
    expect(inactive.statusCode).toBe(403);
  });
});

describe('validateNric', () => {
  it('reads the date of birth, age and gender, and refuses an invalid NRIC', async () => {
    const valid = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.validateNric,
      payload: { nric: '900615-14-5672' },
    });
    expect(valid.json()).toEqual({
      nric: '900615145672',
      dateOfBirth: '1990-06-15',
      age: 36,
      gender: 'female',
    });
    const invalid = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.validateNric,
      payload: { nric: '901315145672' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid NRIC entered');
  });
});

describe('purging spent security records', () => {
  it('deletes attempt counters, codes and used challenges once they are over, and nothing before', async () => {
    const start = t.clock.now();
    try {
      await t.accounts.purgeExpired();
      await login(t, { tab: 'telecom', phoneNo: '0123000001', password: 'not-the-password' });
      const counted = async () => {
        const [row] = await t.db.query<{ counters: number; checks: number }>(
          `select (select count(*) from attempt_counters)::int as counters,
                  (select count(*) from used_human_checks)::int as checks`,
        );
        return row;
      };
      const before = await counted();
      expect(before?.counters).toBeGreaterThan(0);
      expect(before?.checks).toBeGreaterThan(0);
      await t.accounts.purgeExpired();
      expect(await counted()).toEqual(before);

      t.clock.set(new Date(start.getTime() + 2 * 24 * 60 * 60 * 1000));
      expect(await t.accounts.purgeExpired()).toBeGreaterThan(0);
      expect(await counted()).toEqual({ counters: 0, checks: 0 });
    } finally {
      t.clock.set(start);
    }
  });
});
