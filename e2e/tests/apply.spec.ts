import type { APIRequestContext, Page } from '@playwright/test';
import { openWithSession } from '../support/accounts.ts';
import {
  APPLY_TEXT,
  type Applicant,
  type ApplyText,
  fillApplicationForm,
  fillEligibility,
  registerApplicant,
  verifyEmailWithCode,
} from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  type InputFile,
  largeCameraPhoto,
  latestApplication,
  pdf,
  png,
  storedFiles,
  VERDICT_TIMEOUT,
} from '../support/journey-helpers.ts';
import { type Language, logInOnTab, openLoginDialog } from '../support/login-dialog.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * The whole application journey in one go, as an applicant lives it: log in through the login dialog, apply from
 * the home page, check eligibility, continue from the draft, fill in the form, verify the email with the code from
 * the developer inbox, upload the documents, submit the summary, verify identity with the e-KYC sandbox, and find
 * the application waiting for approval at home. Conventional on a phone in English, Islamic on a desktop in Malay.
 */

interface Journey {
  readonly language: Language;
  readonly base: '' | '/islamic';
  readonly text: ApplyText;
  /** The bank statement: a pdf, or a photo taken with the phone's camera. */
  readonly bankStatement: (page: Page) => Promise<{ input: 'file' | 'camera'; file: InputFile }>;
}

async function logInAndApply(page: Page, applicant: Applicant, journey: Journey): Promise<void> {
  const { text, base, language } = journey;
  await page.goto(`${base}?lang=${language}`);
  const dialog = await openLoginDialog(page, language);
  await logInOnTab(dialog, {
    tab: base === '/islamic' ? 'islamic' : 'conventional',
    language,
    identifier: applicant.email,
    password: applicant.password,
  });
  await expect(page).toHaveURL(new RegExp(`${base}/home\\?lang=${language}$`));
  await expect(page.getByRole('heading', { level: 3, name: text.readyToApply })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: text.applyNow }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/testing-eligibility`));
}

async function checkEligibilityAndFillForm(
  page: Page,
  request: APIRequestContext,
  applicant: Applicant,
  { text, base }: Journey,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: text.eligibilityTitle })).toBeVisible();
  await expectAccessible(page);
  await fillEligibility(page, text, { amountSen: 500_000, tenureMonths: 12, netSalary: '3,500' });
  await page.getByRole('button', { name: text.check }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/result/eligible`));
  await expect(page.getByText(text.eligible)).toBeVisible();
  // The value beside its term (Chromium does not name a <dd> by aria-labelledby).
  const maximum = page
    .getByRole('term')
    .filter({ hasText: text.maxAmount })
    .locator('xpath=following-sibling::dd[1]');
  await expect(maximum).toHaveText('RM10,000');
  // A reload still shows the result.
  await page.reload();
  await expect(page.getByText(text.eligible)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: text.continueToApply }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/application$`));
  await expect(page.getByRole('heading', { level: 1, name: text.formTitle })).toBeVisible();

  // The draft page shows where the applicant stands and continues there.
  await page.goto(`${base}/draft-application`);
  await expect(page.getByRole('heading', { level: 1, name: text.draftTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: text.steps }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: text.continueDraft }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/application$`));

  await expect(page.getByRole('combobox', { name: text.amount })).toHaveValue('500000');
  await fillApplicationForm(page, text);
  await expectAccessible(page);
  await page.getByRole('button', { name: text.next }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/application/email-verification`));
  await expect(page.getByRole('heading', { level: 1, name: text.emailTitle })).toBeVisible();
  await expect(page.getByText(applicant.email)).toBeVisible();
  await expectAccessible(page);
  await verifyEmailWithCode(page, request, text, applicant.email);
  await expect(page.getByText(text.otpVerified).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/application/document-upload`));
}

async function uploadDocumentsAndSubmit(page: Page, journey: Journey): Promise<void> {
  const { text, base } = journey;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.documentsTitle);
  await expectAccessible(page);
  await page
    .getByLabel(text.chooseSalarySlips, { exact: true })
    .setInputFiles([pdf('payslip-sep.pdf'), pdf('payslip-oct.pdf'), png('payslip-nov.png')]);
  await expect(page.getByText(text.uploadedOfThree)).toBeVisible();
  const statement = await journey.bankStatement(page);
  const input = statement.input === 'camera' ? text.photoBankStatement : text.chooseBankStatement;
  await page.getByLabel(input, { exact: true }).setInputFiles(statement.file);
  await expect(page.getByText(text.uploadedOfOne)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: text.next }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/application/summary$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.summaryTitle);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: text.consent }).check();
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByText(text.submitted)).toBeVisible();
}

async function verifyIdentityAndSeeHome(page: Page, applicant: Applicant, journey: Journey): Promise<void> {
  const { text, base } = journey;
  await expect(page).toHaveURL(new RegExp(`${base}/application/identity-verification$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.identityTitle);
  await expectAccessible(page);
  const [front, back, selfie] = text.captures;
  await page.getByLabel(front, { exact: true }).setInputFiles(png('front.png', applicant.nric));
  await page.getByLabel(back, { exact: true }).setInputFiles(png('back.png'));
  await page.getByLabel(selfie, { exact: true }).setInputFiles(png('selfie.png'));
  await expect(page.getByText(text.received, { exact: true })).toHaveCount(3);
  await page.getByRole('button', { name: text.submit, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/application/verification-complete`), {
    timeout: VERDICT_TIMEOUT,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.identityVerified);
  await expectAccessible(page);
  await page.getByRole('link', { name: text.backToHome }).click();
  const status = page.getByRole('region', { name: text.statusRegion });
  await expect(status.getByRole('heading', { level: 3 })).toHaveText(text.pendingApproval);
  await expectAccessible(page);
}

test.describe('applying, from login to an application waiting for approval', () => {
  test.describe('on a phone', () => {
    test.use(PHONE);

    test('a conventional applicant applies in English, with a photo of the bank statement made smaller to fit', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const applicant = await registerApplicant(request, { brand: 'conventional' });
      const journey: Journey = {
        language: 'en',
        base: '',
        text: APPLY_TEXT.en,
        bankStatement: async (current) => ({
          input: 'camera',
          file: await largeCameraPhoto(current, 'IMG_2041.jpeg'),
        }),
      };
      await logInAndApply(page, applicant, journey);
      await checkEligibilityAndFillForm(page, request, applicant, journey);
      await uploadDocumentsAndSubmit(page, journey);

      // The photo was made smaller in the browser, and the server kept that JPEG, under the limit.
      const application = await latestApplication(request, applicant.tokens);
      const photo = (await storedFiles(request, applicant.tokens, application.id)).find(
        (file) => file.fileName === 'IMG_2041.jpg',
      );
      expect(photo?.contentType).toBe('jpeg');
      expect(photo?.sizeBytes).toBeLessThan(5 * 1024 * 1024);

      await verifyIdentityAndSeeHome(page, applicant, journey);
      expect((await latestApplication(request, applicant.tokens)).applicationStatus).toBe('PENDING');
    });

    test('an applicant whose telecom bill is overdue sees the reasons', async ({ page, request }) => {
      const applicant = await registerApplicant(request, {
        brand: 'conventional',
        phoneNo: '0123000003',
        fullName: 'Muthu a/l Rajendran',
        nric: { part1: '850917', part2: '08', part3: '6213' },
      });
      const text = APPLY_TEXT.en;
      await openWithSession(page, '/testing-eligibility', applicant.tokens);
      await fillEligibility(page, text, { amountSen: 300_000, tenureMonths: 6, netSalary: '2800' });
      await page.getByRole('button', { name: text.check }).click();
      await expect(page).toHaveURL(/\/result\/not-eligible$/);
      await expect(page.getByText(text.notEligible)).toBeVisible();
      await expect(page.getByRole('list', { name: text.reasonsList })).toContainText(text.billOverdue);
      await expectAccessible(page);
    });
  });

  test.describe('on a desktop', () => {
    test.use(DESKTOP);

    test('an Islamic applicant applies in Malay under /islamic', async ({ page, request }) => {
      test.setTimeout(120_000);
      const applicant = await registerApplicant(request, { brand: 'islamic', language: 'ms' });
      const journey: Journey = {
        language: 'ms',
        base: '/islamic',
        text: APPLY_TEXT.ms,
        bankStatement: async () => ({ input: 'file', file: pdf('penyata-bank.pdf') }),
      };
      await logInAndApply(page, applicant, journey);
      await checkEligibilityAndFillForm(page, request, applicant, journey);
      await uploadDocumentsAndSubmit(page, journey);
      await verifyIdentityAndSeeHome(page, applicant, journey);
      const application = await latestApplication(request, applicant.tokens);
      expect(application.applicationNo).toMatch(/^SKI-/);
      expect(application.applicationStatus).toBe('PENDING');
    });
  });
});
