import { APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_FORM } from './testing/complete-form.ts';
import {
  type ApplicationsTestApp,
  CHECK,
  call,
  createApplicationsTestApp,
  draftOf,
  lastEmailTo,
  readyToSubmit,
  SUBMIT,
  verifyEmail,
} from './testing.ts';

let t: ApplicationsTestApp;

beforeAll(async () => {
  t = await createApplicationsTestApp();
});
afterAll(() => t.close());

async function eventsOf(id: string) {
  return t.db.query<{
    kind: string;
    from_value: string | null;
    to_value: string;
    actor_type: string;
    actor_id: string;
  }>(
    'select kind, from_value, to_value, actor_type, actor_id from application_events where application_id = $1 order by id',
    [id],
  );
}

describe('the draft', () => {
  it('is made from an eligible check, numbered, prefilled, recorded and remembered as the latest', async () => {
    const who = await t.applicant();
    const checked = await call(t, who, 'POST', APPLICATION_PATHS.eligibility, {
      ...CHECK,
      campaignCode: 'SINAR20',
      loanReasonId: '99',
      customReason: 'Laptop for work',
    });
    const response = await call(t, who, 'POST', APPLICATION_PATHS.draft, {
      checkId: checked.json().checkId,
      applicationType: 'conventional',
    });
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({
      userId: who.userId,
      applicationType: 'conventional',
      applicationStatus: 'DRAFT',
      markers: [],
      maxEligibleAmountSen: 1_000_000,
      netSalarySen: 400_000,
      campaignCode: 'SINAR20',
      form: {
        amountSen: 500_000,
        tenureMonths: 12,
        loanReasonId: '99',
        customReason: 'Laptop for work',
        userFilledReferralCode: true,
      },
      applicantEmail: who.email,
      emailVerified: false,
      interestRateBpPerYear: 1_800,
      // RM5,000 + 12 x 1.5% = RM5,900 over 12 months.
      estimatedMonthlyInstalmentSen: 49_167,
      submissionDate: null,
    });
    expect(draft.applicationNo).toMatch(/^SK-2026-\d{6}$/);
    expect(await eventsOf(draft.id)).toEqual([
      { kind: 'status', from_value: null, to_value: 'DRAFT', actor_type: 'applicant', actor_id: who.userId },
    ]);
    const [user] = await t.db.query<{ latest_application_id: string }>(
      'select latest_application_id from users where id = $1',
      [who.userId],
    );
    expect(user?.latest_application_id).toBe(draft.id);
  });

  it('numbers Islamic financing SKI- from the same sequence, in the Malaysian year', async () => {
    t.clock.set('2026-12-31T17:30:00Z'); // 1:30 on 1 January 2027 in Malaysia
    try {
      const first = await draftOf(t, await t.applicant(), { applicationType: 'islamic' });
      const second = await draftOf(t, await t.applicant());
      expect(first.applicationNo).toMatch(/^SKI-2027-\d{6}$/);
      expect(Number(second.applicationNo.slice(-6))).toBe(Number(first.applicationNo.slice(-6)) + 1);
    } finally {
      t.clock.set('2026-11-23T02:00:00Z');
    }
  });

  it('needs an eligible check of the same product, at most 24 hours old', async () => {
    const who = await t.applicant();
    const check = async (body: Record<string, unknown> = {}) =>
      (await call(t, who, 'POST', APPLICATION_PATHS.eligibility, { ...CHECK, ...body })).json().checkId;
    const draft = (checkId: string, applicationType = 'conventional') =>
      call(t, who, 'POST', APPLICATION_PATHS.draft, { checkId, applicationType });

    const notEligible = await draft(await check({ netSalarySen: 600_000 }));
    expect(notEligible.statusCode).toBe(409);
    const otherProduct = await draft(await check(), 'islamic');
    expect(otherProduct.statusCode).toBe(409);
    const unknown = await draft(crypto.randomUUID());
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'We could not find this eligibility check. Please check your eligibility again.',
    ]);
    const old = await check();
    await t.db.query(`update eligibility_checks set checked_at = '2026-11-22T01:59:59Z' where id = $1`, [
      old,
    ]);
    expect((await draft(old)).json().message).toBe(
      'This eligibility check is more than 24 hours old. Please check your eligibility again.',
    );
    const fresh = await check();
    await t.db.query(`update eligibility_checks set checked_at = '2026-11-22T02:00:00Z' where id = $1`, [
      fresh,
    ]);
    expect((await draft(fresh)).statusCode).toBe(201);
    expect(await t.db.query('select id from applications where user_id = $1', [who.userId])).toHaveLength(1);
  });

  it("keeps the identity it was made with: the check's, while the profile still holds it", async () => {
    const who = await t.applicant({ fullName: 'Nur Hidayah binti Osman', nric: '920411107777' });
    const checkId = (await call(t, who, 'POST', APPLICATION_PATHS.eligibility, CHECK)).json().checkId;
    // The profile's NRIC changed after the check (no application bound it yet): its telecom facts no longer hold.
    await t.db.query(`update users set nric = '920411107778' where id = $1`, [who.userId]);
    const changed = await call(t, who, 'POST', APPLICATION_PATHS.draft, {
      checkId,
      applicationType: 'conventional',
    });
    expect([changed.statusCode, changed.json().message]).toEqual([
      409,
      'Your NRIC or name changed after this eligibility check. Please check your eligibility again.',
    ]);

    const draft = await draftOf(t, who);
    const [row] = await t.db.query(
      `select applicant_nric as "nric", applicant_full_name as "fullName" from applications where id = $1`,
      [draft.id],
    );
    expect(row).toEqual({ nric: '920411107778', fullName: 'Nur Hidayah binti Osman' });
  });

  it('cannot be made twice: one application in progress at a time', async () => {
    const who = await t.applicant();
    const checkId = (await call(t, who, 'POST', APPLICATION_PATHS.eligibility, CHECK)).json().checkId;
    const body = { checkId, applicationType: 'conventional' };
    const [a, b] = await Promise.all([
      call(t, who, 'POST', APPLICATION_PATHS.draft, body),
      call(t, who, 'POST', APPLICATION_PATHS.draft, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('saving the form', () => {
  it('keeps what is typed, merged over what was saved, with the language of its emails', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    const first = await call(t, who, 'PATCH', APPLICATION_PATHS.update('ms', id), {
      employerName: 'Syarikat Maju',
      amountSen: 2_000_000,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Saved');
    const second = await call(t, who, 'PATCH', APPLICATION_PATHS.update('ms', id), { jobTitle: 'Clerk' });
    expect(second.json().application.form).toMatchObject({
      employerName: 'Syarikat Maju',
      jobTitle: 'Clerk',
      // Above the maximum: kept as typed, refused only when the form step completes.
      amountSen: 2_000_000,
      tenureMonths: 12,
    });
    const [row] = await t.db.query<{ language: string }>('select language from applications where id = $1', [
      id,
    ]);
    expect(row?.language).toBe('ms');
  });

  it('refuses a body that is not a draft form, and an unknown language', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    expect(
      (await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), { amountSen: -1 })).statusCode,
    ).toBe(400);
    expect((await call(t, who, 'PATCH', APPLICATION_PATHS.update('fr', id), {})).statusCode).toBe(400);
  });
});

describe('the steps', () => {
  it('records the form step only when the saved form passes the form rules, field by field', async () => {
    const who = await t.applicant();
    // RM1,600 a month over 6 months carries at most RM5,000.
    const { id } = await draftOf(t, who, { netSalarySen: 160_000, tenureMonths: 6, amountSen: 100_000 });
    const empty = await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Please complete the application form.');
    expect(empty.json().fieldErrors).toMatchObject({ employerName: expect.any(String) });

    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), {
      ...COMPLETE_FORM,
      amountSen: 600_000,
      personalBankId: '11', // Bank Muamalat: 14 digits
    });
    const wrong = await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual({
      amountSen: 'The amount cannot be more than your maximum eligible amount of RM5,000',
      personalBankAccountNo: expect.any(String),
    });

    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), { ...COMPLETE_FORM, amountSen: 500_000 });
    const done = await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    expect(done.statusCode).toBe(200);
    expect(done.json().application.markers).toEqual(['APPLICATIONFORMCOMPLETED']);
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      kind: 'step',
      from_value: null,
      to_value: 'APPLICATIONFORMCOMPLETED',
      actor_id: who.userId,
    });
  });

  it('keeps the order: email after the form, documents after the email, e-KYC only after submission', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    t.evidence.completeDocuments(id);
    t.evidence.passEkyc(id);
    const email = await call(t, who, 'PATCH', STEP_PATHS.emailVerificationCompleted(id));
    expect([email.statusCode, email.json().message]).toEqual([
      409,
      'Please complete the earlier steps first.',
    ]);
    const documents = await call(t, who, 'PATCH', STEP_PATHS.documentUploadCompleted(id));
    expect(documents.statusCode).toBe(409);
    const ekyc = await call(t, who, 'PATCH', STEP_PATHS.ekycCompleted(id));
    expect([ekyc.statusCode, ekyc.json().message]).toEqual([
      409,
      "This step cannot be done at the application's current status.",
    ]);

    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), COMPLETE_FORM);
    await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    const unverified = await call(t, who, 'PATCH', STEP_PATHS.emailVerificationCompleted(id));
    expect([unverified.statusCode, unverified.json().message]).toEqual([
      409,
      'Please verify your email address first.',
    ]);
    expect((await eventsOf(id)).filter((event) => event.kind === 'step')).toHaveLength(1);
  });

  it('records the documents step only with a complete set, answering the set problem', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), COMPLETE_FORM);
    await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    await verifyEmail(t, who, id);
    const missing = await call(t, who, 'PATCH', STEP_PATHS.documentUploadCompleted(id));
    expect([missing.statusCode, missing.json().message]).toEqual([
      422,
      'salary slip and bank statement are required',
    ]);
    t.evidence.completeDocuments(id);
    const done = await call(t, who, 'PATCH', STEP_PATHS.documentUploadCompleted(id));
    expect(done.json().application.markers).toEqual([
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
    ]);
  });

  it("records a step's error marker, which completing the step clears", async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    const error = await call(t, who, 'PATCH', STEP_PATHS.error(id, 'application-form'), {
      reason: 'timeout',
    });
    expect(error.statusCode).toBe(200);
    expect(error.json().application.markers).toEqual(['APPLICATIONFORMERROR']);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ kind: 'step', to_value: 'APPLICATIONFORMERROR' });
    expect((await call(t, who, 'PATCH', STEP_PATHS.error(id, 'no-such-step'))).statusCode).toBe(404);

    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), COMPLETE_FORM);
    const done = await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    expect(done.json().application.markers).toEqual(['APPLICATIONFORMCOMPLETED']);
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      from_value: 'APPLICATIONFORMERROR',
      to_value: 'APPLICATIONFORMCOMPLETED',
    });
    const late = await call(t, who, 'PATCH', STEP_PATHS.error(id, 'application-form'));
    expect([late.statusCode, late.json().message]).toEqual([409, 'This step is already completed.']);
  });
});

describe('submission', () => {
  it('is refused until the form, email and documents steps are done', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    const early = await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'Please complete the earlier steps first.',
    ]);
    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), COMPLETE_FORM);
    await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    expect((await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(409);
    await verifyEmail(t, who, id);
    expect((await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(409);
    const [row] = await t.db.query<{ status: string }>('select status from applications where id = $1', [id]);
    expect(row?.status).toBe('DRAFT');
  });

  it('needs the consent', async () => {
    const who = await t.applicant();
    const { id } = await readyToSubmit(t, who);
    const response = await call(t, who, 'POST', APPLICATION_PATHS.submit(id), {
      consentPersonalDataAndCreditCheck: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Please agree to the use of your personal data and to credit checks',
    );
  });

  it('moves the application to PENDING with its consents, then opens e-KYC', async () => {
    const who = await t.applicant();
    const { id } = await readyToSubmit(t, who);
    const response = await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Submit Successfully',
      application: { applicationStatus: 'PENDING', submissionDate: '2026-11-23T02:00:00.000Z' },
    });
    const [row] = await t.db.query<{ consent_personal_data_at: Date; protection_plan_acknowledged: boolean }>(
      'select consent_personal_data_at, protection_plan_acknowledged from applications where id = $1',
      [id],
    );
    expect(row).toEqual({
      consent_personal_data_at: new Date('2026-11-23T02:00:00Z'),
      protection_plan_acknowledged: true,
    });
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      kind: 'status',
      from_value: 'DRAFT',
      to_value: 'PENDING',
    });

    // Submitted: the form is closed, and e-KYC needs its passed session.
    expect(
      (await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), { jobTitle: 'x' })).statusCode,
    ).toBe(409);
    const notYet = await call(t, who, 'PATCH', STEP_PATHS.ekycCompleted(id));
    expect([notYet.statusCode, notYet.json().message]).toEqual([
      409,
      'Your identity verification has not passed yet.',
    ]);
    t.evidence.passEkyc(id);
    const ekyc = await call(t, who, 'PATCH', STEP_PATHS.ekycCompleted(id));
    expect(ekyc.json().application.markers).toContain('EKYCCOMPLETED');
  });

  it("emails the applicant that it arrived, in the application's language, with the time in Malaysia", async () => {
    const who = await t.applicant({ fullName: 'Nurul binti Hassan' });
    const { id, applicationNo } = await readyToSubmit(t, who);
    // The last save was made in Malay, so the application's emails are in Malay.
    await call(t, who, 'PATCH', APPLICATION_PATHS.update('ms', id), {});
    const before = await lastEmailTo(t, who.email ?? '');
    expect((await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(200);

    const email = await lastEmailTo(t, who.email ?? '');
    expect(email).not.toBe(before);
    // Submitted at 02:00 UTC: 10:00 in Malaysia.
    expect(email).toContain(
      `kami telah menerima permohonan Sinar Kredit anda ${applicationNo} pada 23 Nov 2026, 10:00 PG MYT, sebanyak RM5,000.00 untuk tempoh 12 bulan.`,
    );
    expect(email).toContain('Salam Nurul binti Hassan,');
    expect(email).toContain(`${t.publicUrl}/home`);
    const sent = await t.db.query<{ subject: string }>(
      `select subject from outbound_emails where recipient = $1 and purpose = 'application-submitted'`,
      [who.email],
    );
    expect(sent).toEqual([{ subject: `Kami telah menerima permohonan anda ${applicationNo}` }]);
  });

  it('sends no email when the submission is refused', async () => {
    const who = await t.applicant();
    const { id } = await readyToSubmit(t, who);
    const before = await lastEmailTo(t, who.email ?? '');
    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), { employerName: '' });
    expect((await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(422);
    expect(await lastEmailTo(t, who.email ?? '')).toBe(before);
  });

  it('checks the form again: a form changed after its step is refused field by field', async () => {
    const who = await t.applicant();
    const { id } = await readyToSubmit(t, who);
    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), { employerName: '' });
    const response = await call(t, who, 'POST', APPLICATION_PATHS.submit(id), SUBMIT);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['employerName']);
    const [row] = await t.db.query<{ status: string }>('select status from applications where id = $1', [id]);
    expect(row?.status).toBe('DRAFT');
    expect((await eventsOf(id)).filter((event) => event.kind === 'status')).toHaveLength(1);
  });
});

describe('reading and cancelling', () => {
  it('shows the summary, the status with its history, and the list', async () => {
    const who = await t.applicant();
    const { id, applicationNo } = await readyToSubmit(t, who);
    const summary = await call(t, who, 'GET', APPLICATION_PATHS.summary(id));
    expect(summary.json()).toEqual({
      applicationId: id,
      applicationNo,
      applicationType: 'conventional',
      fullName: expect.stringMatching(/^Applicant /),
      identityCardMasked: expect.stringMatching(/^\*{8}\d{4}$/),
      loanReasonId: '4',
      customReason: null,
      amountSen: 500_000,
      tenureMonths: 12,
      interestRateBpPerYear: 1_800,
      estimatedMonthlyInstalmentSen: 49_167,
    });
    const status = (await call(t, who, 'GET', APPLICATION_PATHS.status(id))).json();
    expect(status.steps).toEqual([
      { step: 'applicationForm', label: 'completed' },
      { step: 'emailVerification', label: 'completed' },
      { step: 'documentUpload', label: 'completed' },
      { step: 'ekyc', label: 'currentProgress' },
    ]);
    expect(status.history.map((event: { to: string }) => event.to)).toEqual([
      'DRAFT',
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
    ]);
    // Each event as written: its kind, the applicant who made it and its time on the test's clock.
    expect(status.history[0]).toEqual({
      at: t.clock.now().toISOString(),
      kind: 'status',
      from: null,
      to: 'DRAFT',
      actor: 'applicant',
    });
    const byNumber = await call(t, who, 'GET', APPLICATION_PATHS.statusCheck(applicationNo.toLowerCase()));
    expect(byNumber.json()).toEqual(status);
    const list = await call(t, who, 'GET', APPLICATION_PATHS.byUser(who.userId));
    expect(list.json().map((application: { id: string }) => application.id)).toEqual([id]);
  });

  it('cancels through the transition table, recording who, and lets the applicant apply anew', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    const response = await call(t, who, 'DELETE', APPLICATION_PATHS.remove(id));
    expect([response.statusCode, response.json().message]).toEqual([200, 'Update/Remove successfully']);
    expect((await eventsOf(id)).at(-1)).toEqual({
      kind: 'status',
      from_value: 'DRAFT',
      to_value: 'CANCELED',
      actor_type: 'applicant',
      actor_id: who.userId,
    });
    const again = await call(t, who, 'DELETE', APPLICATION_PATHS.remove(id));
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This step is not allowed for the application in its current status.',
    ]);
    expect((await call(t, who, 'POST', APPLICATION_PATHS.eligibility, CHECK)).statusCode).toBe(200);
  });

  it('keeps the history append-only', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    await expect(
      t.db.query('delete from application_events where application_id = $1', [id]),
    ).rejects.toThrow(/append-only/);
  });
});
