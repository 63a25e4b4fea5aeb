import { randomUUID } from 'node:crypto';
import {
  APPLICATION_PATHS,
  BACKOFFICE_PATHS,
  type decisionRequestSchema,
  EKYC_PATHS,
  FILE_PATHS,
  type Language,
  STEP_PATHS,
  type Workflow,
} from '@sinar/domain';
import type { z } from 'zod';
import { SANDBOX_MIN_IMAGE_BYTES } from '../../providers/ekyc/sandbox-ekyc-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { COMPLETE_FORM } from '../applications/testing/complete-form.ts';
import { AISYAH, call, draftOf, SUBMIT, type TestApplicant, verifyEmail } from '../applications/testing.ts';
import { insertCustomer } from '../auth/testing.ts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from '../documents/testing.ts';

/**
 * The review's API tests run the whole server (createTestApp) in the workflow under test. Applications reach the
 * officers through the applicant's own calls, with the documents and e-KYC modules and the e-KYC sandbox; officers
 * act through the back-office calls with tokens of their own.
 */

export function createReviewTestApp(workflow: Workflow = 'single'): Promise<TestApp> {
  return createTestApp({ env: { APPROVAL_WORKFLOW: workflow, PUBLIC_URL: 'https://sinar.test' } });
}

export interface TestOfficer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  readonly sessionId: string;
}

let officers = 0;

/** An officer with an open back-office session; `name` keeps them apart in the audit trail. */
export async function createOfficer(t: TestApp, roles: string[], name?: string): Promise<TestOfficer> {
  officers += 1;
  const fullName = name ?? `Officer ${officers} (${roles.join(', ')})`;
  const email = `officer-${randomUUID().slice(0, 8)}@sinarkredit.com.my`;
  const [officer] = await t.db.query<{ id: string }>(
    'insert into officers (email, full_name, roles) values ($1, $2, $3) returning id',
    [email, fullName, roles],
  );
  // Long enough for tests that move the clock by days; each call still gets a fresh access token.
  const [session] = await t.db.query<{ id: string }>(
    `insert into sessions (audience, officer_id, login_method, expires_at)
     values ('backoffice', $1, 'officer', $2) returning id`,
    [officer?.id, new Date(t.clock.now().getTime() + 400 * 86_400_000)],
  );
  if (!officer || !session) throw new Error('officer not created');
  return { id: officer.id, name: fullName, email, roles, sessionId: session.id };
}

export async function officerHeaders(t: TestApp, officer: TestOfficer): Promise<Record<string, string>> {
  const token = await t.accounts.tokens.issueOfficerToken({
    officerId: officer.id,
    sessionId: officer.sessionId,
    email: officer.email,
    name: officer.name,
    roles: [...officer.roles],
  });
  return { authorization: `Bearer ${token}` };
}

export async function asOfficer(
  t: TestApp,
  officer: TestOfficer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  language: Language = 'en',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await officerHeaders(t, officer)), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Sends a decision as the back office does: amounts in plain numbers of sen, which the route parses. */
export function decide(
  t: TestApp,
  officer: TestOfficer,
  id: string,
  decision: z.input<typeof decisionRequestSchema>,
) {
  return asOfficer(t, officer, 'POST', BACKOFFICE_PATHS.decisions(id), decision);
}

let applicants = 0;

export interface ReviewApplicant extends TestApplicant {
  readonly nric: string;
}

/** An individual customer with an open session, on a good line of the sandbox operator. */
export async function createApplicant(t: TestApp): Promise<ReviewApplicant> {
  applicants += 1;
  const serial = String(applicants).padStart(4, '0');
  const nric = `92041110${serial}`;
  const email = `applicant.${randomUUID().slice(0, 8)}@example.com`;
  const user = await insertCustomer(t.db, {
    ...AISYAH,
    fullName: `Applicant ${serial}`,
    phoneNo: `0117000${serial}`,
    nric,
    email,
    brands: ['conventional'],
  });
  const tokens = await t.accounts.sessions.open(t.db, user, 'telecom', { ip: null, userAgent: null });
  return {
    userId: user.id,
    email,
    nric,
    tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    ip: `198.51.100.${applicants % 250}`,
  };
}

/** The four documents the set needs: three salary slips and a bank statement. */
export async function uploadDocuments(t: TestApp, who: TestApplicant, applicationId: string): Promise<void> {
  for (const fileType of ['salaryslip', 'salaryslip', 'salaryslip', 'bankstatement']) {
    const uploaded = await uploadDocument(t, who, applicationId, fileType);
    if (uploaded.statusCode !== 201)
      throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  }
}

export function uploadDocument(t: TestApp, who: TestApplicant, applicationId: string, fileType: string) {
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

/** Identity verification through the e-KYC sandbox: a card showing the applicant's NRIC passes. */
export async function passEkyc(t: TestApp, who: ReviewApplicant, applicationId: string): Promise<void> {
  const opened = await call(t, who, 'POST', EKYC_PATHS.session(applicationId));
  if (opened.statusCode !== 200) throw new Error(`e-KYC not opened: ${opened.statusCode} ${opened.body}`);
  const sessionId: string = opened.json().sessionId;
  const readable = { padTo: SANDBOX_MIN_IMAGE_BYTES + 200 };
  for (const [side, bytes] of [
    ['front', pngBytes({ text: `NRIC:${who.nric}`, ...readable })],
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
    if (captured.statusCode !== 200) throw new Error(`capture failed: ${captured.body}`);
  }
  const submitted = await call(t, who, 'POST', EKYC_PATHS.submit(sessionId));
  if (submitted.statusCode !== 200) throw new Error(`e-KYC submit failed: ${submitted.body}`);
  await t.settle();
  const step = await call(t, who, 'PATCH', STEP_PATHS.ekycCompleted(applicationId));
  if (step.statusCode !== 200) throw new Error(`e-KYC step failed: ${step.statusCode} ${step.body}`);
}

/**
 * An application submitted through the applicant's calls (form, email, documents, consents) and, unless told
 * otherwise, identity-verified: PENDING with its four markers, ready for a verifier.
 */
export async function pendingApplication(
  t: TestApp,
  who: ReviewApplicant,
  options: { language?: Language; ekyc?: boolean; check?: Record<string, unknown> } = {},
): Promise<{ id: string; applicationNo: string }> {
  const draft = await draftOf(t, who, options.check);
  const saved = await call(
    t,
    who,
    'PATCH',
    APPLICATION_PATHS.update(options.language ?? 'en', draft.id),
    COMPLETE_FORM,
  );
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  const form = await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(draft.id));
  if (form.statusCode !== 200) throw new Error(`form step failed: ${form.body}`);
  await verifyEmail(t, who, draft.id);
  await uploadDocuments(t, who, draft.id);
  const documents = await call(t, who, 'PATCH', STEP_PATHS.documentUploadCompleted(draft.id));
  if (documents.statusCode !== 200) throw new Error(`documents step failed: ${documents.body}`);
  const submitted = await call(t, who, 'POST', APPLICATION_PATHS.submit(draft.id), SUBMIT);
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  if (options.ekyc !== false) await passEkyc(t, who, draft.id);
  return draft;
}

/** The application's status as the database holds it. */
export async function statusOf(t: TestApp, id: string): Promise<string | undefined> {
  const [row] = await t.db.query<{ status: string }>('select status from applications where id = $1', [id]);
  return row?.status;
}

/** The subjects of the emails queued to a recipient, oldest first. */
export async function emailSubjectsTo(t: TestApp, recipient: string): Promise<string[]> {
  const rows = await t.db.query<{ subject: string }>(
    'select subject from outbound_emails where recipient = $1 order by created_at, id',
    [recipient],
  );
  return rows.map((row) => row.subject);
}
