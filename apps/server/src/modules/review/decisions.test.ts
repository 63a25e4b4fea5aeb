import { APPLICATION_PATHS, applicationAuditAction, BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { CHECK, call, lastEmailTo } from '../applications/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  createReviewTestApp,
  decide,
  emailSubjectsTo,
  pendingApplication,
  statusOf,
  type TestOfficer,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;

beforeAll(async () => {
  t = await createReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  approver = await createOfficer(t, ['approver1'], 'Badrul Approver');
});
afterAll(() => t.close());

async function statusEvents(id: string) {
  return t.db.query<{
    from: string;
    to: string;
    actorType: string;
    actorId: string;
    actorRole: string | null;
  }>(
    `select from_value as "from", to_value as "to", actor_type as "actorType", actor_id as "actorId",
       actor_role as "actorRole", event, remark
     from application_events where application_id = $1 and kind = 'status' and actor_type = 'officer' order by id`,
    [id],
  );
}

describe('the single-approver workflow', () => {
  it('goes from verification to approval with one verifier and one approver, telling the applicant', async () => {
    const applicant = await createApplicant(t);
    const { id, applicationNo } = await pendingApplication(t, applicant);

    const verified = await decide(t, verifier, id, {
      decision: 'verify',
      remark: 'Employer confirmed by phone',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().application).toMatchObject({
      application: { applicationStatus: 'SUBMITTED_FOR_APPROVAL' },
      allowedDecisions: [],
      decisionBlockedReason: en.status.refusals.roleNotAllowed,
    });
    const seenByApprover = await asOfficer(t, approver, 'GET', BACKOFFICE_PATHS.application(id));
    expect(seenByApprover.json()).toMatchObject({
      allowedDecisions: ['approve', 'reject', 'referBack'],
      decisionBlockedReason: null,
      canCancel: false,
    });

    const approved = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'Within policy',
      amountSen: 400_000,
      tenureMonths: 18,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().application).toMatchObject({
      application: { applicationStatus: 'APPROVED', approval: { amountSen: 400_000, tenureMonths: 18 } },
      approval: { amountSen: 400_000, tenureMonths: 18 },
      // RM4,000 + 18 x 1.5% = RM5,080 over 18 months: RM282.22 a month, 7.06% of RM4,000.
      debtServiceRatio: { monthlyInstalmentSen: 28_222, netSalarySen: 400_000, ratioBp: 706 },
      allowedDecisions: [],
    });

    expect(await statusEvents(id)).toEqual([
      {
        from: 'PENDING',
        to: 'SUBMITTED_FOR_APPROVAL',
        actorType: 'officer',
        actorId: verifier.id,
        actorRole: 'verifier',
        event: 'verify',
        remark: 'Employer confirmed by phone',
      },
      {
        from: 'SUBMITTED_FOR_APPROVAL',
        to: 'APPROVED',
        actorType: 'officer',
        actorId: approver.id,
        actorRole: 'approver1',
        event: 'approve',
        remark: 'Within policy',
      },
    ]);
    const mine = await call(t, applicant, 'GET', APPLICATION_PATHS.byUser(applicant.userId));
    expect(mine.json()[0]).toMatchObject({
      applicationStatus: 'APPROVED',
      approval: { amountSen: 400_000, tenureMonths: 18 },
      referBack: null,
    });
    expect(await emailSubjectsTo(t, applicant.email ?? '')).toContain(
      `Your application ${applicationNo} is approved`,
    );
    const email = await lastEmailTo(t, applicant.email ?? '');
    expect(email).toContain(`application ${applicationNo} is approved for RM4,000.00 over 18 months`);
    expect(email).toContain('https://sinar.test/home');
  });

  it('keeps the approved terms within the maximum eligible amount and the product’s tenures', async () => {
    const applicant = await createApplicant(t);
    // RM1,500 a month: 60% of it repays at most RM9,000 over 12 months.
    const { id } = await pendingApplication(t, applicant, { check: { ...CHECK, netSalarySen: 150_000 } });
    await decide(t, verifier, id, { decision: 'verify', remark: 'Documents in order' });
    const [application] = await t.db.query<{ max: number }>(
      'select max_eligible_amount_sen as max from applications where id = $1',
      [id],
    );
    const max = application?.max ?? 0;
    expect(max).toBe(900_000);
    const tooMuch = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'Over the maximum',
      amountSen: max + 100_000,
      tenureMonths: 12,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(
      'The amount cannot be more than your maximum eligible amount of RM9,000',
    );
    const tooLong = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'Too long',
      amountSen: max,
      tenureMonths: 36,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('The tenure must be between 6 and 24 months');
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL');
    const approved = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'At the maximum',
      amountSen: max,
      tenureMonths: 24,
    });
    expect(approved.statusCode).toBe(200);
  });
});

describe('maker-checker', () => {
  it('does not let the officer who verified an application approve it, whatever roles they hold', async () => {
    const both = await createOfficer(t, ['verifier', 'approver1'], 'Chong Both Roles');
    const { id } = await pendingApplication(t, await createApplicant(t));
    expect(
      (await decide(t, both, id, { decision: 'verify', remark: 'All documents checked' })).statusCode,
    ).toBe(200);

    const approveOwn = await decide(t, both, id, {
      decision: 'approve',
      remark: 'Approving my own',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(approveOwn.statusCode).toBe(403);
    expect(approveOwn.json().message).toBe(en.status.refusals.sameOfficer);
    const rejectOwn = await decide(t, both, id, { decision: 'reject', remark: 'Rejecting my own' });
    expect(rejectOwn.statusCode).toBe(403);

    const view = await asOfficer(t, both, 'GET', BACKOFFICE_PATHS.application(id));
    expect(view.json()).toMatchObject({
      allowedDecisions: ['referBack'],
      decisionBlockedReason: en.status.refusals.sameOfficer,
    });
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL');
    const byAnother = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'Second pair of eyes',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(byAnother.statusCode).toBe(200);
  });

  it('lets the verifier follow up first, since a follow-up is not a decision', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t));
    const followed = await decide(t, verifier, id, { decision: 'followUp', remark: 'Calling the employer' });
    expect(followed.json().application).toMatchObject({
      application: { applicationStatus: 'FOLLOWED_UP' },
      allowedDecisions: ['verify', 'referBack'],
    });
    expect(
      (await decide(t, verifier, id, { decision: 'verify', remark: 'Employer confirmed' })).statusCode,
    ).toBe(200);
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL');
  });

  it('waits for the identity check before a verification, and says so', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t), { ekyc: false });
    const view = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id));
    expect(view.json()).toMatchObject({
      allowedDecisions: ['referBack', 'followUp'],
      decisionBlockedReason: 'The applicant has yet to complete: Identity verification.',
      ekyc: null,
    });
    const early = await decide(t, verifier, id, { decision: 'verify', remark: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(en.status.refusals.stepsIncomplete);
  });
});

describe('a rejection', () => {
  it('stops the applicant applying for 3 months and tells them when, in their language', async () => {
    const applicant = await createApplicant(t);
    const { id, applicationNo } = await pendingApplication(t, applicant, { language: 'ms' });
    await decide(t, verifier, id, { decision: 'verify', remark: 'Documents in order' });
    const rejected = await decide(t, approver, id, { decision: 'reject', remark: 'Commitments too high' });
    expect(rejected.statusCode).toBe(200);
    // The test's clock: 23 November 2026, 10:00 in Malaysia.
    expect(rejected.json().application).toMatchObject({
      application: { applicationStatus: 'REJECTED' },
      applicant: { banUntil: '2027-02-23T02:00:00.000Z' },
    });
    const [user] = await t.db.query<{ until: Date }>(
      'select allow_to_apply_new_loan_after as until from users where id = $1',
      [applicant.userId],
    );
    expect(user?.until.toISOString()).toBe('2027-02-23T02:00:00.000Z');

    const again = await call(t, applicant, 'POST', APPLICATION_PATHS.eligibility, CHECK);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('You cannot make a new application until 2027-02-23.');

    expect(await emailSubjectsTo(t, applicant.email ?? '')).toContain(
      `Mengenai permohonan anda ${applicationNo}`,
    );
    const email = await lastEmailTo(t, applicant.email ?? '');
    expect(email).toContain('Anda boleh membuat permohonan baharu selepas 23 Februari 2027.');
    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      'select before, after from audit_events where application_id = $1 and action = $2',
      [id, applicationAuditAction('reject')],
    );
    expect(audit).toEqual({
      before: { status: 'SUBMITTED_FOR_APPROVAL', allowToApplyNewLoanAfter: null },
      after: { status: 'REJECTED', allowToApplyNewLoanAfter: '2027-02-23T02:00:00.000Z' },
    });
  });
});
