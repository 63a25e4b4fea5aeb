import {
  applicationAuditAction,
  SME_AGREEMENT_PATHS,
  SME_APPLICATION_PATHS,
  SME_BACKOFFICE_PATHS,
  sen,
} from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import type { ApprovedSmeApplication } from './sme-application-approvals.ts';
import { SmeReviewService } from './sme-review-service.ts';
import {
  call,
  createSmeReviewTestApp,
  newDraft,
  partnerSession,
  pendingSmeApplication,
  type SmeTestApplicant,
  smeAuditRows,
  smeStatusOf,
  staffSession,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;
let both: TestOfficer;
let admin: TestOfficer;
let company: SmeTestApplicant;
let companyApplication: { id: string; applicationNo: string };
let staffApplication: { id: string; applicationNo: string };

beforeAll(async () => {
  t = await createSmeReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  approver = await createOfficer(t, ['approver1'], 'Badrul Approver');
  both = await createOfficer(t, ['verifier', 'approver1'], 'Chandra Both');
  admin = await createOfficer(t, ['admin'], 'Dewi Admin');
  company = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  companyApplication = await pendingSmeApplication(t, company, 'COMPANY');
  staffApplication = await pendingSmeApplication(t, await staffSession(t), 'STAFF');
});
afterAll(() => t.close());

const decide = (
  officer: TestOfficer,
  id: string,
  decision: Record<string, unknown>,
  language?: 'en' | 'ms',
) => asOfficer(t, officer, 'POST', SME_BACKOFFICE_PATHS.decisions(id), decision, language);

describe('the SME and staff queues', () => {
  it('count the waiting applications by status and product, in every queue of the workflow', async () => {
    const response = await asOfficer(t, verifier, 'GET', SME_BACKOFFICE_PATHS.queues);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ workflow: 'single', targetBusinessDays: 1 });
    expect(summary.queues).toContainEqual({
      status: 'PENDING',
      product: 'sme',
      count: 1,
      overdueCount: 0,
      oldestSubmittedAt: '2026-11-26T02:00:00.000Z',
    });
    expect(summary.queues).toContainEqual(
      expect.objectContaining({ status: 'PENDING', product: 'staff', count: 1 }),
    );
    expect(summary.queues).toContainEqual(
      expect.objectContaining({ status: 'SUBMITTED_FOR_APPROVAL', product: 'sme', count: 0 }),
    );
    // The two-level workflow's queues are not shown while empty.
    expect(
      summary.queues.some((queue: { status: string }) => queue.status === 'SUBMITTED_FOR_VERIFIER_2'),
    ).toBe(false);
  });

  it('list each product apart, with the partner, company and terms applied for', async () => {
    const response = await asOfficer(
      t,
      verifier,
      'GET',
      `${SME_BACKOFFICE_PATHS.applications}?product=sme&status=PENDING`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: companyApplication.id,
          applicationNo: companyApplication.applicationNo,
          product: 'sme',
          partnerId: 'P200001',
          partnerType: 'COMPANY',
          applicationStatus: 'PENDING',
          applicantName: 'Chong Wei Liang',
          companyName: 'Chong Mobile Sdn. Bhd.',
          amountSen: 1_000_000,
          tenureMonths: 12,
          submittedAt: '2026-11-26T02:00:00.000Z',
          ageBusinessDays: 0,
          overdue: false,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    const staff = await asOfficer(t, verifier, 'GET', `${SME_BACKOFFICE_PATHS.applications}?product=staff`);
    expect(staff.json().items.map((item: { id: string }) => item.id)).toEqual([staffApplication.id]);
  });

  it.each([
    ['the company name, any case', 'chong mobile', 1],
    ['the partner id', 'p200001', 1],
    ['part of an application number', 'SME-2026', 2],
    ['nothing that matches', 'no such partner', 0],
    ['a wildcard, taken as a character', '%', 0],
  ])('are searched by %s', async (_what, q, found) => {
    const response = await asOfficer(
      t,
      verifier,
      'GET',
      `${SME_BACKOFFICE_PATHS.applications}?q=${encodeURIComponent(q)}`,
    );
    expect(response.json().total).toBe(found);
  });

  it('are paged, oldest first, without overlap', async () => {
    const first = await asOfficer(t, verifier, 'GET', `${SME_BACKOFFICE_PATHS.applications}?pageSize=1`);
    const second = await asOfficer(
      t,
      verifier,
      'GET',
      `${SME_BACKOFFICE_PATHS.applications}?pageSize=1&page=2`,
    );
    expect(first.json().total).toBe(2);
    const ids = [...first.json().items, ...second.json().items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('are for officers only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: SME_BACKOFFICE_PATHS.queues,
      headers: company.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the application as an officer sees it', () => {
  it('shows the partner, company, applicant, directors with shares, disbursement, emergency and documents', async () => {
    const response = await asOfficer(
      t,
      verifier,
      'GET',
      SME_BACKOFFICE_PATHS.application(companyApplication.id),
    );
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.application).toMatchObject({
      partnerId: 'P200001',
      partnerType: 'COMPANY',
      applicationStatus: 'PENDING',
      amountSen: 1_000_000,
      tenureMonths: 12,
      form: {
        company: { companyName: 'Chong Mobile Sdn. Bhd.', businessNewRegistrationNo: '201901000005' },
        applicant: { name: 'Chong Wei Liang', nric: '790322085519' },
        disbursement: { personalBankAccountNo: '514012345678' },
        emergency: { emergencyContactPersonName: 'Chong Mei Ling' },
        directors: [
          expect.objectContaining({ fullName: 'Chong Wei Liang', sharePercent: 60, shareUnits: 60_000 }),
          expect.objectContaining({ fullName: 'Tan Mei Hua', sharePercent: 40, shareUnits: 40_000 }),
        ],
      },
    });
    expect(view.applicant).toMatchObject({ fullName: 'Partner P200001', phoneNo: '0192000003' });
    expect(view.documents).toEqual({
      required: [
        'ssmcertificate',
        'companyforms',
        'utilitybill',
        'companybankstatement',
        'boardresolution',
        'auditedfinancialreport',
      ],
      optional: ['profitandlossbalancesheet', 'othersrelevantdocuments'],
      files: [],
    });
    expect(view.allowedDecisions).toEqual(['verify', 'referBack', 'followUp']);
    expect(view.canCancel).toBe(false);
    expect(view.history.map((entry: { action: string }) => entry.action)).toEqual([
      applicationAuditAction('draft'),
      applicationAuditAction('step'),
      applicationAuditAction('submit'),
      'smeApplication.view',
    ]);
  });

  it('is audited each time it is opened', async () => {
    const views = (await smeAuditRows(t, companyApplication.id)).filter(
      (row) => row.action === 'smeApplication.view',
    );
    expect(views.at(-1)).toMatchObject({ actorName: 'Aina Verifier', actorRole: 'verifier', before: null });
  });

  it('is not found while a draft', async () => {
    const draft = await newDraft(t, await staffSession(t));
    const response = await asOfficer(t, verifier, 'GET', SME_BACKOFFICE_PATHS.application(draft));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(en.sme.application.notFound);
  });
});

describe('decisions in the single-approver workflow', () => {
  it('follow up, verify and approve, by a verifier and another approver, each with its audit entry', async () => {
    const { id } = companyApplication;
    const followed = await decide(verifier, id, { decision: 'followUp', remark: 'Calling the partner' });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().application.application.applicationStatus).toBe('FOLLOWED_UP');

    const verified = await decide(verifier, id, { decision: 'verify', remark: 'SSM and bank checked' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Decision recorded. The application is now: Submitted for approval.',
      application: {
        application: { applicationStatus: 'SUBMITTED_FOR_APPROVAL' },
        allowedDecisions: [],
        decisionBlockedReason: en.status.refusals.roleNotAllowed,
      },
    });

    const tooMuch = await decide(approver, id, {
      decision: 'approve',
      remark: 'Commission covers it',
      amountSen: 1_100_000,
      tenureMonths: 12,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(
      'The amount cannot be more than your maximum eligible amount of RM10,000',
    );

    const approved = await decide(approver, id, {
      decision: 'approve',
      remark: 'Commission covers the instalment',
      amountSen: 800_000,
      tenureMonths: 12,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().application).toMatchObject({
      application: { applicationStatus: 'APPROVED' },
      approval: { amountSen: 800_000, tenureMonths: 12 },
      allowedDecisions: [],
    });
    // The agreement is made in the approval's transaction, on the approved terms: RM8,000 over 12 months at 8%.
    const agreement = await call(t, company, 'GET', SME_AGREEMENT_PATHS.current);
    expect(agreement.json().agreement).toMatchObject({
      smeApplicationId: id,
      product: 'SME',
      partnerId: 'P200001',
      companyName: 'Chong Mobile Sdn. Bhd.',
      status: 'SUMMARY_PENDING',
      approvedAmountSen: 800_000,
      tenureMonths: 12,
      stampDutySen: 4_000,
      stampingAdminFeeSen: 15_000,
      netAmountSen: 781_000,
    });

    const decisions = (await smeAuditRows(t, id)).filter((row) => row.action !== 'smeApplication.view');
    expect(decisions).toEqual([
      {
        action: 'smeApplication.followUp',
        actorName: 'Aina Verifier',
        actorRole: 'verifier',
        before: { status: 'PENDING' },
        after: { status: 'FOLLOWED_UP' },
        remark: 'Calling the partner',
      },
      {
        action: 'smeApplication.verify',
        actorName: 'Aina Verifier',
        actorRole: 'verifier',
        before: { status: 'FOLLOWED_UP' },
        after: { status: 'SUBMITTED_FOR_APPROVAL' },
        remark: 'SSM and bank checked',
      },
      {
        action: 'smeApplication.approve',
        actorName: 'Badrul Approver',
        actorRole: 'approver1',
        before: { status: 'SUBMITTED_FOR_APPROVAL', approval: null },
        after: { status: 'APPROVED', approval: { amountSen: 800_000, tenureMonths: 12 } },
        remark: 'Commission covers the instalment',
      },
    ]);
  });

  it('stop the officer who verified from approving (maker-checker), and let another approve', async () => {
    const { id } = staffApplication;
    expect((await decide(both, id, { decision: 'verify', remark: 'Payslip matches' })).statusCode).toBe(200);
    const view = await asOfficer(t, both, 'GET', SME_BACKOFFICE_PATHS.application(id));
    // A refer-back is not a decision, so it stays open to them.
    expect(view.json()).toMatchObject({
      allowedDecisions: ['referBack'],
      decisionBlockedReason: en.status.refusals.sameOfficer,
    });

    const same = await decide(both, id, {
      decision: 'approve',
      remark: 'Approving my own',
      amountSen: 1_000_000,
      tenureMonths: 12,
    });
    expect(same.statusCode).toBe(403);
    expect(same.json().message).toBe(en.status.refusals.sameOfficer);
    const sameReject = await decide(both, id, { decision: 'reject', remark: 'Rejecting my own' });
    expect(sameReject.statusCode).toBe(403);
    expect(await smeStatusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL');

    const rejected = await decide(approver, id, { decision: 'reject', remark: 'Salary too low' }, 'ms');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('Keputusan direkodkan. Permohonan kini: Ditolak.');
    expect((await smeAuditRows(t, id)).at(-1)).toMatchObject({
      action: 'smeApplication.reject',
      actorName: 'Badrul Approver',
      before: { status: 'SUBMITTED_FOR_APPROVAL' },
      after: { status: 'REJECTED' },
      remark: 'Salary too low',
    });
  });

  it('are refused with their reasons, writing nothing', async () => {
    const { id } = await pendingSmeApplication(t, await staffSession(t), 'STAFF');
    const early = await decide(approver, id, {
      decision: 'approve',
      remark: 'Too early',
      amountSen: 1_000_000,
      tenureMonths: 12,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(en.errors.transitionNotAllowed);

    const noRemark = await decide(verifier, id, { decision: 'verify', remark: '' });
    expect(noRemark.statusCode).toBe(400);

    const byAdmin = await decide(admin, id, { decision: 'verify', remark: 'Not my role' });
    expect(byAdmin.statusCode).toBe(403);

    const cancelByVerifier = await asOfficer(t, verifier, 'PATCH', SME_BACKOFFICE_PATHS.cancel(id), {
      remark: 'Not mine to cancel',
    });
    expect(cancelByVerifier.statusCode).toBe(403);
    expect(await smeStatusOf(t, id)).toBe('PENDING');
    expect(await smeAuditRows(t, id)).toEqual([]);

    const cancelled = await asOfficer(t, admin, 'PATCH', SME_BACKOFFICE_PATHS.cancel(id), {
      remark: 'Asked by the partner by phone',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().application.application.applicationStatus).toBe('CANCELED');
    expect(await smeAuditRows(t, id)).toEqual([
      expect.objectContaining({
        action: 'smeApplication.adminCancel',
        actorRole: 'admin',
        before: { status: 'PENDING' },
        after: { status: 'CANCELED' },
      }),
    ]);
  });
});

describe('a refer-back', () => {
  it('returns the application to the partner, who redoes the named step and hands it over again', async () => {
    const partner = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
    const { id } = await pendingSmeApplication(t, partner, 'SOLE_PROPRIETOR');
    const referred = await decide(verifier, id, {
      decision: 'referBack',
      remark: 'The SSM certificate is cut off',
      steps: ['documentUpload'],
    });
    expect(referred.statusCode).toBe(200);
    expect(referred.json().application).toMatchObject({
      application: {
        applicationStatus: 'REFERBACK',
        markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'EKYCCOMPLETED'],
      },
      referBack: {
        steps: ['documentUpload'],
        remark: 'The SSM certificate is cut off',
        at: '2026-11-26T02:00:00.000Z',
      },
    });
    expect((await smeAuditRows(t, id)).at(-1)).toMatchObject({
      action: 'smeApplication.referBack',
      before: {
        status: 'PENDING',
        markers: [
          'APPLICATIONFORMCOMPLETED',
          'EMAILVERIFICATIONCOMPLETED',
          'DOCUMENTUPLOADCOMPLETED',
          'EKYCCOMPLETED',
        ],
      },
    });

    // The form was not named, so it stays as submitted; the documents must be recorded again first.
    const save = await call(t, partner, 'POST', SME_APPLICATION_PATHS.draft, { id, form: {} });
    expect(save.statusCode).toBe(409);
    expect((await call(t, partner, 'PATCH', SME_APPLICATION_PATHS.pending(id))).statusCode).toBe(409);
    await t.db.query(
      `update sme_applications set markers = markers || '{DOCUMENTUPLOADCOMPLETED}' where id = $1`,
      [id],
    );
    t.clock.set('2026-11-26T02:01:00Z');
    const again = await call(t, partner, 'PATCH', SME_APPLICATION_PATHS.pending(id));
    expect(again.statusCode).toBe(200);
    expect(again.json().application.applicationStatus).toBe('PENDING');

    // A new round: the verifier who referred it back verifies it.
    const view = await asOfficer(t, verifier, 'GET', SME_BACKOFFICE_PATHS.application(id));
    expect(view.json()).toMatchObject({
      referBack: null,
      allowedDecisions: ['verify', 'referBack', 'followUp'],
    });
    expect(view.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      applicationAuditAction('draft'),
      applicationAuditAction('step'),
      applicationAuditAction('submit'),
      'smeApplication.referBack',
      applicationAuditAction('resubmit'),
      'smeApplication.view',
    ]);
  });
});

describe('the hook after approval', () => {
  it('tells each follower of a final approval, in its transaction, with the approved terms', async () => {
    const approvals: { approved: ApprovedSmeApplication; by: string; status: string | undefined }[] = [];
    const emails: { recipient: string; subject: string }[] = [];
    const reviews = new SmeReviewService({
      db: t.db,
      clock: t.clock,
      workflow: 'single',
      email: { queue: async (_tx, email) => emails.push(email) },
      publicUrl: 'https://sinar.test',
      approvalFollowers: [
        {
          async smeApplicationApproved(tx, approved, by) {
            const [row] = await tx.query<{ status: string }>(
              'select status from sme_applications where id = $1',
              [approved.id],
            );
            approvals.push({ approved, by: by.name, status: row?.status });
          },
        },
      ],
    });
    t.clock.set('2026-11-26T02:02:00Z');
    const { id, applicationNo } = await pendingSmeApplication(t, await staffSession(t), 'STAFF');
    const trace = { requestId: null, ip: null };
    const officer = (who: TestOfficer) => ({
      officerId: who.id,
      sessionId: who.sessionId,
      roles: who.roles as never,
    });
    await reviews.decide(officer(verifier), id, { decision: 'verify', remark: 'Payslip matches' }, trace);
    expect(approvals).toEqual([]);
    await reviews.decide(
      officer(approver),
      id,
      { decision: 'approve', remark: 'Within five salaries', amountSen: sen(900_000), tenureMonths: 6 },
      trace,
    );
    expect(approvals).toEqual([
      {
        approved: {
          id,
          applicationNo,
          userId: expect.any(String),
          partnerId: null,
          partnerType: 'STAFF',
          amountSen: 900_000,
          tenureMonths: 6,
          interestRateBpPerYear: 1_800,
          approvedAt: new Date('2026-11-26T02:02:00.000Z'),
        },
        by: 'Badrul Approver',
        status: 'APPROVED',
      },
    ]);
    expect(emails.map((email) => email.subject)).toEqual([`Your application ${applicationNo} is approved`]);
  });
});
