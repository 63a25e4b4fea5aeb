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
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * The application journey up to the documents: eligibility check -> result -> draft -> form -> email code from the
 * developer inbox -> document upload. Conventional on a phone in English, Islamic on a desktop in Malay.
 */
async function applyUpToDocuments(
  page: Page,
  request: APIRequestContext,
  text: ApplyText,
  options: { base: '' | '/islamic'; lang: '' | '?lang=ms'; applicant: Applicant; maxAmount: string },
): Promise<void> {
  const { base, lang, applicant } = options;
  await openWithSession(page, `${base}/testing-eligibility${lang}`, applicant.tokens);
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
  await expect(maximum).toHaveText(options.maxAmount);
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

test.describe('applying: eligibility, draft, form and email', () => {
  test.describe('on a phone', () => {
    test.use(PHONE);

    test('a conventional applicant applies in English and arrives at the document upload', async ({
      page,
      request,
    }) => {
      const applicant = await registerApplicant(request, { brand: 'conventional' });
      await applyUpToDocuments(page, request, APPLY_TEXT.en, {
        base: '',
        lang: '',
        applicant,
        maxAmount: 'RM10,000',
      });
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

    test('an Islamic applicant applies in Malay and arrives at the document upload', async ({
      page,
      request,
    }) => {
      const applicant = await registerApplicant(request, { brand: 'islamic', language: 'ms' });
      await applyUpToDocuments(page, request, APPLY_TEXT.ms, {
        base: '/islamic',
        lang: '?lang=ms',
        applicant,
        maxAmount: 'RM10,000',
      });
    });
  });
});
