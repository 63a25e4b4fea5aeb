import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  AUTH_PATHS,
  SME_APPLICATION_PATHS,
  SME_BACKOFFICE_PATHS,
  SME_DOCUMENTS_BY_PARTNER_TYPE,
  type SmePartnerType,
  STEP_PATHS,
} from '@sinar/domain';
import { humanCheckToken, logInThroughApi, type Tokens, temporaryPasswordSentTo } from './accounts.ts';
import { APPLY_TEXT, verifyEmailWithCode } from './application-helpers.ts';
import { expectAccessible } from './fixtures.ts';
import {
  captureIdentity,
  passEkycThroughApi,
  pdf,
  uploadThroughApi,
  VERDICT_TIMEOUT,
  verifyEmailThroughApi,
} from './journey-helpers.ts';
import { approveThroughApi } from './officers.ts';

/**
 * A directory partner's first activation through the API, as /partner does it: the temporary password by SMS, its one
 * login, the partner's own password chosen, then a session with it.
 */
export async function activatedPartnerSession(
  request: APIRequestContext,
  partner: { readonly partnerId: string; readonly phoneNo: string },
  password = 'Rakan#Niaga2026',
): Promise<Tokens> {
  const activation = await request.post(AUTH_PATHS.smeUser, {
    data: { partnerId: partner.partnerId, humanCheckToken: await humanCheckToken(request) },
  });
  expect(activation.ok(), `activation: ${activation.status()} ${await activation.text()}`).toBe(true);
  const temporary = await temporaryPasswordSentTo(request, partner.phoneNo);
  const first = await logInThroughApi(request, {
    tab: 'partner',
    partnerId: partner.partnerId,
    password: temporary,
  });
  const change = await request.post(AUTH_PATHS.smeChangePassword(partner.partnerId), {
    headers: { Authorization: `Bearer ${first.accessToken}` },
    data: { oldPassword: temporary, newPassword: password, confirmPassword: password },
  });
  expect(change.ok(), `password change: ${change.status()} ${await change.text()}`).toBe(true);
  return logInThroughApi(request, { tab: 'partner', partnerId: partner.partnerId, password });
}

/** The labels of an SME address group in one language. */
export interface AddressLabels {
  readonly line1: string;
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
}

export const ADDRESS_LABELS = {
  en: { line1: 'Address line 1', postcode: 'Postcode', city: 'City', state: 'State' },
  ms: { line1: 'Alamat baris 1', postcode: 'Poskod', city: 'Bandar', state: 'Negeri' },
} as const satisfies Record<string, AddressLabels>;

/** Fills an address group of the SME forms (lines, postcode, city and state) found by its legend. */
export async function fillAddress(scope: Locator, legend: string, labels: AddressLabels): Promise<void> {
  const group = scope.getByRole('group', { name: legend, exact: true });
  await group
    .getByRole('textbox', { name: labels.line1 })
    .fill('No. 12, Jalan Kenari 3, Bandar Puchong Jaya');
  await group.getByRole('textbox', { name: labels.postcode }).fill('47100');
  await group.getByRole('textbox', { name: labels.city }).fill('Puchong');
  await group.getByRole('combobox', { name: labels.state }).selectOption('Selangor');
}

/** Picks the first real choice of a select whose options come from a master list. */
export async function chooseFirst(select: Locator): Promise<void> {
  await expect(select).toBeEnabled();
  await select.selectOption({ index: 1 });
}

/** The value beside its term (Chromium does not name a <dd> by aria-labelledby). */
export function figure(page: Page, term: string): Locator {
  return page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The application's id, from the address of an SME step screen (`?id=`). */
function smeApplicationIdIn(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  expect(id, `an application id in ${page.url()}`).toMatch(/^[0-9a-f-]{36}$/);
  return id as string;
}

/**
 * From the SME summary, in English: the email step's code, sent to the applicant's address of the form and typed
 * back, after which the journey goes on by itself to the business documents.
 */
async function verifySmeEmailFromSummary(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Email verification' }).click();
  await expect(page).toHaveURL(/\/sme\/email-verification\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your email');
  await expect(figure(page, 'Email address')).toHaveText(email);
  await verifyEmailWithCode(page, request, APPLY_TEXT.en, email);
  await expect(page).toHaveURL(/\/sme\/document-upload\?id=/);
}

/**
 * On /sme/document-upload, in English: one PDF for each group named (by its label), each seen in its group's list,
 * then 'Next' back to the summary with the documents step done.
 */
async function uploadSmeDocuments(
  page: Page,
  groups: readonly (string | { readonly group: string; readonly files: number })[],
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload your documents');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const entry of groups) {
    const { group, files } = typeof entry === 'string' ? { group: entry, files: 1 } : entry;
    const slug = group.toLowerCase().replace(/[^a-z]+/g, '-');
    await page
      .getByLabel(`Choose a file for ${group}`, { exact: true })
      .setInputFiles(Array.from({ length: files }, (_, index) => pdf(`${slug}-${index + 1}.pdf`)));
    await expect(page.getByRole('list', { name: `Files of ${group}` }).getByRole('listitem')).toHaveCount(
      files,
    );
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sme\/application\/summary/);
}

/** On the SME summary: every step before submission done, the application submitted and shown as such. */
async function submitFromSmeSummary(page: Page): Promise<void> {
  const steps = page.getByRole('main').getByRole('list', { name: 'Your steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Application formCompleted',
    'Business documentsCompleted',
    'Email verificationCompleted',
    'Identity verificationNot completed',
  ]);
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expect(page.getByText('Your application has been submitted for review.')).toBeVisible();
  await expect(figure(page, 'Status')).toHaveText('Submitted');
}

/**
 * After submission, from the summary's identity step: the e-KYC pictures with the applicant's own NRIC, the
 * provider's verdict awaited, and the step recorded.
 */
async function verifySmeIdentityFromSummary(page: Page, nric: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Identity verification' }).click();
  await expect(page).toHaveURL(/\/sme\/application\/identity-verification\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your identity');
  await captureIdentity(page, ['Front of identity card', 'Back of identity card', 'Selfie'], nric);
  await expect(page.getByText('Received')).toHaveCount(3);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sme\/application\/verification-complete\?id=/, {
    timeout: VERDICT_TIMEOUT,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your identity is verified');
}

/** The SME application as its owner reads it through the API. */
export async function smeApplicationThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  id: string,
): Promise<{ applicationNo: string; applicationStatus: string; markers: string[] }> {
  const response = await request.get(SME_APPLICATION_PATHS.application(id), {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.ok(), `SME application: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { applicationNo: string; applicationStatus: string; markers: string[] };
}

/** Every step an SME or staff applicant takes after the form, as the summary lists them. */
export interface SmeStepsApplicant {
  readonly tokens: Tokens;
  /** The email of the applicant details, where the code goes. */
  readonly email: string;
  /** The NRIC of the form, on the identity card the e-KYC sandbox reads. */
  readonly nric: string;
  /** The document groups the partner type takes, by their labels; one file each unless told. */
  readonly documents: Parameters<typeof uploadSmeDocuments>[1];
}

/**
 * From the SME summary, in English, every step to PENDING: the email code, the documents, the submission (shown on
 * the page and read through the API), then the applicant's e-KYC, after which the application waits, PENDING, with
 * every step done. Answers the application's id and number.
 */
export async function smeStepsToPending(
  page: Page,
  request: APIRequestContext,
  applicant: SmeStepsApplicant,
): Promise<{ readonly id: string; readonly applicationNo: string }> {
  await verifySmeEmailFromSummary(page, request, applicant.email);
  const id = smeApplicationIdIn(page);
  await uploadSmeDocuments(page, applicant.documents);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application summary');
  await submitFromSmeSummary(page);
  await expectAccessible(page);
  const submitted = await smeApplicationThroughApi(request, applicant.tokens, id);
  expect(submitted.applicationStatus).toBe('PENDING');
  await expect(figure(page, 'Application number')).toHaveText(submitted.applicationNo);

  await verifySmeIdentityFromSummary(page, applicant.nric);
  await expectAccessible(page);
  const verified = await smeApplicationThroughApi(request, applicant.tokens, id);
  expect(verified.applicationStatus).toBe('PENDING');
  expect(verified.markers).toEqual(
    expect.arrayContaining([
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
      'EKYCCOMPLETED',
    ]),
  );
  return { id, applicationNo: submitted.applicationNo };
}

/**
 * The disbursement details and the emergency contact pages, in English, as the applicant fills them: the
 * disbursement page saved, the emergency page filled and left for the caller to leave by its own button.
 */
export async function fillSmeDisbursementAndEmergency(
  page: Page,
  people: { readonly accountHolder: string; readonly contactName: string; readonly contactEmail: string },
): Promise<void> {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/smeApplication\/disbursement-details$/);
  await chooseFirst(main.getByRole('combobox', { name: 'Bank', exact: true }));
  await main.getByRole('textbox', { name: 'Bank account name' }).fill(people.accountHolder);
  await main.getByRole('textbox', { name: 'Bank account number' }).fill('112233445566');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/smeApplication\/emergency-details$/);
  await main.getByRole('textbox', { name: 'Emergency contact name' }).fill(people.contactName);
  await main.getByRole('textbox', { name: 'Emergency contact phone number' }).fill('0198765432');
  await main.getByRole('textbox', { name: 'Emergency contact email' }).fill(people.contactEmail);
  await chooseFirst(main.getByRole('combobox', { name: 'Relationship' }));
}

/**
 * The applicant details every partner type and group staff fill, in English: name, identity, email, race,
 * nationality and the home, NRIC and mailing addresses. What a partner type adds is the caller's.
 */
export async function fillSmeApplicantIdentity(
  page: Page,
  applicant: { readonly name: string; readonly nric: string; readonly email: string },
): Promise<void> {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/smeApplication\/applicant-details$/);
  await main.getByRole('textbox', { name: 'Full name', exact: true }).fill(applicant.name);
  await main.getByRole('combobox', { name: 'Identity type' }).selectOption('MYKAD');
  await main.getByRole('textbox', { name: 'NRIC number' }).fill(applicant.nric);
  await main.getByRole('textbox', { name: 'Email address' }).fill(applicant.email);
  await chooseFirst(main.getByRole('combobox', { name: 'Race' }));
  await main.getByRole('textbox', { name: 'Nationality' }).fill('Malaysian');
  for (const legend of ['Home address', 'NRIC address', 'Mailing address'])
    await fillAddress(main, legend, ADDRESS_LABELS.en);
}

/** The partner's application and form, as its screens would send them: the partner type's complete form. */
export interface SmeApiApplicant {
  readonly tokens: Tokens;
  readonly partnerType: SmePartnerType;
  /** The email of the applicant details, where the code goes. */
  readonly email: string;
  /** The NRIC of the applicant details, on the identity card the e-KYC sandbox reads. */
  readonly nric: string;
  /** The partner type's whole form without its application's id (`SME_APPLICATION_SCHEMAS`). */
  readonly form: Readonly<Record<string, unknown>>;
}

async function expectOk(
  what: string,
  response: { ok(): boolean; status(): number; text(): Promise<string> },
) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

/**
 * Through the server's calls, as the SME screens make them: the eligibility check, a draft, the whole form, the email
 * code, one PDF for each business document the partner type must upload, the submission to PENDING and the
 * applicant's e-KYC. Then the verifier verifies it and the first approver approves it on the terms applied for, which
 * makes its agreement. Answers the application's id.
 */
export async function approvedSmeApplicationThroughApi(
  request: APIRequestContext,
  applicant: SmeApiApplicant,
): Promise<string> {
  const headers = { Authorization: `Bearer ${applicant.tokens.accessToken}` };
  const eligibility = await request.post(SME_APPLICATION_PATHS.eligibility, { headers });
  await expectOk('SME eligibility', eligibility);
  expect(((await eligibility.json()) as { eligible: boolean }).eligible).toBe(true);
  const drafted = await request.post(SME_APPLICATION_PATHS.draft, { headers, data: { form: {} } });
  await expectOk('SME draft', drafted);
  const { id } = (await drafted.json()) as { id: string };
  await expectOk(
    'SME form',
    await request.post(SME_APPLICATION_PATHS.submission(applicant.partnerType), {
      headers,
      data: { ...applicant.form, smeApplicationId: id },
    }),
  );
  await verifyEmailThroughApi(request, applicant.tokens, id, applicant.email);
  await expectOk('email step', await request.patch(STEP_PATHS.emailVerificationCompleted(id), { headers }));
  for (const group of SME_DOCUMENTS_BY_PARTNER_TYPE[applicant.partnerType].required)
    await uploadThroughApi(request, applicant.tokens, id, group, pdf(`${group}.pdf`));
  await expectOk('documents step', await request.patch(STEP_PATHS.documentUploadCompleted(id), { headers }));
  await expectOk('SME pending', await request.patch(SME_APPLICATION_PATHS.pending(id), { headers }));
  await passEkycThroughApi(request, applicant.tokens, id, applicant.nric);
  const { amountSen, tenureMonths } = applicant.form as { amountSen: number; tenureMonths: number };
  await approveThroughApi(request, id, { amountSen, tenureMonths }, SME_BACKOFFICE_PATHS.decisions);
  return id;
}
