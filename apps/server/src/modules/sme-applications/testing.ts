import {
  SME_APPLICATION_PATHS,
  SME_BACKOFFICE_PATHS,
  type SmePartnerType,
  type Workflow,
} from '@sinar/domain';
import { smeTestCompleteForm, smeTestDirector } from '@sinar/domain/sme/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, insertCustomer } from '../auth/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';

/** Helpers for the SME applications' API tests: partners with open sessions, and each partner type's form. */

export interface SmeTestApplicant {
  readonly userId: string;
  readonly headers: Record<string, string>;
}

export async function createSmeTestApp(): Promise<TestApp> {
  return createTestApp({ now: '2026-11-26T02:00:00Z' });
}

/** A partner of the sandbox directory with an account and an open session (P200001 is an eligible company). */
export async function partnerSession(
  t: TestApp,
  partnerId: string,
  partnerType: SmePartnerType,
  phoneNo: string,
): Promise<SmeTestApplicant> {
  const user = await insertCustomer(t.db, {
    organizationType: 'SME',
    fullName: `Partner ${partnerId}`,
    email: `${partnerId.toLowerCase()}@example.com`,
    phoneNo,
    partnerId,
    partnerType,
    companyName: partnerType === 'INDIVIDUAL' || partnerType === 'STAFF' ? null : `${partnerId} Sdn. Bhd.`,
    tinNumber: 'C20881734050',
  });
  const tokens = await t.accounts.sessions.open(t.db, user, 'partner', { ip: null, userAgent: null });
  return { userId: user.id, headers: bearer(tokens) };
}

/** A member of the group's staff with an open session. */
export async function staffSession(t: TestApp): Promise<SmeTestApplicant> {
  const user = await insertCustomer(t.db, {
    organizationType: 'STAFF',
    fullName: 'Daniel Lim Kok Wai',
    email: `staff.${crypto.randomUUID().slice(0, 8)}@sinargroup.com.my`,
    phoneNo: '0123987654',
  });
  const tokens = await t.accounts.sessions.open(t.db, user, 'staff', { ip: null, userAgent: null });
  return { userId: user.id, headers: bearer(tokens) };
}

export async function call(
  t: TestApp,
  who: SmeTestApplicant,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Makes the caller's draft and answers its id. */
export async function newDraft(t: TestApp, who: SmeTestApplicant): Promise<string> {
  const response = await call(t, who, 'POST', SME_APPLICATION_PATHS.draft, { form: {} });
  if (response.statusCode !== 201) throw new Error(`draft failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** A complete form of each partner type for the draft `smeApplicationId` (the domain's fixtures). */
export const completeForm = smeTestCompleteForm;
export const director = smeTestDirector;

/**
 * An application of `partnerType` walked to APPROVED: submitted and pending (`pendingSmeApplication`), then verified
 * by one officer and approved by another on the terms applied for (or a lower amount), through the back office's decision call, as
 * maker-checker requires; the approval makes the agreement in its transaction. Answers its id.
 */
export function approvedSmeApplication(
  t: TestApp,
  who: SmeTestApplicant,
  partnerType: SmePartnerType,
  approved: { amountSen?: number } = {},
): Promise<string> {
  return decidedSmeApplication(t, who, partnerType, 'approve', approved);
}

/** An application of `partnerType` pending, verified by one officer and rejected by another. Answers its id. */
export function rejectedSmeApplication(
  t: TestApp,
  who: SmeTestApplicant,
  partnerType: SmePartnerType,
): Promise<string> {
  return decidedSmeApplication(t, who, partnerType, 'reject');
}

async function decidedSmeApplication(
  t: TestApp,
  who: SmeTestApplicant,
  partnerType: SmePartnerType,
  decision: 'approve' | 'reject',
  approved: { amountSen?: number } = {},
): Promise<string> {
  const { id, amountSen, tenureMonths } = await pendingSmeApplication(t, who, partnerType);
  const verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  const approver = await createOfficer(t, ['approver1'], 'Badrul Approver');
  const decide = async (officer: TestOfficer, request: Record<string, unknown>) => {
    const response = await asOfficer(t, officer, 'POST', SME_BACKOFFICE_PATHS.decisions(id), request);
    if (response.statusCode !== 200)
      throw new Error(`${String(request.decision)} failed: ${response.statusCode} ${response.body}`);
  };
  await decide(verifier, { decision: 'verify', remark: 'Documents checked' });
  await decide(
    approver,
    decision === 'approve'
      ? { decision, remark: 'Approved', amountSen: approved.amountSen ?? amountSen, tenureMonths }
      : { decision, remark: 'Commission too irregular' },
  );
  return id;
}

// --- The back office's SME review (decision 062): the whole server, and applications waiting for an officer ---

export function createSmeReviewTestApp(workflow: Workflow = 'single'): Promise<TestApp> {
  return createTestApp({ now: '2026-11-26T02:00:00Z', env: { APPROVAL_WORKFLOW: workflow } });
}

/**
 * An application of the partner type submitted and pending, its email, documents and e-KYC recorded as the other
 * modules record them (set directly, as a fixture may): answers its id and number.
 */
export async function pendingSmeApplication(
  t: TestApp,
  who: SmeTestApplicant,
  partnerType: SmePartnerType,
): Promise<{ id: string; applicationNo: string; amountSen: number; tenureMonths: number }> {
  const id = await newDraft(t, who);
  const submitted = await call(
    t,
    who,
    'POST',
    SME_APPLICATION_PATHS.submission(partnerType),
    completeForm(partnerType, id),
  );
  if (submitted.statusCode !== 200) throw new Error(`submission failed: ${submitted.body}`);
  await t.db.query(
    `update sme_applications
     set markers = markers || '{EMAILVERIFICATIONCOMPLETED,DOCUMENTUPLOADCOMPLETED,EKYCCOMPLETED}' where id = $1`,
    [id],
  );
  const pending = await call(t, who, 'PATCH', SME_APPLICATION_PATHS.pending(id));
  if (pending.statusCode !== 200) throw new Error(`pending failed: ${pending.body}`);
  const { applicationNo, amountSen, tenureMonths } = pending.json().application;
  return { id, applicationNo, amountSen, tenureMonths };
}

export async function smeStatusOf(t: TestApp, id: string): Promise<string | undefined> {
  const [row] = await t.db.query<{ status: string }>('select status from sme_applications where id = $1', [
    id,
  ]);
  return row?.status;
}

/** The officers' audit entries of the application, oldest first. */
export function smeAuditRows(t: TestApp, id: string) {
  return t.db.query<{
    action: string;
    actorName: string;
    actorRole: string;
    before: unknown;
    after: unknown;
    remark: string | null;
  }>(
    `select action, actor_name as "actorName", actor_role as "actorRole", before, after, remark
     from audit_events where subject_type = 'smeApplication' and subject_id = $1 order by id`,
    [id],
  );
}
