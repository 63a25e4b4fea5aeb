import { ADMIN_AUTH_PATHS, BACKOFFICE_PATHS, CUSTOMER_AUDIT_ACTIONS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  createReviewTestApp,
  pendingApplication,
  type ReviewApplicant,
  type TestOfficer,
} from '../review/testing.ts';

let t: TestApp;
let admin: TestOfficer;
let applicant: ReviewApplicant;
let application: { id: string; applicationNo: string };

beforeAll(async () => {
  t = await createReviewTestApp('single');
  admin = await createOfficer(t, ['admin'], 'Zainal Admin');
  applicant = await createApplicant(t);
  application = await pendingApplication(t, applicant);
});
afterAll(() => t.close());

const CORRECTION = {
  residentialAddress1: '12 Jalan Ampang',
  residentialAddress2: '',
  residentialAddress3: '',
  postcode: '50450',
  remark: 'Name and address as on the MyKad the customer brought in',
};

interface AuditRow {
  actorId: string;
  actorName: string;
  actorRole: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  remark: string | null;
  requestId: string | null;
}

function auditOf(action: string, userId: string): Promise<AuditRow[]> {
  return t.db.query<AuditRow>(
    `select actor_id as "actorId", actor_name as "actorName", actor_role as "actorRole",
       subject_type as "subjectType", subject_id as "subjectId", before, after, remark, request_id as "requestId"
     from audit_events where action = $1 and subject_id = $2 order by id`,
    [action, userId],
  );
}

describe("the admin's page of a customer", () => {
  it('is for admins only: a customer token gets 401, any other officer 403', async () => {
    const url = BACKOFFICE_PATHS.user(applicant.userId);
    for (const method of ['GET', 'PATCH'] as const) {
      const payload = method === 'PATCH' ? CORRECTION : undefined;
      const asCustomer = await t.app.inject({ method, url, headers: applicant.headers, payload });
      expect(asCustomer.statusCode).toBe(401);
      for (const roles of [['verifier'], ['verifier2'], ['approver1'], ['approver2']]) {
        const refused = await asOfficer(t, await createOfficer(t, roles), method, url, payload);
        expect(refused.statusCode).toBe(403);
      }
    }
    expect(await auditOf(CUSTOMER_AUDIT_ACTIONS.view, applicant.userId)).toEqual([]);
    expect(await auditOf(CUSTOMER_AUDIT_ACTIONS.update, applicant.userId)).toEqual([]);
  });

  it('shows the profile and every application, and records who read it', async () => {
    const response = await asOfficer(t, admin, 'GET', BACKOFFICE_PATHS.user(applicant.userId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const detail = response.json();
    expect(detail.profile).toMatchObject({
      id: applicant.userId,
      organizationType: 'INDIVIDUAL',
      email: applicant.email,
      nric: applicant.nric,
      locked: false,
    });
    expect(detail.applications).toEqual([
      {
        id: application.id,
        applicationNo: application.applicationNo,
        applicationType: 'conventional',
        applicationStatus: 'PENDING',
        amountSen: 500_000,
        tenureMonths: 12,
        createdAt: expect.any(String),
        submittedAt: expect.any(String),
      },
    ]);

    const [viewed] = await auditOf(CUSTOMER_AUDIT_ACTIONS.view, applicant.userId);
    expect(viewed).toMatchObject({
      actorId: admin.id,
      actorName: 'Zainal Admin',
      actorRole: 'admin',
      subjectType: 'user',
      subjectId: applicant.userId,
      before: null,
      after: null,
    });
    expect(viewed?.requestId).toBeTruthy();
  });

  it('shows the lock the admin-auth call set', async () => {
    const other = await createApplicant(t);
    const locked = await asOfficer(t, admin, 'PATCH', ADMIN_AUTH_PATHS.updateAuthOnly(other.userId), {
      locked: true,
    });
    expect(locked.statusCode).toBe(200);
    const detail = (await asOfficer(t, admin, 'GET', BACKOFFICE_PATHS.user(other.userId))).json();
    expect(detail.profile.locked).toBe(true);
    expect(detail.applications).toEqual([]);
  });

  it('answers 404 for an account that does not exist or was deleted', async () => {
    const missing = await asOfficer(
      t,
      admin,
      'GET',
      BACKOFFICE_PATHS.user('5d0c7a52-6f0e-4f7e-9a53-2f1d7b0c9e11'),
    );
    expect(missing.statusCode).toBe(404);
    const deleted = await createApplicant(t);
    await t.db.query('update users set deleted_at = now() where id = $1', [deleted.userId]);
    expect((await asOfficer(t, admin, 'GET', BACKOFFICE_PATHS.user(deleted.userId))).statusCode).toBe(404);
    const patched = await asOfficer(t, admin, 'PATCH', BACKOFFICE_PATHS.user(deleted.userId), CORRECTION);
    expect(patched.statusCode).toBe(404);
  });

  it('refuses a correction without a remark or with a postcode Pos Malaysia does not use', async () => {
    const url = BACKOFFICE_PATHS.user(applicant.userId);
    const noRemark = await asOfficer(t, admin, 'PATCH', url, { ...CORRECTION, remark: ' ' });
    expect(noRemark.statusCode).toBe(400);
    const badPostcode = await asOfficer(t, admin, 'PATCH', url, { ...CORRECTION, postcode: '00000' });
    expect(badPostcode.statusCode).toBe(400);
    expect(await auditOf(CUSTOMER_AUDIT_ACTIONS.update, applicant.userId)).toEqual([]);
  });

  it('corrects the address, with city and state from the postcode, audited before and after', async () => {
    const [before] = await t.db.query<{ fullName: string; residentialAddress1: string }>(
      `select full_name as "fullName", residential_address1 as "residentialAddress1" from users where id = $1`,
      [applicant.userId],
    );
    const response = await asOfficer(t, admin, 'PATCH', BACKOFFICE_PATHS.user(applicant.userId), CORRECTION);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Updated');
    expect(body.customer.profile).toMatchObject({
      fullName: before?.fullName,
      residentialAddress1: '12 Jalan Ampang',
      residentialAddress2: null,
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
      identityLocked: true,
    });
    expect(body.customer.applications).toHaveLength(1);

    const [updated] = await auditOf(CUSTOMER_AUDIT_ACTIONS.update, applicant.userId);
    expect(updated).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      subjectType: 'user',
      remark: CORRECTION.remark,
    });
    expect(updated?.before).toMatchObject({
      fullName: before?.fullName,
      residentialAddress1: before?.residentialAddress1,
    });
    expect(updated?.after).toMatchObject({
      fullName: before?.fullName,
      residentialAddress1: '12 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
    });
    const history = await t.db.query<{ event: string; actorKind: string; actorId: string }>(
      `select event, actor_kind as "actorKind", actor_id as "actorId" from user_audit_events
       where user_id = $1 and event = 'details-updated'`,
      [applicant.userId],
    );
    expect(history).toEqual([{ event: 'details-updated', actorKind: 'officer', actorId: admin.id }]);
  });

  it('leaves the name as on the card to the identity correction', async () => {
    const url = BACKOFFICE_PATHS.user(applicant.userId);
    const [before] = await t.db.query<{ fullName: string }>(
      'select full_name as "fullName" from users where id = $1',
      [applicant.userId],
    );
    const response = await asOfficer(t, admin, 'PATCH', url, { ...CORRECTION, fullName: 'Someone Else' });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.profile.fullName).toBe(before?.fullName);
  });

  it('keeps the audit rows as written', async () => {
    await expect(
      t.db.query(`update audit_events set remark = 'changed' where action = $1`, [
        CUSTOMER_AUDIT_ACTIONS.update,
      ]),
    ).rejects.toThrow();
  });
});
