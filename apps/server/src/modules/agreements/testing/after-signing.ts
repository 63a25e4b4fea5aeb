import { AGREEMENT_PATHS, isVariant, SIGNING_PATHS, type TacPurpose, type Variant } from '@sinar/domain';
import type { TestApp } from '../../../testing/test-app.ts';
import { call } from '../../applications/testing.ts';
import { multipart } from '../../documents/testing.ts';
import type { ReviewApplicant } from '../../review/testing.ts';
import { drawnSignaturePng } from '../pdf/testing.ts';
import { type ApprovedApplication, approvedApplication, type ReviewTeam } from '../testing.ts';

/**
 * The steps after signing start from a signed agreement: an approved application taken through the applicant's own
 * calls (summary, document, signing account, TAC, signature), attestation set directly as its calls are another
 * part's. The mandate's calls need a TAC of their own purpose and the sandbox bank's page.
 */

export async function expectOk(response: { statusCode: number; body: string }, what: string): Promise<void> {
  if (response.statusCode !== 200)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** The summary accepted through its call; then the agreement stands where attestation leaves it. */
export async function acceptedSummary(t: TestApp, application: ApprovedApplication): Promise<void> {
  await expectOk(
    await call(t, application.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(application.agreementId), {
      takeProtection: false,
    }),
    'accepting the summary',
  );
}

/** The latest TAC of `purpose` the SMS carried to the applicant's phone. */
export async function tacSentTo(
  t: TestApp,
  who: Pick<ReviewApplicant, 'userId'>,
  purpose: TacPurpose,
): Promise<string> {
  const [sms] = await t.db.query<{ text: string }>(
    `select body_text as text from outbound_sms
      where recipient = (select phone_no from users where id = $1) and purpose = $2
      order by created_at desc limit 1`,
    [who.userId, `agreement-tac-${purpose}`],
  );
  const tac = /is (\d{6})\./.exec(sms?.text ?? '')?.[1];
  if (!tac) throw new Error(`no TAC sent: ${sms?.text}`);
  return tac;
}

/** Asks for a TAC of `purpose` (past the resend wait) and answers the code the SMS carried. */
export async function requestTac(
  t: TestApp,
  application: ApprovedApplication,
  purpose: TacPurpose,
): Promise<string> {
  await t.db.query(
    `update agreement_tacs set issued_at = issued_at - interval '2 minutes', expires_at = expires_at - interval '2 minutes'
      where agreement_id = $1 and purpose = $2`,
    [application.agreementId, purpose],
  );
  await expectOk(
    await call(t, application.applicant, 'POST', SIGNING_PATHS.tac(application.agreementId), { purpose }),
    'requesting a TAC',
  );
  return tacSentTo(t, application.applicant, purpose);
}

/** An approved application taken to a signed agreement through the applicant's calls. */
export async function signedApplication(
  t: TestApp,
  team: ReviewTeam,
  options: { check?: Record<string, unknown> } = {},
): Promise<ApprovedApplication> {
  const application = await approvedApplication(t, team, options);
  await attestedApplication(t, application);
  const type = options.check?.applicationType;
  await signAttested(t, application, isVariant(type) ? type : 'conventional');
  return application;
}

/** An attested agreement signed through the applicant's calls: document, signing account, TAC, signature. */
export async function signAttested(
  t: TestApp,
  application: ApprovedApplication,
  company: Variant = 'conventional',
): Promise<void> {
  const { agreementId, applicant } = application;
  await expectOk(
    await call(t, applicant, 'POST', SIGNING_PATHS.acceptDocument(agreementId), { accepted: true }),
    'accepting the document',
  );
  await expectOk(
    await call(t, applicant, 'POST', SIGNING_PATHS.enrol(applicant.nric), { agreementId }),
    'enrolling',
  );
  await requestTac(t, application, 'signing');
  await expectOk(await verifyTacAndSign(t, applicant, agreementId, company), 'signing');
}

/** Who signs in a test: an applicant of any product with an open session. */
export interface Signer {
  readonly userId: string;
  readonly headers: Record<string, string>;
  readonly ip?: string;
}

/**
 * The last steps of signing, once the signing TAC was sent: the code the SMS carried verified, then the consent and
 * the drawn signature posted. Answers the signing call's response.
 */
export async function verifyTacAndSign(t: TestApp, who: Signer, agreementId: string, company: Variant) {
  const from = who.ip ? { remoteAddress: who.ip } : {};
  const tac = await tacSentTo(t, who, 'signing');
  await expectOk(
    await t.app.inject({
      method: 'POST',
      url: SIGNING_PATHS.tacVerification(agreementId),
      headers: who.headers,
      ...from,
      payload: { purpose: 'signing', tac },
    }),
    'verifying the TAC',
  );
  const form = multipart(
    { consent: 'true' },
    { field: 'signature', name: 'signature.png', type: 'image/png', bytes: drawnSignaturePng() },
  );
  return t.app.inject({
    method: 'POST',
    url: SIGNING_PATHS.sign('en', company, agreementId),
    headers: { ...who.headers, ...form.headers },
    ...from,
    payload: form.payload,
  });
}

/** The summary accepted, then attested (set directly: attestation's calls are another part's). */
export async function attestedApplication(t: TestApp, application: ApprovedApplication): Promise<void> {
  await acceptedSummary(t, application);
  await t.db.query(`update agreements set status = 'ATTESTED' where id = $1`, [application.agreementId]);
}

/** The customer's browser at the sandbox bank: opens the page the mandate call answered, then posts the form. */
export async function atBank(t: TestApp, redirectUrl: string, form: Record<string, string>) {
  const url = new URL(redirectUrl);
  const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (opened.statusCode !== 200) throw new Error(`the bank page answered ${opened.statusCode}`);
  const answered = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '', ...form }).toString(),
  });
  return answered;
}

/** Makes every queued job due now (the queue compares with the database's clock), then runs them. */
export async function runJobsNow(t: TestApp): Promise<number> {
  await t.db.query(`update jobs set run_at = now() where status = 'queued'`);
  return t.jobs.runDue();
}
