import {
  APPLICATION_PATHS,
  type DocumentGroup,
  EKYC_PATHS,
  FILE_PATHS,
  SME_APPLICATION_PATHS,
  STEP_PATHS,
} from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MIN_IMAGE_BYTES } from '../../providers/ekyc/sandbox-ekyc-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { codeOf, lastEmailTo, linkTokenOf } from '../applications/testing.ts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from '../documents/testing.ts';
import {
  call,
  completeForm,
  createSmeTestApp,
  newDraft,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from './testing.ts';

let t: TestApp;
let sole: SmeTestApplicant;
let company: SmeTestApplicant;

beforeAll(async () => {
  t = await createSmeTestApp();
  sole = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
  company = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
});
afterAll(() => t.close());

/** One application at a time per partner: each test's is cancelled after it. */
const opened: { who: SmeTestApplicant; id: string }[] = [];
afterEach(async () => {
  for (const { who, id } of opened.splice(0))
    expect((await call(t, who, 'PATCH', SME_APPLICATION_PATHS.cancel(id))).statusCode).toBe(200);
});

/** The NRIC of the fixtures' form; each test gives the form an email of its own (sends to one are limited). */
const FORM_NRIC = '790322085519';
const SOLE_REQUIRED: readonly DocumentGroup[] = [
  'ssmcertificate',
  'utilitybill',
  'companybankstatement',
  'homeutilitybill',
];

function upload(who: SmeTestApplicant, applicationId: string, fileType: string) {
  const form = multipart(
    { entityId: applicationId, fileType },
    { field: 'file', name: `${fileType}.pdf`, type: 'application/pdf', bytes: pdfBytes() },
  );
  return t.app.inject({
    method: 'POST',
    url: FILE_PATHS.upload,
    headers: { ...form.headers, ...who.headers },
    payload: form.payload,
  });
}

/** A draft of the partner type with its form submitted (the form step recorded). */
async function submittedForm(
  who: SmeTestApplicant,
  partnerType: 'SOLE_PROPRIETOR' | 'COMPANY' | 'STAFF',
  emailAddress: string,
) {
  const id = await newDraft(t, who);
  opened.push({ who, id });
  const form = completeForm(partnerType, id);
  const submitted = await call(t, who, 'POST', SME_APPLICATION_PATHS.submission(partnerType), {
    ...form,
    applicant: { ...form.applicant, emailAddress },
  });
  expect(submitted.statusCode).toBe(200);
  return id;
}

async function verifyEmailByCode(who: SmeTestApplicant, id: string, email: string) {
  const sent = await call(t, who, 'POST', APPLICATION_PATHS.emailVerification(id));
  expect(sent.statusCode).toBe(200);
  expect(sent.json().message).toContain(email);
  const code = codeOf(await lastEmailTo(t, email));
  const checked = await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), { code });
  expect(checked.statusCode).toBe(200);
}

async function stepEvents(id: string) {
  const rows = await t.db.query<{ kind: string; to: string }>(
    `select kind, to_value as "to" from sme_application_events where application_id = $1 order by id`,
    [id],
  );
  return rows.map((row) => `${row.kind}:${row.to}`);
}

const readable = { padTo: SANDBOX_MIN_IMAGE_BYTES + 200 };

async function passEkyc(who: SmeTestApplicant, applicationId: string, nric: string) {
  const opened = await call(t, who, 'POST', EKYC_PATHS.session(applicationId));
  expect(opened.statusCode).toBe(200);
  const sessionId: string = opened.json().sessionId;
  for (const [side, bytes] of [
    ['front', pngBytes({ text: `NRIC:${nric}`, ...readable })],
    ['back', jpegBytes(readable)],
    ['selfie', pngBytes(readable)],
  ] as const) {
    const form = multipart({ side }, { field: 'image', name: `${side}.png`, type: 'image/png', bytes });
    const captured = await t.app.inject({
      method: 'POST',
      url: EKYC_PATHS.capture(sessionId),
      headers: { ...form.headers, ...who.headers },
      payload: form.payload,
    });
    expect(captured.statusCode).toBe(200);
  }
  expect((await call(t, who, 'POST', EKYC_PATHS.submit(sessionId))).statusCode).toBe(200);
  await t.settle();
  return (await call(t, who, 'GET', EKYC_PATHS.session(applicationId))).json();
}

describe("an SME partner's steps, from the form to PENDING and e-KYC", () => {
  it('verifies the email, takes the sole proprietor’s documents, moves to PENDING and passes e-KYC', async () => {
    const id = await submittedForm(sole, 'SOLE_PROPRIETOR', 'steps@hajar.example.com');

    // Pending refuses until the email and documents steps are recorded.
    expect((await call(t, sole, 'PATCH', SME_APPLICATION_PATHS.pending(id))).statusCode).toBe(409);

    // The code goes to the form's applicant email, and the marker follows at once (the form step is complete).
    await verifyEmailByCode(sole, id, 'steps@hajar.example.com');
    const email = await call(t, sole, 'PATCH', STEP_PATHS.emailVerificationCompleted(id));
    expect(email.statusCode).toBe(200);
    expect(email.json().application.markers).toEqual([
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
    ]);

    // Each required group of the partner type, then the step.
    for (const group of SOLE_REQUIRED) {
      const uploaded = await upload(sole, id, group);
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json()).toMatchObject({ entityId: id, fileType: { name: group } });
    }
    const listed = await call(t, sole, 'GET', FILE_PATHS.byEntity(id));
    expect(
      listed
        .json()
        .map((file: { fileType: { name: string } }) => file.fileType.name)
        .sort(),
    ).toEqual([...SOLE_REQUIRED].sort());
    const documents = await call(t, sole, 'PATCH', STEP_PATHS.documentUploadCompleted(id));
    expect(documents.statusCode).toBe(200);

    const pending = await call(t, sole, 'PATCH', SME_APPLICATION_PATHS.pending(id));
    expect(pending.statusCode).toBe(200);
    expect(pending.json().application.applicationStatus).toBe('PENDING');

    // e-KYC runs the sandbox session for the form's NRIC, after submission.
    expect(await passEkyc(sole, id, FORM_NRIC)).toMatchObject({ state: 'PASSED', attempts: 1 });
    const ekyc = await call(t, sole, 'PATCH', STEP_PATHS.ekycCompleted(id));
    expect(ekyc.statusCode).toBe(200);
    expect(ekyc.json().application).toMatchObject({
      applicationStatus: 'PENDING',
      markers: [
        'APPLICATIONFORMCOMPLETED',
        'EMAILVERIFICATIONCOMPLETED',
        'DOCUMENTUPLOADCOMPLETED',
        'EKYCCOMPLETED',
      ],
    });
    expect(await stepEvents(id)).toEqual([
      'status:DRAFT',
      'step:APPLICATIONFORMCOMPLETED',
      'step:EMAILVERIFICATIONCOMPLETED',
      'step:DOCUMENTUPLOADCOMPLETED',
      'status:PENDING',
      'step:EKYCCOMPLETED',
    ]);
  });

  it('refuses the documents step while a required group is missing, with its message', async () => {
    const id = await submittedForm(sole, 'SOLE_PROPRIETOR', 'missing@hajar.example.com');
    await verifyEmailByCode(sole, id, 'missing@hajar.example.com');
    for (const group of SOLE_REQUIRED.slice(0, 3))
      expect((await upload(sole, id, group)).statusCode).toBe(201);
    const refused = await call(t, sole, 'PATCH', STEP_PATHS.documentUploadCompleted(id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(en.smeSteps.requiredDocumentsMissing);
    // A group another partner type uploads is not this one's.
    expect((await upload(sole, id, 'boardresolution')).statusCode).toBe(400);
    expect((await call(t, sole, 'PATCH', SME_APPLICATION_PATHS.pending(id))).statusCode).toBe(409);
  });

  it('verifies the email by the emailed link too, landing on the SME page', async () => {
    const id = await submittedForm(sole, 'SOLE_PROPRIETOR', 'link@hajar.example.com');
    expect((await call(t, sole, 'POST', APPLICATION_PATHS.emailVerification(id))).statusCode).toBe(200);
    const token = linkTokenOf(await lastEmailTo(t, 'link@hajar.example.com'));
    const followed = await t.app.inject({
      method: 'GET',
      url: APPLICATION_PATHS.emailVerificationLink(token),
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toMatch(/\/sme\/email-verification\?verified=1$/);
    const view = await call(t, sole, 'GET', SME_APPLICATION_PATHS.application(id));
    expect(view.json().markers).toContain('EMAILVERIFICATIONCOMPLETED');
  });

  it('answers 404 to another partner for the application, its documents and its steps', async () => {
    const id = await submittedForm(sole, 'SOLE_PROPRIETOR', 'owner@hajar.example.com');
    await verifyEmailByCode(sole, id, 'owner@hajar.example.com');
    const mine = await upload(sole, id, 'ssmcertificate');
    expect(mine.statusCode).toBe(201);
    const fileId: string = mine.json().id;

    expect((await upload(company, id, 'ssmcertificate')).statusCode).toBe(404);
    expect((await call(t, company, 'GET', FILE_PATHS.byEntity(id))).statusCode).toBe(404);
    expect((await call(t, company, 'DELETE', FILE_PATHS.file(fileId))).statusCode).toBe(404);
    expect((await call(t, company, 'POST', APPLICATION_PATHS.emailVerification(id))).statusCode).toBe(404);
    expect((await call(t, company, 'PATCH', STEP_PATHS.documentUploadCompleted(id))).statusCode).toBe(404);
    expect((await call(t, company, 'POST', EKYC_PATHS.session(id))).statusCode).toBe(404);
    // The owner still removes its own file.
    expect((await call(t, sole, 'DELETE', FILE_PATHS.file(fileId))).statusCode).toBe(200);
  });

  it('takes a staff applicant’s salary slips and bank statement under the individual counts', async () => {
    const staff = await staffSession(t);
    const id = await submittedForm(staff, 'STAFF', 'staff@daniel.example.com');
    await verifyEmailByCode(staff, id, 'staff@daniel.example.com');
    for (const group of ['salaryslip', 'salaryslip', 'bankstatement'])
      expect((await upload(staff, id, group)).statusCode).toBe(201);
    const short = await call(t, staff, 'PATCH', STEP_PATHS.documentUploadCompleted(id));
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(en.uploads.problems.salarySlipExactlyThree);
    expect((await upload(staff, id, 'salaryslip')).statusCode).toBe(201);
    expect((await call(t, staff, 'PATCH', STEP_PATHS.documentUploadCompleted(id))).statusCode).toBe(200);
    expect((await call(t, staff, 'PATCH', SME_APPLICATION_PATHS.pending(id))).statusCode).toBe(200);
  });
});

function stepEventsOf(id: string) {
  return t.db.query<{ from_value: string | null; to_value: string; remark: string | null }>(
    `select from_value, to_value, remark from sme_application_events where application_id = $1 and kind = 'step'
     order by id`,
    [id],
  );
}

describe("the step-error call on an SME partner's or staff member's application", () => {
  it('records the error marker with its reason, which the completed form then replaces', async () => {
    const id = await newDraft(t, sole);
    opened.push({ who: sole, id });
    const error = await call(t, sole, 'PATCH', STEP_PATHS.error(id, 'application-form'), {
      reason: 'timeout',
    });
    expect(error.statusCode).toBe(200);
    expect(error.json()).toMatchObject({
      message: en.success.updated,
      application: { id, partnerId: 'P200010', markers: ['APPLICATIONFORMERROR'] },
    });
    expect(await stepEventsOf(id)).toEqual([
      { from_value: null, to_value: 'APPLICATIONFORMERROR', remark: 'timeout' },
    ]);

    // Recorded again, nothing changes and no second event is written.
    expect((await call(t, sole, 'PATCH', STEP_PATHS.error(id, 'application-form'))).statusCode).toBe(200);
    expect(await stepEventsOf(id)).toHaveLength(1);

    const submitted = await call(
      t,
      sole,
      'POST',
      SME_APPLICATION_PATHS.submission('SOLE_PROPRIETOR'),
      completeForm('SOLE_PROPRIETOR', id),
    );
    expect(submitted.json().application.markers).toEqual(['APPLICATIONFORMCOMPLETED']);
    expect((await stepEventsOf(id)).at(-1)).toEqual({
      from_value: 'APPLICATIONFORMERROR',
      to_value: 'APPLICATIONFORMCOMPLETED',
      remark: null,
    });
    const late = await call(t, sole, 'PATCH', STEP_PATHS.error(id, 'application-form'));
    expect([late.statusCode, late.json().message]).toEqual([409, en.status.refusals.stepAlreadyCompleted]);
  });

  it("answers another partner's application as a missing one (404), and writes nothing", async () => {
    const id = await newDraft(t, sole);
    opened.push({ who: sole, id });
    const other = await call(t, company, 'PATCH', STEP_PATHS.error(id, 'application-form'), {
      reason: 'x',
    });
    expect([other.statusCode, other.json().message]).toEqual([404, en.errors.applicationNotFound]);
    const missing = await call(t, company, 'PATCH', STEP_PATHS.error(crypto.randomUUID(), 'ekyc'));
    expect(missing.statusCode).toBe(404);
    expect(await stepEventsOf(id)).toEqual([]);
    expect((await call(t, sole, 'GET', SME_APPLICATION_PATHS.application(id))).json().markers).toEqual([]);
  });

  it('serves group staff, and refuses a step that is not open yet or a step it does not know', async () => {
    const staff = await staffSession(t);
    const id = await newDraft(t, staff);
    const early = await call(t, staff, 'PATCH', STEP_PATHS.error(id, 'ekyc'), { reason: 'camera' });
    expect(early.statusCode).toBe(409);
    expect((await call(t, staff, 'PATCH', STEP_PATHS.error(id, 'no-such-step'))).statusCode).toBe(404);
    const error = await call(t, staff, 'PATCH', STEP_PATHS.error(id, 'application-form'));
    expect(error.json().application).toMatchObject({
      id,
      partnerType: 'STAFF',
      markers: ['APPLICATIONFORMERROR'],
    });
  });
});
