import {
  BACKOFFICE_PATHS,
  OFFICER_AUTH_PATHS,
  type Officer,
  type OfficerLoginChallenge,
  type OfficerSession,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { DEMO_OFFICERS } from './demo-officers.ts';
import {
  changeOwnPassword,
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

interface Created {
  officer: Officer;
  temporaryPassword: string;
}

async function create(email: string, roles: string[] = ['verifier'], fullName = 'Kavitha a/p Ramasamy') {
  return t.app.inject({
    method: 'POST',
    url: BACKOFFICE_PATHS.officers,
    headers: bearer(admin),
    payload: { email, fullName, roles },
  });
}

function update(id: string, payload: Record<string, unknown>, tokens: OfficerSession = admin) {
  return t.app.inject({
    method: 'PATCH',
    url: BACKOFFICE_PATHS.officer(id),
    headers: bearer(tokens),
    payload,
  });
}

function reset(id: string) {
  return t.app.inject({ method: 'POST', url: BACKOFFICE_PATHS.officerReset(id), headers: bearer(admin) });
}

function auditFor(subjectId: string) {
  return t.db.query<{
    action: string;
    actorId: string;
    actorName: string;
    actorRole: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }>(
    `select action, actor_id as "actorId", actor_name as "actorName", actor_role as "actorRole", before, after
     from audit_events where subject_type = 'officer' and subject_id = $1 and action not like 'officer.login%'
     order by id`,
    [subjectId],
  );
}

describe('who may manage officers', () => {
  it('refuses a customer token and officers without the admin role on every call', async () => {
    const customer = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const verifier = await officerLoggedIn(t, 'verifier');
    const someone = verifier.officer.id;
    const calls = [
      { method: 'GET', url: BACKOFFICE_PATHS.officers },
      {
        method: 'POST',
        url: BACKOFFICE_PATHS.officers,
        payload: { email: 'x@sinarkredit.com.my', fullName: 'X Y', roles: ['admin'] },
      },
      { method: 'PATCH', url: BACKOFFICE_PATHS.officer(someone), payload: { roles: ['admin'] } },
      { method: 'POST', url: BACKOFFICE_PATHS.officerReset(someone) },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: bearer(customer) })).statusCode).toBe(401);
      const refused = await t.app.inject({ ...call, headers: bearer(verifier) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only an officer with the right role can do this.');
    }
    const unchanged = await t.db.query<{ roles: string[] }>('select roles from officers where id = $1', [
      someone,
    ]);
    expect(unchanged).toEqual([{ roles: ['verifier'] }]);
  });
});

describe('officer management', () => {
  it('lists every officer, with no password hash or secret', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: BACKOFFICE_PATHS.officers,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const officers = response.json<Officer[]>();
    expect(officers.map((officer) => officer.email)).toEqual(
      expect.arrayContaining(DEMO_OFFICERS.map((officer) => officer.email)),
    );
    expect(officers.every((officer) => officer.totpEnrolled && officer.active)).toBe(true);
    expect(officers.some((officer) => officer.mustChangePassword)).toBe(false);
    expect(response.body).not.toMatch(/argon2|passwordHash|totpSecret|v1\./);
    for (const demo of DEMO_OFFICERS) expect(response.body).not.toContain(demo.totpSecret);
  });

  it('adds an officer with a temporary password, shown once; they enrol at their first login', async () => {
    const response = await create('Kavitha.R@SinarKredit.com.my', ['verifier', 'approver1', 'verifier']);
    expect(response.statusCode).toBe(201);
    const { officer, temporaryPassword } = response.json<Created>();
    expect(officer).toMatchObject({
      email: 'kavitha.r@sinarkredit.com.my',
      fullName: 'Kavitha a/p Ramasamy',
      roles: ['verifier', 'approver1'],
      active: true,
      totpEnrolled: false,
      mustChangePassword: true,
    });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{10}$/);

    const { session } = await firstLogin(t, 'kavitha.r@sinarkredit.com.my', temporaryPassword);
    expect(session.officer).toMatchObject({ id: officer.id, totpEnrolled: true });

    const [created] = await auditFor(officer.id);
    expect(created).toEqual({
      action: 'officer.create',
      actorId: admin.officer.id,
      actorName: 'Ahmad Faizal bin Hassan',
      actorRole: 'admin',
      before: null,
      after: {
        email: 'kavitha.r@sinarkredit.com.my',
        fullName: 'Kavitha a/p Ramasamy',
        roles: ['verifier', 'approver1'],
        active: true,
        totpEnrolled: false,
        mustChangePassword: true,
      },
    });
  });

  it('refuses a second officer with the same email, in any case', async () => {
    expect((await create('duplicate@sinarkredit.com.my')).statusCode).toBe(201);
    const again = await create('DUPLICATE@sinarkredit.com.my');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An officer with this email address exists already.');
  });

  it('changes roles with effect on the next call, audited before and after', async () => {
    const { officer, temporaryPassword } = (await create('zainal@sinarkredit.com.my')).json<Created>();
    const { session } = await firstLogin(t, 'zainal@sinarkredit.com.my', temporaryPassword);
    const changed = await changeOwnPassword(t, session, {
      currentPassword: temporaryPassword,
      newPassword: 'Nasi-Lemak-26!',
      confirmPassword: 'Nasi-Lemak-26!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = () =>
      t.app.inject({ method: 'GET', url: BACKOFFICE_PATHS.officers, headers: bearer(session) });
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an officer with the right role can do this.');

    const promoted = await update(officer.id, { roles: ['admin', 'verifier'] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<Officer>().roles).toEqual(['verifier', 'admin']);
    expect((await list()).statusCode).toBe(200);

    const change = (await auditFor(officer.id)).find((event) => event.action === 'officer.update');
    expect(change).toMatchObject({
      action: 'officer.update',
      before: { roles: ['verifier'], active: true, totpEnrolled: true, mustChangePassword: false },
      after: { roles: ['verifier', 'admin'], active: true, totpEnrolled: true },
    });
  });

  it('ends the sessions of a deactivated officer, who then cannot log in', async () => {
    const { officer, temporaryPassword } = (await create('hidayah@sinarkredit.com.my')).json<Created>();
    const { session } = await firstLogin(t, 'hidayah@sinarkredit.com.my', temporaryPassword);
    const pending = (
      await passwordStep(t, 'hidayah@sinarkredit.com.my', temporaryPassword)
    ).json<OfficerLoginChallenge>();

    const deactivated = await update(officer.id, { active: false });
    expect(deactivated.json<Officer>().active).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: OFFICER_AUTH_PATHS.me, headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: OFFICER_AUTH_PATHS.refresh,
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // A login that was waiting for its code when the officer was deactivated opens nothing either.
    nextTimeStep(t);
    expect((await codeStep(t, pending.challengeToken, '123456')).statusCode).toBe(401);
    const login = await passwordStep(t, 'hidayah@sinarkredit.com.my', temporaryPassword);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('The login details or the password are incorrect.');
    const sessions = await t.db.query<{ reason: string }>(
      'select revoked_reason as reason from sessions where officer_id = $1',
      [officer.id],
    );
    expect(sessions).toEqual([{ reason: 'officer deactivated' }]);

    const [, change] = await auditFor(officer.id);
    expect(change).toMatchObject({
      action: 'officer.update',
      before: { active: true },
      after: { active: false },
    });
  });

  it('keeps an administrator from removing their own admin role or deactivating themselves', async () => {
    for (const payload of [{ roles: ['verifier'] }, { active: false }, { roles: ['admin'], active: false }]) {
      const refused = await update(admin.officer.id, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'You cannot remove your own administrator role or deactivate your own account.',
      );
    }
    expect((await update(admin.officer.id, { roles: ['admin', 'approver2'] })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: OFFICER_AUTH_PATHS.me, headers: bearer(admin) });
    expect(me.json<Officer>()).toMatchObject({ roles: ['approver2', 'admin'], active: true });
  });

  it('refuses an empty change and an unknown officer', async () => {
    const [demo] = (
      await t.app.inject({ method: 'GET', url: BACKOFFICE_PATHS.officers, headers: bearer(admin) })
    ).json<Officer[]>();
    expect((await update(demo?.id ?? '', {})).statusCode).toBe(400);
    const unknown = await update('00000000-0000-4000-8000-000000000000', { active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This officer does not exist.');
    expect((await reset('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('resets an officer: a new temporary password, no second factor, sessions ended, enrolment again', async () => {
    const { officer, temporaryPassword } = (await create('wong.kahmun@sinarkredit.com.my')).json<Created>();
    const { session, secret: oldSecret } = await firstLogin(
      t,
      'wong.kahmun@sinarkredit.com.my',
      temporaryPassword,
    );

    const response = await reset(officer.id);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<Created>();
    expect(renewed.officer).toMatchObject({
      id: officer.id,
      totpEnrolled: false,
      active: true,
      mustChangePassword: true,
    });
    expect(renewed.temporaryPassword).not.toBe(temporaryPassword);

    const me = await t.app.inject({ method: 'GET', url: OFFICER_AUTH_PATHS.me, headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    expect((await passwordStep(t, 'wong.kahmun@sinarkredit.com.my', temporaryPassword)).statusCode).toBe(401);

    const { session: again, secret: newSecret } = await firstLogin(
      t,
      'wong.kahmun@sinarkredit.com.my',
      renewed.temporaryPassword,
    );
    expect(newSecret).not.toBe(oldSecret);
    expect(again.officer.totpEnrolled).toBe(true);

    const trail = await auditFor(officer.id);
    expect(trail.map((event) => event.action)).toEqual(['officer.create', 'officer.reset']);
    expect(trail[1]).toMatchObject({ before: { totpEnrolled: true }, after: { totpEnrolled: false } });
    const everything = JSON.stringify(await t.db.query('select * from audit_events'));
    expect(everything).not.toMatch(/argon2|v1\.[\w-]+\./);
    expect(everything).not.toContain(oldSecret);
    expect(everything).not.toContain(newSecret);
    expect(everything).not.toContain(renewed.temporaryPassword);
  });
});
