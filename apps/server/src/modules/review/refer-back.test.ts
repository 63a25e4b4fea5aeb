import { APPLICATION_PATHS, BACKOFFICE_PATHS, FILE_PATHS, STEP_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { COMPLETE_FORM } from '../applications/testing/complete-form.ts';
import { call, lastEmailTo, SUBMIT, verifyEmail } from '../applications/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  createReviewTestApp,
  decide,
  passEkyc,
  pendingApplication,
  type ReviewApplicant,
  statusOf,
  type TestOfficer,
  uploadDocument,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;

beforeAll(async () => {
  t = await createReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier', 'approver1'], 'Aina');
  approver = await createOfficer(t, ['approver1'], 'Badrul');
});
afterAll(() => t.close());

async function latest(who: ReviewApplicant) {
  const mine = await call(t, who, 'GET', APPLICATION_PATHS.byUser(who.userId));
  return mine.json()[0];
}

describe('a refer-back', () => {
  it('reopens only the named documents; the applicant fixes them, resubmits, and a new review round starts', async () => {
    const applicant = await createApplicant(t);
    const { id, applicationNo } = await pendingApplication(t, applicant);
    await decide(t, verifier, id, { decision: 'verify', remark: 'Documents look fine' });
    const remark = 'The bank statement is cut off: please upload the whole statement';
    const referred = await decide(t, approver, id, {
      decision: 'referBack',
      remark,
      steps: ['documentUpload'],
    });
    expect(referred.statusCode).toBe(200);
    expect(referred.json().application.referBack).toMatchObject({ steps: ['documentUpload'], remark });

    const seen = await latest(applicant);
    expect(seen).toMatchObject({
      applicationStatus: 'REFERBACK',
      markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'EKYCCOMPLETED'],
      referBack: { steps: ['documentUpload'], remark, at: '2026-11-23T02:00:00.000Z' },
    });
    const email = await lastEmailTo(t, applicant.email ?? '');
    expect(email).toContain(`Before we can continue with your Sinar Kredit application ${applicationNo}`);
    expect(email).toContain('please update: Document upload.');
    expect(email).toContain(`What we need from you: ${remark}`);

    // Everything else stays as the officers reviewed it.
    const formChange = await call(t, applicant, 'PATCH', APPLICATION_PATHS.update('en', id), {
      employerName: 'Another Employer Sdn. Bhd.',
    });
    expect(formChange.statusCode).toBe(409);
    expect(formChange.json().message).toBe(en.application.referBackStepNotReopened);
    const formStep = await call(t, applicant, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    expect(formStep.statusCode).toBe(409);
    const emailStep = await call(t, applicant, 'POST', APPLICATION_PATHS.emailVerification(id));
    expect(emailStep.statusCode).toBe(409);
    expect(emailStep.json().message).toBe(en.application.referBackStepNotReopened);
    const tooEarly = await call(t, applicant, 'POST', APPLICATION_PATHS.submit(id), SUBMIT);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(en.status.refusals.stepsIncomplete);

    // The named part: the bank statement is replaced.
    const files = await call(t, applicant, 'GET', FILE_PATHS.byEntity(id));
    const statement = files
      .json()
      .find((file: { fileType: { name: string } }) => file.fileType.name === 'bankstatement');
    expect((await call(t, applicant, 'DELETE', FILE_PATHS.file(statement.id))).statusCode).toBe(200);
    expect((await uploadDocument(t, applicant, id, 'bankstatement')).statusCode).toBe(201);
    expect((await call(t, applicant, 'PATCH', STEP_PATHS.documentUploadCompleted(id))).statusCode).toBe(200);

    const resubmitted = await call(t, applicant, 'POST', APPLICATION_PATHS.submit(id), SUBMIT);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().application).toMatchObject({ applicationStatus: 'PENDING', referBack: null });
    const [event] = await t.db.query<{ event: string }>(
      `select event from application_events where application_id = $1 and kind = 'status' order by id desc limit 1`,
      [id],
    );
    expect(event?.event).toBe('resubmit');

    // A new round: the officer who verified in the first round may verify again, and may not also approve.
    expect(
      (await decide(t, verifier, id, { decision: 'verify', remark: 'Statement complete now' })).statusCode,
    ).toBe(200);
    const ownApproval = await decide(t, verifier, id, {
      decision: 'approve',
      remark: 'Approving my own',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(ownApproval.statusCode).toBe(403);
    const approved = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'Approved after the fix',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(approved.statusCode).toBe(200);
  });

  it('lets the applicant change the form when it is named, and nothing else', async () => {
    const applicant = await createApplicant(t);
    const { id } = await pendingApplication(t, applicant);
    await decide(t, verifier, id, {
      decision: 'referBack',
      remark: 'The employer name does not match the payslips',
      steps: ['applicationForm'],
    });
    expect((await latest(applicant)).markers).toEqual([
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
      'EKYCCOMPLETED',
    ]);
    const upload = await uploadDocument(t, applicant, id, 'othersrelevantdocuments');
    expect(upload.statusCode).toBe(409);
    expect(upload.json().message).toBe(en.application.referBackStepNotReopened);

    const saved = await call(t, applicant, 'PATCH', APPLICATION_PATHS.update('en', id), {
      ...COMPLETE_FORM,
      employerName: 'Syarikat Maju Jaya Sdn. Bhd.',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(t, applicant, 'PATCH', STEP_PATHS.applicationFormCompleted(id))).statusCode).toBe(200);
    const resubmitted = await call(t, applicant, 'POST', APPLICATION_PATHS.submit(id), SUBMIT);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().application.form.employerName).toBe('Syarikat Maju Jaya Sdn. Bhd.');
    expect(await statusOf(t, id)).toBe('PENDING');
  });

  it('asks for the email to be verified again when it is named', async () => {
    const applicant = await createApplicant(t);
    const { id } = await pendingApplication(t, applicant);
    await decide(t, verifier, id, {
      decision: 'referBack',
      remark: 'Our emails to you bounce: please verify your address again',
      steps: ['emailVerification'],
    });
    expect(await latest(applicant)).toMatchObject({ emailVerified: false, applicationStatus: 'REFERBACK' });
    // The old proof no longer counts.
    expect((await call(t, applicant, 'PATCH', STEP_PATHS.emailVerificationCompleted(id))).statusCode).toBe(
      409,
    );
    await verifyEmail(t, applicant, id);
    expect((await latest(applicant)).markers).toContain('EMAILVERIFICATIONCOMPLETED');
    expect((await call(t, applicant, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(200);
    expect(await statusOf(t, id)).toBe('PENDING');
  });

  it('has the identity check redone after the resubmission when e-KYC is named', async () => {
    const applicant = await createApplicant(t);
    const { id } = await pendingApplication(t, applicant);
    await decide(t, verifier, id, {
      decision: 'referBack',
      remark: 'The selfie is too dark to compare',
      steps: ['ekyc'],
    });
    const view = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id));
    expect(view.json().ekyc).toMatchObject({ state: 'CAPTURING', attempts: 1, images: [] });
    // e-KYC compares the card with the submitted form, so it waits for the resubmission.
    expect((await call(t, applicant, 'PATCH', STEP_PATHS.ekycCompleted(id))).statusCode).toBe(409);
    expect((await call(t, applicant, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(200);
    expect(await statusOf(t, id)).toBe('PENDING');

    // The earlier verdict no longer stands: the step needs new pictures.
    expect((await call(t, applicant, 'PATCH', STEP_PATHS.ekycCompleted(id))).statusCode).toBe(409);
    const early = await decide(t, verifier, id, { decision: 'verify', remark: 'Too early' });
    expect(early.statusCode).toBe(409);
    await passEkyc(t, applicant, id);
    const again = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id));
    expect(again.json().ekyc).toMatchObject({ state: 'PASSED', attempts: 2 });
    expect(again.json().ekyc.images).toHaveLength(3);
    expect(
      (await decide(t, verifier, id, { decision: 'verify', remark: 'New selfie matches' })).statusCode,
    ).toBe(200);
  });
});
