import { applicationAuditAction, BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
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
let applicant: ReviewApplicant;
let verifier: TestOfficer;
let approver: TestOfficer;
let admin: TestOfficer;

beforeAll(async () => {
  t = await createReviewTestApp();
  applicant = await createApplicant(t);
  verifier = await createOfficer(t, ['verifier']);
  approver = await createOfficer(t, ['approver1']);
  admin = await createOfficer(t, ['admin']);
});
afterAll(() => t.close());

const remark = 'Checked against the payslips';

async function auditCount(applicationId: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    'select count(*) as n from audit_events where application_id = $1 and action <> $2',
    [applicationId, applicationAuditAction('view')],
  );
  return row?.n ?? 0;
}

describe('who may call the back office', () => {
  it('answers 401 to a customer token, and to no token, on every back-office call', async () => {
    const id = crypto.randomUUID();
    const calls = [
      ['GET', BACKOFFICE_PATHS.queues, undefined],
      ['GET', BACKOFFICE_PATHS.applications, undefined],
      ['GET', BACKOFFICE_PATHS.application(id), undefined],
      ['POST', BACKOFFICE_PATHS.decisions(id), { decision: 'verify', remark }],
      ['POST', BACKOFFICE_PATHS.notes(id), { text: 'A note' }],
      ['PATCH', BACKOFFICE_PATHS.cancel(id), { remark }],
      ['GET', BACKOFFICE_PATHS.audit, undefined],
      ['GET', `${BACKOFFICE_PATHS.users}?q=Applicant`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const headers of [applicant.headers, {}]) {
        const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
        expect(response.json().message).toBe(en.errors.unauthorized);
      }
    }
  });

  it('keeps the admin calls to admins: a reviewing officer gets 403', async () => {
    const { id } = await pendingApplication(t, applicant);
    for (const officer of [verifier, approver]) {
      const cancel = await asOfficer(t, officer, 'PATCH', BACKOFFICE_PATHS.cancel(id), { remark });
      const audit = await asOfficer(t, officer, 'GET', BACKOFFICE_PATHS.audit);
      const users = await asOfficer(t, officer, 'GET', `${BACKOFFICE_PATHS.users}?q=Applicant`);
      expect([cancel.statusCode, audit.statusCode, users.statusCode]).toEqual([403, 403, 403]);
      expect(cancel.json().message).toBe(en.errors.officerOnly);
    }
    expect(await statusOf(t, id)).toBe('PENDING');
    expect((await asOfficer(t, admin, 'GET', BACKOFFICE_PATHS.audit)).statusCode).toBe(200);
    expect((await asOfficer(t, admin, 'GET', `${BACKOFFICE_PATHS.users}?q=Applicant`)).statusCode).toBe(200);
  });

  it('lets every officer read the queues and applications, but only reviewing roles decide', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t));
    for (const officer of [verifier, approver, admin]) {
      expect((await asOfficer(t, officer, 'GET', BACKOFFICE_PATHS.queues)).statusCode).toBe(200);
      expect((await asOfficer(t, officer, 'GET', BACKOFFICE_PATHS.applications)).statusCode).toBe(200);
      expect((await asOfficer(t, officer, 'GET', BACKOFFICE_PATHS.application(id))).statusCode).toBe(200);
    }
    const byAdmin = await decide(t, admin, id, { decision: 'verify', remark });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(en.errors.officerOnly);
    expect(await statusOf(t, id)).toBe('PENDING');
  });
});

describe('decisions under the transition table', () => {
  it('refuses a move the table does not have (409) and a role it does not name (403), writing nothing', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t));

    const approvePending = await decide(t, approver, id, {
      decision: 'approve',
      remark,
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(approvePending.statusCode).toBe(409);
    expect(approvePending.json().message).toBe(en.errors.transitionNotAllowed);

    const approverVerifies = await decide(t, approver, id, { decision: 'verify', remark });
    expect(approverVerifies.statusCode).toBe(403);
    expect(approverVerifies.json().message).toBe(en.status.refusals.roleNotAllowed);
    expect(await statusOf(t, id)).toBe('PENDING');
    expect(await auditCount(id)).toBe(0);

    const verified = await decide(t, verifier, id, { decision: 'verify', remark });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(
      'Decision recorded. The application is now: Submitted for approval.',
    );

    const verifierApproves = await decide(t, verifier, id, {
      decision: 'approve',
      remark,
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(verifierApproves.statusCode).toBe(403);
    expect(verifierApproves.json().message).toBe(en.status.refusals.roleNotAllowed);
    const verifiedTwice = await decide(t, verifier, id, { decision: 'verify', remark });
    expect(verifiedTwice.statusCode).toBe(409);
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL');
    expect(await auditCount(id)).toBe(1);
  });

  it('needs a remark, a known decision and an existing application', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t));
    const noRemark = await asOfficer(t, verifier, 'POST', BACKOFFICE_PATHS.decisions(id), {
      decision: 'verify',
    });
    expect(noRemark.statusCode).toBe(400);
    const shortRemark = await decide(t, verifier, id, { decision: 'verify', remark: ' ok ' });
    expect(shortRemark.statusCode).toBe(400);
    const unknown = await asOfficer(t, verifier, 'POST', BACKOFFICE_PATHS.decisions(id), {
      decision: 'escalate',
      remark,
    });
    expect(unknown.statusCode).toBe(400);
    const noSteps = await asOfficer(t, verifier, 'POST', BACKOFFICE_PATHS.decisions(id), {
      decision: 'referBack',
      remark,
      steps: [],
    });
    expect(noSteps.statusCode).toBe(400);
    const missing = await decide(t, verifier, crypto.randomUUID(), { decision: 'verify', remark });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en.errors.applicationNotFound);
    expect(
      (await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(crypto.randomUUID()))).statusCode,
    ).toBe(404);
    expect(await statusOf(t, id)).toBe('PENDING');
  });
});
