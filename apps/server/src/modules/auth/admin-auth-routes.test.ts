import { ADMIN_AUTH_PATHS, AUTH_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, login, officerToken, seedDemoAccounts } from './testing.ts';

let t: TestApp;
let hafizId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  const tokens = await loggedIn(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' });
  hafizId = (await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) })).json().id;
});
afterAll(() => t.close());

const hafiz = { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' } as const;

describe("officers' calls on customer accounts", () => {
  it('refuses a customer token and an officer without the role', async () => {
    const customer = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const verifier = await officerToken(t, ['verifier']);
    const calls = [
      { method: 'DELETE', url: AUTH_PATHS.user(hafizId) },
      { method: 'PATCH', url: ADMIN_AUTH_PATHS.updateAuthOnly(hafizId), payload: { locked: true } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: bearer(customer) })).statusCode).toBe(401);
      const refused = await t.app.inject({ ...call, headers: bearer(verifier) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only an officer with the right role can do this.');
    }
    expect((await login(t, hafiz)).statusCode).toBe(200);
  });

  it('locks and unlocks a login, ending its sessions, with an audit record of before and after', async () => {
    const admin = await officerToken(t, ['admin']);
    const session = await loggedIn(t, hafiz);
    const locked = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_AUTH_PATHS.updateAuthOnly(hafizId),
      headers: bearer(admin),
      payload: { locked: true, allowToApplyNewLoanAfterDateTime: '2027-02-23T00:00:00.000Z' },
    });
    expect(locked.json().allowToApplyNewLoanAfterDateTime).toBe('2027-02-23T00:00:00.000Z');
    expect(
      (await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(session) })).statusCode,
    ).toBe(401);
    const refused = await login(t, hafiz);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is locked. Please contact us to unlock it.');

    await t.app.inject({
      method: 'PATCH',
      url: ADMIN_AUTH_PATHS.updateAuthOnly(hafizId),
      headers: bearer(admin),
      payload: { locked: false },
    });
    expect((await login(t, hafiz)).statusCode).toBe(200);
    const audit = await t.db.query<{ event: string; actorKind: string; before: { locked: boolean } }>(
      `select event, actor_kind as "actorKind", before from user_audit_events where user_id = $1 order by id`,
      [hafizId],
    );
    expect(audit.map((row) => [row.event, row.actorKind, row.before.locked])).toEqual([
      ['auth-updated', 'officer', false],
      ['auth-updated', 'officer', true],
    ]);
    // The officers' trail has them too, for the admin's audit search.
    const trail = await t.db.query<{ action: string; actorName: string; actorRole: string; after: object }>(
      `select action, actor_name as "actorName", actor_role as "actorRole", after from audit_events
       where subject_type = 'user' and subject_id = $1 order by id`,
      [hafizId],
    );
    expect(trail.map((row) => [row.action, row.actorName, row.actorRole])).toEqual([
      ['customer.authUpdate', 'Test Officer', 'admin'],
      ['customer.authUpdate', 'Test Officer', 'admin'],
    ]);
    expect(trail[0]?.after).toMatchObject({ locked: true });
  });

  it('links an application and agreement (approvers and admins)', async () => {
    const approver = await officerToken(t, ['approver1']);
    const linked = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_AUTH_PATHS.linkApplication(hafizId, 'A-77', 'AG-77'),
      headers: bearer(approver),
    });
    expect(linked.json()).toMatchObject({ latestApplicationId: 'A-77', latestAgreementId: 'AG-77' });
    const [trail] = await t.db.query<{ action: string; actorRole: string; after: object }>(
      `select action, actor_role as "actorRole", after from audit_events
       where action = 'customer.applicationLink' and subject_id = $1`,
      [hafizId],
    );
    expect(trail).toMatchObject({
      actorRole: 'approver1',
      after: { applicationId: 'A-77', agreementId: 'AG-77' },
    });
  });

  it('deletes an account: its sessions end, it cannot log in, its email may register again', async () => {
    const admin = await officerToken(t, ['admin']);
    const session = await loggedIn(t, hafiz);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: AUTH_PATHS.user(hafizId),
      headers: bearer(admin),
    });
    expect(deleted.json().message).toBe('The account has been deleted.');
    expect(
      (await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(session) })).statusCode,
    ).toBe(401);
    expect((await login(t, hafiz)).statusCode).toBe(401);
    const check = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.checkEmailExisted('hafiz@example.com', '0123000012'),
    });
    expect(check.json()).toEqual({ emailExisted: false, phoneNoExisted: false });
    expect(
      (await t.app.inject({ method: 'DELETE', url: AUTH_PATHS.user(hafizId), headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });
});
