import {
  BACKOFFICE_PATHS,
  OFFICER_AUTH_PATHS,
  type Officer,
  type OfficerLoginChallenge,
  type OfficerPasswordChanged,
  type OfficerSession,
  type TokenPair,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { DEMO_OFFICERS } from './demo-officers.ts';
import {
  changeOwnPassword,
  codeNow,
  codeStep,
  firstLogin,
  nextTimeStep,
  officerLoggedIn,
  passwordStep,
  seedDemoOfficers,
} from './testing.ts';

let t: TestApp;
let admin: OfficerSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  await seedDemoOfficers(t);
  admin = await officerLoggedIn(t, 'admin');
});
afterAll(() => t.close());

const CHANGE_FIRST = 'Please change your temporary password first.';

/** An officer added by the administrator, logged in for the first time (enrolled) with the temporary password. */
async function newOfficerLoggedIn(email: string, roles: string[] = ['verifier']) {
  const created = await t.app.inject({
    method: 'POST',
    url: BACKOFFICE_PATHS.officers,
    headers: bearer(admin),
    payload: { email, fullName: 'Nor Azlina binti Ismail', roles },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { officer, temporaryPassword } = created.json<{ officer: Officer; temporaryPassword: string }>();
  const { session, secret } = await firstLogin(t, email, temporaryPassword);
  return { officer, temporaryPassword, session, secret };
}

/** A second login of an enrolled officer, on another device. */
async function loginAgain(email: string, password: string, secret: string): Promise<OfficerSession> {
  nextTimeStep(t);
  const challenge = await passwordStep(t, email, password);
  expect(challenge.statusCode, challenge.body).toBe(200);
  const { challengeToken } = challenge.json<OfficerLoginChallenge>();
  const session = await codeStep(t, challengeToken, codeNow(t, secret));
  expect(session.statusCode, session.body).toBe(200);
  return session.json<OfficerSession>();
}

function get(url: string, tokens: TokenPair, language?: 'ms') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens), ...(language ? { 'accept-language': language } : {}) },
  });
}

function refresh(tokens: TokenPair) {
  return t.app.inject({
    method: 'POST',
    url: OFFICER_AUTH_PATHS.refresh,
    payload: { refreshToken: tokens.refreshToken },
  });
}

async function storedPassword(officerId: string) {
  const [row] = await t.db.query<{ temporary: boolean; changedAt: Date | null; hash: string }>(
    `select password_is_temporary as temporary, password_changed_at as "changedAt", password_hash as hash
     from officers where id = $1`,
    [officerId],
  );
  if (!row) throw new Error(`officer ${officerId} not stored`);
  return row;
}

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('a temporary password', () => {
  it('is all a new officer can use until they choose their own; then the back office opens', async () => {
    const { officer, temporaryPassword, session } = await newOfficerLoggedIn('azlina@sinarkredit.com.my', [
      'verifier',
      'admin',
    ]);
    expect(session.officer).toMatchObject({ totpEnrolled: true, mustChangePassword: true });

    for (const url of [BACKOFFICE_PATHS.queues, BACKOFFICE_PATHS.applications, BACKOFFICE_PATHS.officers]) {
      const refused = await get(url, session);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(CHANGE_FIRST);
    }
    const inMalay = await get(BACKOFFICE_PATHS.queues, session, 'ms');
    expect(inMalay.json().message).toBe('Sila tukar kata laluan sementara anda terlebih dahulu.');
    // Their own details and the session calls still answer, so the app can show the password form.
    const me = await get(OFFICER_AUTH_PATHS.me, session);
    expect(me.statusCode).toBe(200);
    expect(me.json<Officer>().mustChangePassword).toBe(true);
    const rotated = await refresh(session);
    expect(rotated.statusCode).toBe(200);
    const tokens = rotated.json<TokenPair>();

    nextTimeStep(t);
    const response = await changeOwnPassword(t, tokens, change(temporaryPassword, 'Teh#Tarik2026'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const changed = response.json<OfficerPasswordChanged>();
    expect(changed.message).toBe('Your password has been changed. Please use it from now on.');
    expect(changed.officer).toMatchObject({ id: officer.id, mustChangePassword: false, totpEnrolled: true });

    expect((await get(BACKOFFICE_PATHS.queues, tokens)).statusCode).toBe(200);
    expect((await get(BACKOFFICE_PATHS.officers, tokens)).statusCode).toBe(200);
    expect((await get(OFFICER_AUTH_PATHS.me, tokens)).json<Officer>().mustChangePassword).toBe(false);

    const stored = await storedPassword(officer.id);
    expect(stored.temporary).toBe(false);
    expect(stored.changedAt).toEqual(t.clock.now());
    expect(stored.hash).toMatch(/^\$argon2id\$/);
    expect(await argon2PasswordHashing.verify(stored.hash, 'Teh#Tarik2026')).toBe(true);
    expect((await passwordStep(t, 'azlina@sinarkredit.com.my', temporaryPassword)).statusCode).toBe(401);
    expect((await passwordStep(t, 'azlina@sinarkredit.com.my', 'Teh#Tarik2026')).statusCode).toBe(200);
  });

  it('comes back with a reset by an administrator, and an officer may change their own password later too', async () => {
    const first = await newOfficerLoggedIn('farid@sinarkredit.com.my');
    const changed = await changeOwnPassword(
      t,
      first.session,
      change(first.temporaryPassword, 'Roti-Canai-1'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await changeOwnPassword(t, first.session, change('Roti-Canai-1', 'Roti-Canai-2'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OfficerPasswordChanged>().officer.mustChangePassword).toBe(false);

    const reset = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_PATHS.officerReset(first.officer.id),
      headers: bearer(admin),
    });
    expect(reset.statusCode).toBe(200);
    const { officer, temporaryPassword } = reset.json<{ officer: Officer; temporaryPassword: string }>();
    expect(officer.mustChangePassword).toBe(true);
    expect((await storedPassword(officer.id)).changedAt).toEqual(t.clock.now());

    const { session } = await firstLogin(t, 'farid@sinarkredit.com.my', temporaryPassword);
    const refused = await get(BACKOFFICE_PATHS.queues, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHANGE_FIRST);
  });

  it('is not what the demo officers have: they work from their first login', async () => {
    const flagged = await t.db.query(
      'select email from officers where email = any($1) and password_is_temporary',
      [DEMO_OFFICERS.map((demo) => demo.email)],
    );
    expect(flagged).toEqual([]);
    const verifier = await officerLoggedIn(t, 'verifier');
    expect(verifier.officer.mustChangePassword).toBe(false);
    expect((await get(BACKOFFICE_PATHS.queues, verifier)).statusCode).toBe(200);
  });
});

describe("changing an officer's password", () => {
  it('refuses a wrong current password with its text, and counts it towards the login lock-out', async () => {
    const { officer, temporaryPassword, session } = await newOfficerLoggedIn('hafiz@sinarkredit.com.my');
    const wrong = await changeOwnPassword(
      t,
      session,
      change('not-my-password', 'Hafiz@Sinar2026'),
      '10.7.0.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Your old password is incorrect.',
      fieldErrors: { currentPassword: 'Your old password is incorrect.' },
    });
    expect((await storedPassword(officer.id)).temporary).toBe(true);

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const again = await changeOwnPassword(
        t,
        session,
        change(`guess-${attempt}`, 'Hafiz@Sinar2026'),
        '10.7.0.1',
      );
      expect(again.statusCode).toBe(400);
    }
    // Five wrong passwords lock the officer out, here and at the login, even with the right one.
    const locked = await changeOwnPassword(
      t,
      session,
      change(temporaryPassword, 'Hafiz@Sinar2026'),
      '10.7.0.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed attempts. Please try again in 15 minutes or reset your password.',
    );
    expect(
      (await passwordStep(t, 'hafiz@sinarkredit.com.my', temporaryPassword, '10.7.0.2')).statusCode,
    ).toBe(429);
    expect((await storedPassword(officer.id)).temporary).toBe(true);
  });

  it("refuses a weak, mistyped or unchanged new password with the form's texts", async () => {
    const { officer, temporaryPassword, session } = await newOfficerLoggedIn('mei.ling@sinarkredit.com.my');
    const refusals = [
      {
        form: change(temporaryPassword, 'short'),
        fieldErrors: { newPassword: 'Password must be at least 8 characters' },
      },
      {
        form: change(temporaryPassword, 'MeiLing#2026', 'MeiLing#2025'),
        fieldErrors: { confirmPassword: 'Passwords does not match!' },
      },
      {
        form: change(temporaryPassword, temporaryPassword),
        fieldErrors: { newPassword: 'The new password must be different from the old one' },
      },
      {
        form: change(temporaryPassword, 'password123'),
        fieldErrors: {
          newPassword: 'This password is too common or too easy to guess. Please choose another.',
        },
      },
      {
        // The officer's name is Nor Azlina binti Ismail, and the email mei.ling@...
        form: change(temporaryPassword, 'Azlina&Kopi9'),
        fieldErrors: {
          newPassword: 'Your password must not contain your name, email address or phone number.',
        },
      },
      {
        form: change(temporaryPassword, 'x-mei.ling-7'),
        fieldErrors: {
          newPassword: 'Your password must not contain your name, email address or phone number.',
        },
      },
      {
        form: change('', '', ''),
        fieldErrors: {
          currentPassword: 'Please Enter Your Old Password',
          newPassword: 'Please Enter Your New Password',
          confirmPassword: 'Please Confirm Your Password',
        },
      },
    ];
    for (const { form, fieldErrors } of refusals) {
      const refused = await changeOwnPassword(t, session, form);
      expect(refused.statusCode, JSON.stringify(form)).toBe(400);
      expect(refused.json().fieldErrors).toEqual(fieldErrors);
    }
    const stored = await storedPassword(officer.id);
    expect(stored.temporary).toBe(true);
    expect(await argon2PasswordHashing.verify(stored.hash, temporaryPassword)).toBe(true);
  });

  it("ends the officer's other sessions and waiting logins, keeps this one, and is audited without a password", async () => {
    const { officer, temporaryPassword, session, secret } =
      await newOfficerLoggedIn('suresh@sinarkredit.com.my');
    const elsewhere = await loginAgain('suresh@sinarkredit.com.my', temporaryPassword, secret);
    nextTimeStep(t);
    const waiting = (
      await passwordStep(t, 'suresh@sinarkredit.com.my', temporaryPassword)
    ).json<OfficerLoginChallenge>();

    const changed = await changeOwnPassword(t, session, change(temporaryPassword, 'Cendol!Pulut88'));
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await get(OFFICER_AUTH_PATHS.me, elsewhere)).statusCode).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await codeStep(t, waiting.challengeToken, codeNow(t, secret))).statusCode).toBe(401);
    expect((await get(OFFICER_AUTH_PATHS.me, session)).statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(200);
    const sessions = await t.db.query<{ id: string; reason: string | null }>(
      'select id, revoked_reason as reason from sessions where officer_id = $1 order by created_at',
      [officer.id],
    );
    expect(sessions.map((row) => row.reason)).toEqual([null, 'password changed']);

    const trail = await t.db.query<{
      actorId: string;
      actorName: string;
      subjectId: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      ip: string;
    }>(
      `select actor_id as "actorId", actor_name as "actorName", subject_id as "subjectId", before, after, ip
       from audit_events where action = 'officer.passwordChange' and subject_id = $1`,
      [officer.id],
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: officer.id,
      actorName: 'Nor Azlina binti Ismail',
      subjectId: officer.id,
      before: { mustChangePassword: true },
      after: { mustChangePassword: false, endedSessions: 1 },
      ip: '127.0.0.1',
    });
    const everything = JSON.stringify(await t.db.query('select * from audit_events'));
    expect(everything).not.toContain('Cendol!Pulut88');
    expect(everything).not.toContain(temporaryPassword);
    expect(everything).not.toMatch(/argon2/);
  });

  it('takes an officer token only', async () => {
    const customer = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const form = change('Demo1234!', 'Another#Pass1');
    expect((await changeOwnPassword(t, customer, form)).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: OFFICER_AUTH_PATHS.password, payload: form });
    expect(anonymous.statusCode).toBe(401);
  });
});
