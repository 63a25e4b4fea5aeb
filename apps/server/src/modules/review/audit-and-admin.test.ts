import { ADMIN_SEARCH_AUDIT_ACTIONS, applicationAuditAction as act, BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { lastEmailTo } from '../applications/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  createReviewTestApp,
  decide,
  pendingApplication,
  type ReviewApplicant,
  statusOf,
  type TestOfficer,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let admin: TestOfficer;
let applicant: ReviewApplicant;
let application: { id: string; applicationNo: string };

beforeAll(async () => {
  t = await createReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  admin = await createOfficer(t, ['admin'], 'Zainal Admin');
  applicant = await createApplicant(t);
  application = await pendingApplication(t, applicant);
});
afterAll(() => t.close());

interface AuditRow {
  actorId: string;
  actorName: string;
  actorRole: string;
  action: string;
  before: unknown;
  after: unknown;
  remark: string | null;
  requestId: string | null;
}

async function auditOf(id: string): Promise<AuditRow[]> {
  return t.db.query<AuditRow>(
    `select actor_id as "actorId", actor_name as "actorName", actor_role as "actorRole", action, before, after,
       remark, request_id as "requestId"
     from audit_events where application_id = $1 order by id`,
    [id],
  );
}

describe('the audit trail', () => {
  it('records every officer action with who, the role, before and after', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t));
    await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id));
    const noted = await asOfficer(t, verifier, 'POST', BACKOFFICE_PATHS.notes(id), {
      text: 'Payslips from the employer portal',
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().message).toBe('Note added.');
    await decide(t, verifier, id, {
      decision: 'referBack',
      remark: 'Please add March',
      steps: ['documentUpload'],
    });

    const rows = await auditOf(id);
    expect(rows.map((row) => [row.action, row.actorId, row.actorName])).toEqual([
      [act('view'), verifier.id, 'Aina Verifier'],
      [act('note'), verifier.id, 'Aina Verifier'],
      [act('referBack'), verifier.id, 'Aina Verifier'],
    ]);
    expect(rows[1]?.after).toEqual({ note: 'Payslips from the employer portal' });
    expect(rows[2]).toMatchObject({
      actorRole: 'verifier',
      remark: 'Please add March',
      before: {
        status: 'PENDING',
        markers: [
          'APPLICATIONFORMCOMPLETED',
          'EMAILVERIFICATIONCOMPLETED',
          'DOCUMENTUPLOADCOMPLETED',
          'EKYCCOMPLETED',
        ],
      },
      after: {
        status: 'REFERBACK',
        markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'EKYCCOMPLETED'],
        referBack: { steps: ['documentUpload'], remark: 'Please add March', at: '2026-11-23T02:00:00.000Z' },
      },
    });
    expect(rows.every((row) => typeof row.requestId === 'string' && row.requestId.length > 0)).toBe(true);

    const view = await asOfficer(t, admin, 'GET', BACKOFFICE_PATHS.application(id));
    expect(view.json().notes).toEqual([
      {
        id: expect.any(String),
        at: '2026-11-23T02:00:00.000Z',
        officerName: 'Aina Verifier',
        text: 'Payslips from the employer portal',
      },
    ]);
    const actions = view.json().history.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual([
      act('draft'),
      act('step'),
      act('step'),
      act('step'),
      act('submit'),
      act('step'),
      act('view'),
      act('note'),
      act('referBack'),
      act('view'),
    ]);
    expect(view.json().history[4]).toMatchObject({
      actorKind: 'applicant',
      actorName: expect.stringMatching(/^Applicant /),
      before: { status: 'DRAFT' },
      after: { status: 'PENDING' },
    });
  });

  it('refuses to change or delete a recorded action, event or note', async () => {
    await asOfficer(t, verifier, 'POST', BACKOFFICE_PATHS.notes(application.id), {
      text: 'Called the applicant',
    });
    for (const table of ['audit_events', 'application_events', 'application_notes']) {
      const count = async () => (await t.db.query<{ n: number }>(`select count(*) as n from ${table}`))[0]?.n;
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await expect(t.db.query(`update ${table} set at = now()`)).rejects.toThrow(`${table} is append-only`);
      await expect(t.db.query(`delete from ${table}`)).rejects.toThrow(`${table} is append-only`);
      expect(await count()).toBe(before);
    }
  });

  it('lets an admin search the whole trail by application number, officer or action, newest first', async () => {
    const { id, applicationNo } = await pendingApplication(t, await createApplicant(t));
    await decide(t, verifier, id, { decision: 'followUp', remark: 'Calling the employer tomorrow' });
    t.clock.set('2026-11-24T03:00:00Z');
    try {
      await decide(t, verifier, id, { decision: 'verify', remark: 'Employer confirmed' });
    } finally {
      t.clock.set('2026-11-23T02:00:00Z');
    }

    const search = async (query: string) => {
      const response = await asOfficer(t, admin, 'GET', `${BACKOFFICE_PATHS.audit}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const byNumber = await search(`q=${applicationNo}`);
    expect(byNumber.items.map((entry: { action: string }) => entry.action)).toEqual([
      act('verify'),
      act('followUp'),
      act('submit'),
      act('draft'),
    ]);
    expect(byNumber.items[0]).toMatchObject({
      actorKind: 'officer',
      actorName: 'Aina Verifier',
      actorRole: 'verifier',
      applicationId: id,
      applicationNo,
      before: { status: 'FOLLOWED_UP' },
      after: { status: 'SUBMITTED_FOR_APPROVAL' },
      remark: 'Employer confirmed',
    });

    const byOfficerEmail = await search(`q=${encodeURIComponent(verifier.email)}`);
    expect(
      byOfficerEmail.items.every((entry: { actorName: string }) => entry.actorName === 'Aina Verifier'),
    ).toBe(true);
    const byAction = await search(`q=${act('verify')}`);
    expect(byAction.items.map((entry: { applicationNo: string }) => entry.applicationNo)).toEqual([
      applicationNo,
    ]);

    const onTheTwentyFourth = await search('from=2026-11-24&to=2026-11-24');
    expect(onTheTwentyFourth.items.map((entry: { action: string }) => entry.action)).toEqual([act('verify')]);
    const paged = await search(`q=${applicationNo}&page=2&pageSize=3`);
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items.map((entry: { action: string }) => entry.action)).toEqual([act('draft')]);

    const [searched] = await t.db.query<{ after: unknown }>(
      'select after from audit_events where action = $1 and actor_id = $2 order by id limit 1',
      [ADMIN_SEARCH_AUDIT_ACTIONS.auditSearch, admin.id],
    );
    expect(searched?.after).toEqual({ q: applicationNo, from: null, to: null });
  });
});

describe('the admin', () => {
  it('cancels an application with a remark and tells the applicant', async () => {
    const who = await createApplicant(t);
    const { id, applicationNo } = await pendingApplication(t, who);
    const noRemark = await asOfficer(t, admin, 'PATCH', BACKOFFICE_PATHS.cancel(id), {});
    expect(noRemark.statusCode).toBe(400);
    const seen = await asOfficer(t, admin, 'GET', BACKOFFICE_PATHS.application(id));
    expect(seen.json()).toMatchObject({ canCancel: true, allowedDecisions: [] });

    const cancelled = await asOfficer(t, admin, 'PATCH', BACKOFFICE_PATHS.cancel(id), {
      remark: 'Customer asked by phone to withdraw',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Decision recorded. The application is now: Cancelled.',
      application: { application: { applicationStatus: 'CANCELED' }, canCancel: false },
    });
    expect(await lastEmailTo(t, who.email ?? '')).toContain(
      `Your Sinar Kredit application ${applicationNo} has been cancelled by Sinar Kredit.`,
    );
    const [audit] = await t.db.query<{ action: string; actorRole: string; after: unknown }>(
      `select action, actor_role as "actorRole", after from audit_events
       where application_id = $1 and action = $2`,
      [id, act('adminCancel')],
    );
    expect(audit).toEqual({
      action: act('adminCancel'),
      actorRole: 'admin',
      after: { status: 'CANCELED' },
    });

    const twice = await asOfficer(t, admin, 'PATCH', BACKOFFICE_PATHS.cancel(id), { remark: 'Once more' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(en.errors.transitionNotAllowed);
    expect(await statusOf(t, id)).toBe('CANCELED');
  });

  it('looks customers up by name, phone, email, NRIC or application number, the NRIC masked', async () => {
    const lookup = async (q: string) => {
      const response = await asOfficer(
        t,
        admin,
        'GET',
        `${BACKOFFICE_PATHS.users}?q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const [user] = await t.db.query<{ fullName: string; phoneNo: string }>(
      'select full_name as "fullName", phone_no as "phoneNo" from users where id = $1',
      [applicant.userId],
    );
    const expected = {
      id: applicant.userId,
      fullName: user?.fullName,
      organizationType: 'INDIVIDUAL',
      phoneNo: user?.phoneNo,
      email: applicant.email,
      nricMasked: `********${applicant.nric.slice(-4)}`,
      latestApplicationId: application.id,
      latestApplicationNo: application.applicationNo,
      latestApplicationStatus: 'PENDING',
    };
    expect(await lookup(user?.fullName ?? '')).toEqual([expected]);
    expect(await lookup(application.applicationNo.toLowerCase())).toEqual([expected]);
    expect(await lookup(applicant.email ?? '')).toEqual([expected]);
    expect(
      await lookup(`${applicant.nric.slice(0, 6)}-${applicant.nric.slice(6, 8)}-${applicant.nric.slice(8)}`),
    ).toEqual([expected]);
    expect(await lookup(user?.phoneNo ?? '')).toEqual([expected]);
    expect(await lookup('nobody by this name')).toEqual([]);
    expect((await asOfficer(t, admin, 'GET', `${BACKOFFICE_PATHS.users}?q=a`)).statusCode).toBe(400);

    const [recorded] = await t.db.query<{ after: { userIds: string[] } }>(
      'select after from audit_events where action = $1 order by id limit 1',
      [ADMIN_SEARCH_AUDIT_ACTIONS.customerLookup],
    );
    expect(recorded?.after.userIds).toEqual([applicant.userId]);
  });
});
