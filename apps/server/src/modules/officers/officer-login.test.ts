import {
  BACKOFFICE_PATHS,
  OFFICER_AUTH_PATHS,
  type OfficerLoginChallenge,
  type OfficerSession,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, login } from '../auth/testing.ts';
import {
  codeNow,
  codeStep,
  demoOfficer,
  nextTimeStep,
  officerLoggedIn,
  passwordStep,
  seedDemoOfficers,
} from './testing.ts';
import { totpCode } from './totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOfficers(t);
});
afterAll(() => t.close());

const verifier = demoOfficer('verifier');

async function challengeFor(email: string, password?: string, ip?: string): Promise<OfficerLoginChallenge> {
  const response = await passwordStep(t, email, password, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficerLoginChallenge>();
}

function auditOf(action: string) {
  return t.db.query<{
    actorId: string | null;
    after: Record<string, unknown>;
    ip: string;
    requestId: string;
  }>(
    `select actor_id as "actorId", after, ip, request_id as "requestId" from audit_events
     where action = $1 order by id`,
    [action],
  );
}

/** A new officer made by an administrator, with the temporary password they were given. */
async function newOfficer(email: string, roles: string[] = ['verifier']) {
  const admin = await officerLoggedIn(t, 'admin');
  const created = await t.app.inject({
    method: 'POST',
    url: BACKOFFICE_PATHS.officers,
    headers: bearer(admin),
    payload: { email, fullName: 'Farah binti Kamal', roles },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ officer: { id: string }; temporaryPassword: string }>();
}

describe('an enrolled officer logs in with a password, then a code', () => {
  it('answers a challenge for the password, and a session for the code', async () => {
    nextTimeStep(t);
    const challenge = await challengeFor(verifier.email);
    expect(challenge.enrolment).toBeNull();
    expect(new Date(challenge.expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60_000);

    const response = await codeStep(t, challenge.challengeToken, codeNow(t, verifier.totpSecret));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = response.json<OfficerSession>();
    expect(session.officer).toMatchObject({
      email: 'verifier@sinarkredit.com.my',
      fullName: 'Nurul Huda binti Azman',
      roles: ['verifier'],
      active: true,
      totpEnrolled: true,
    });

    const me = await t.app.inject({ method: 'GET', url: OFFICER_AUTH_PATHS.me, headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session.officer);
  });

  it('takes the email in any case', async () => {
    nextTimeStep(t);
    const challenge = await challengeFor('Verifier@SinarKredit.com.my');
    expect((await codeStep(t, challenge.challengeToken, codeNow(t, verifier.totpSecret))).statusCode).toBe(
      200,
    );
  });

  it('keeps only hashes of challenge tokens, and the secret sealed', async () => {
    const challenge = await challengeFor(verifier.email);
    const stored = JSON.stringify(await t.db.query('select * from officer_login_challenges'));
    expect(stored).not.toContain(challenge.challengeToken);
    const officers = JSON.stringify(await t.db.query('select totp_secret from officers'));
    expect(officers).not.toContain(verifier.totpSecret);
  });

  it('audits the login, with no password, code or token in the record', async () => {
    nextTimeStep(t);
    const challenge = await challengeFor(verifier.email);
    const code = codeNow(t, verifier.totpSecret);
    const session = (await codeStep(t, challenge.challengeToken, code)).json<OfficerSession>();
    const [latest] = (await auditOf('officer.login')).slice(-1);
    expect(latest).toMatchObject({
      actorId: session.officer.id,
      ip: '127.0.0.1',
      after: { email: verifier.email, secondFactor: 'verified' },
    });
    expect(latest?.requestId).toBeTruthy();
    const everything = JSON.stringify(await t.db.query('select * from audit_events'));
    expect(everything).not.toContain('Demo1234!');
    expect(everything).not.toContain(challenge.challengeToken);
    expect(everything).not.toContain(session.refreshToken);
    expect(everything).not.toMatch(/"code"/);
  });
});

describe('refused passwords', () => {
  it('gives a wrong password, an unknown email and an inactive officer the same 401, each audited', async () => {
    const inactive = await newOfficer('inactive.officer@sinarkredit.com.my');
    await t.db.query('update officers set active = false where id = $1', [inactive.officer.id]);

    const wrong = await passwordStep(t, verifier.email, 'Wrong123!', '10.1.0.1');
    const unknown = await passwordStep(t, 'nobody@sinarkredit.com.my', 'Demo1234!', '10.1.0.1');
    const deactivated = await passwordStep(
      t,
      'inactive.officer@sinarkredit.com.my',
      inactive.temporaryPassword,
      '10.1.0.1',
    );
    for (const response of [wrong, unknown, deactivated]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The login details or the password are incorrect.' });
    }

    const failures = (await auditOf('officer.loginFailed')).filter((row) => row.ip === '10.1.0.1');
    expect(failures.map((row) => row.after)).toEqual([
      { email: verifier.email, stage: 'password', reason: 'wrong password' },
      { email: 'nobody@sinarkredit.com.my', stage: 'password', reason: 'no such officer' },
      { email: 'inactive.officer@sinarkredit.com.my', stage: 'password', reason: 'officer inactive' },
    ]);
    expect(JSON.stringify(failures)).not.toMatch(/Wrong123!|Demo1234!/);
  });

  it('locks an officer out after 5 wrong passwords, even with the right one next', async () => {
    const { temporaryPassword } = await newOfficer('locked.officer@sinarkredit.com.my');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await passwordStep(
        t,
        'locked.officer@sinarkredit.com.my',
        `guess-${attempt}`,
        '10.2.0.1',
      );
      expect(refused.statusCode).toBe(401);
    }
    const locked = await passwordStep(t, 'locked.officer@sinarkredit.com.my', temporaryPassword, '10.2.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed attempts. Please try again in 15 minutes or reset your password.',
    );
    const [record] = (await auditOf('officer.loginFailed')).filter((row) => row.ip === '10.2.0.2');
    expect(record?.after).toMatchObject({ reason: 'locked out' });

    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    const later = await passwordStep(t, 'locked.officer@sinarkredit.com.my', temporaryPassword, '10.2.0.2');
    expect(later.statusCode).toBe(200);
  });

  it('locks an address out after 30 failures across officers, and only that address', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const refused = await passwordStep(t, `stranger${attempt}@sinarkredit.com.my`, 'Guess123!', '10.3.0.1');
      expect(refused.statusCode).toBe(401);
    }
    expect((await passwordStep(t, verifier.email, undefined, '10.3.0.1')).statusCode).toBe(429);
    expect((await passwordStep(t, verifier.email, undefined, '10.3.0.2')).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
  });

  it("counts customers' failures from an address apart: they lock customers out there, never the officers", async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const phoneNo = `011700${String(attempt).padStart(5, '0')}`;
      const refused = await login(t, { tab: 'telecom', phoneNo, password: 'Guess123!' }, {}, '10.4.0.1');
      expect(refused.statusCode, refused.body).toBe(401);
    }
    const customer = await login(t, { tab: 'telecom', phoneNo: '01170099999' }, {}, '10.4.0.1');
    expect(customer.statusCode).toBe(429);
    expect((await passwordStep(t, verifier.email, undefined, '10.4.0.1')).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
  });
});

describe('the code', () => {
  const approver = demoOfficer('approver1');

  it('accepts the code of the step before or after, and refuses a wrong one with its own text', async () => {
    nextTimeStep(t, 4);
    const early = await challengeFor(approver.email);
    const previousCode = totpCode(approver.totpSecret, new Date(t.clock.now().getTime() - 30_000));
    expect((await codeStep(t, early.challengeToken, previousCode)).statusCode).toBe(200);

    const late = await challengeFor(approver.email);
    const nextCode = totpCode(approver.totpSecret, new Date(t.clock.now().getTime() + 30_000));
    expect((await codeStep(t, late.challengeToken, nextCode)).statusCode).toBe(200);

    nextTimeStep(t, 2);
    const challenge = await challengeFor(approver.email);
    const farCode = totpCode(approver.totpSecret, new Date(t.clock.now().getTime() + 90_000));
    const wrong = await codeStep(t, challenge.challengeToken, farCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The code is not correct or has expired.');
    const malay = await t.app.inject({
      method: 'POST',
      url: OFFICER_AUTH_PATHS.totp,
      headers: { 'accept-language': 'ms' },
      payload: { challengeToken: challenge.challengeToken, code: '000000' },
    });
    expect(malay.json().message).toBe('Kod tidak betul atau telah tamat tempoh.');
    // The challenge still takes the right code after a wrong one.
    expect((await codeStep(t, challenge.challengeToken, codeNow(t, approver.totpSecret))).statusCode).toBe(
      200,
    );
  });

  it('refuses a code whose time step was used already (replay), and any earlier one', async () => {
    nextTimeStep(t);
    const code = codeNow(t, approver.totpSecret);
    const first = await challengeFor(approver.email);
    expect((await codeStep(t, first.challengeToken, code)).statusCode).toBe(200);

    const second = await challengeFor(approver.email);
    const replay = await codeStep(t, second.challengeToken, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This code has been used already. Please wait for the next code in your authenticator app.',
    );
    const previous = totpCode(approver.totpSecret, new Date(t.clock.now().getTime() - 30_000));
    expect((await codeStep(t, second.challengeToken, previous)).statusCode).toBe(401);
    const [record] = (await auditOf('officer.loginFailed')).slice(-1);
    expect(record?.after).toEqual({ email: approver.email, stage: 'code', reason: 'code already used' });

    nextTimeStep(t);
    expect((await codeStep(t, second.challengeToken, codeNow(t, approver.totpSecret))).statusCode).toBe(200);
  });

  it('opens one session only, even when the code is sent twice at once', async () => {
    nextTimeStep(t);
    const openSessions = async () => {
      const [row] = await t.db.query<{ count: number }>(
        `select count(*)::int as count from sessions s join officers o on o.id = s.officer_id
         where o.email = $1 and s.audience = 'backoffice' and s.revoked_at is null and s.expires_at > $2`,
        [approver.email, t.clock.now()],
      );
      return row?.count;
    };
    const before = await openSessions();
    const challenge = await challengeFor(approver.email);
    const code = codeNow(t, approver.totpSecret);
    const answers = await Promise.all([
      codeStep(t, challenge.challengeToken, code),
      codeStep(t, challenge.challengeToken, code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(await openSessions()).toBe((before ?? 0) + 1);
    // The one session opened is the one answered: its refresh token works.
    const opened = answers.find((answer) => answer.statusCode === 200)?.json<OfficerSession>();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: OFFICER_AUTH_PATHS.refresh,
      payload: { refreshToken: opened?.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await openSessions()).toBe((before ?? 0) + 1);
  });

  it('gives a challenge 5 wrong codes, then asks for the password again', async () => {
    const { temporaryPassword } = await newOfficer('five.codes@sinarkredit.com.my');
    const enrolment = await challengeFor('five.codes@sinarkredit.com.my', temporaryPassword, '10.4.0.1');
    const secret = enrolment.enrolment?.secret ?? '';
    const wrongCode = totpCode(secret, new Date(t.clock.now().getTime() + 300_000));
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await codeStep(t, enrolment.challengeToken, wrongCode, '10.4.0.1')).statusCode).toBe(401);
    const fifth = await codeStep(t, enrolment.challengeToken, wrongCode, '10.4.0.1');
    expect(fifth.json().message).toBe(
      'Too many wrong codes. Please log in again with your email and password.',
    );
    const spent = await codeStep(t, enrolment.challengeToken, codeNow(t, secret), '10.4.0.1');
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(
      'Your login has expired. Please log in again with your email and password.',
    );
    // Wrong codes count towards the officer's lock-out like wrong passwords.
    const locked = await passwordStep(t, 'five.codes@sinarkredit.com.my', temporaryPassword, '10.4.0.2');
    expect(locked.statusCode).toBe(429);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
  });

  it('lets a challenge expire after 5 minutes', async () => {
    nextTimeStep(t);
    const challenge = await challengeFor(verifier.email);
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 60_000 + 1_000));
    const late = await codeStep(t, challenge.challengeToken, codeNow(t, verifier.totpSecret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(
      'Your login has expired. Please log in again with your email and password.',
    );
    const unknown = await codeStep(t, 'not-a-challenge', codeNow(t, verifier.totpSecret));
    expect(unknown.json()).toEqual(late.json());
  });

  it('lets only the latest challenge of an officer answer', async () => {
    nextTimeStep(t);
    const older = await challengeFor(verifier.email);
    const newer = await challengeFor(verifier.email);
    expect((await codeStep(t, older.challengeToken, codeNow(t, verifier.totpSecret))).statusCode).toBe(401);
    expect((await codeStep(t, newer.challengeToken, codeNow(t, verifier.totpSecret))).statusCode).toBe(200);
  });
});

describe('enrolment at the first login', () => {
  it('offers a new secret with the challenge, and makes it the officer’s with the first right code', async () => {
    const { officer, temporaryPassword } = await newOfficer('new.officer@sinarkredit.com.my');
    nextTimeStep(t);
    const first = await challengeFor('new.officer@sinarkredit.com.my', temporaryPassword);
    const secret = first.enrolment?.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.enrolment?.otpauthUri).toBe(
      `otpauth://totp/Sinar%20Kredit%20Back%20Office:new.officer%40sinarkredit.com.my?issuer=Sinar%20Kredit%20Back%20Office&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const stored = JSON.stringify(await t.db.query('select * from officer_login_challenges'));
    expect(stored).not.toContain(secret);

    const session = (await codeStep(t, first.challengeToken, codeNow(t, secret))).json<OfficerSession>();
    expect(session.officer).toMatchObject({ id: officer.id, totpEnrolled: true });
    const [enrolled] = (await auditOf('officer.login')).slice(-1);
    expect(enrolled?.after).toEqual({ email: 'new.officer@sinarkredit.com.my', secondFactor: 'enrolled' });

    // From now on the secret is the officer's: no new one is offered, and only its codes open a session.
    nextTimeStep(t);
    const second = await challengeFor('new.officer@sinarkredit.com.my', temporaryPassword);
    expect(second.enrolment).toBeNull();
    expect((await codeStep(t, second.challengeToken, codeNow(t, verifier.totpSecret))).statusCode).toBe(401);
    expect((await codeStep(t, second.challengeToken, codeNow(t, secret))).statusCode).toBe(200);
  });

  it('offers a fresh secret at each login until one is enrolled', async () => {
    const { temporaryPassword } = await newOfficer('undecided.officer@sinarkredit.com.my');
    const first = await challengeFor('undecided.officer@sinarkredit.com.my', temporaryPassword);
    const second = await challengeFor('undecided.officer@sinarkredit.com.my', temporaryPassword);
    expect(second.enrolment?.secret).not.toBe(first.enrolment?.secret);
    const stale = await codeStep(t, second.challengeToken, codeNow(t, first.enrolment?.secret ?? ''));
    expect(stale.statusCode).toBe(401);
  });
});
