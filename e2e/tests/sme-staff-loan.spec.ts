import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { freshEmail } from '../support/account-helpers.ts';
import { DEMO, logInThroughApi, openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { type DemoOfficer, OFFICERS, openBackofficeAs } from '../support/officers.ts';
import {
  chooseFirst,
  figure,
  fillSmeApplicantIdentity,
  fillSmeDisbursementAndEmergency,
  smeApplicationThroughApi,
  smeStepsToPending,
} from '../support/sme-helpers.ts';

/** The demo staff member's identity card, as the form and the e-KYC card show it. */
const NRIC = '880512145678';

/**
 * One back-office decision on an SME or staff application, taken in its dialog: the button of the decision panel,
 * what the decision asks for, the remark, and the same button to confirm.
 */
async function decideInBackoffice(
  page: Page,
  request: APIRequestContext,
  officer: DemoOfficer,
  application: { readonly id: string; readonly applicationNo: string },
  decision: {
    readonly label: string;
    readonly remark: string;
    readonly fill?: (dialog: Locator) => Promise<void>;
  },
): Promise<void> {
  await openBackofficeAs(page, request, officer, `/backoffice/sme/${application.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `SME application ${application.applicationNo}`,
  );
  const panel = page.getByRole('region', { name: 'Decision' });
  await panel.getByRole('button', { name: decision.label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: decision.label });
  await decision.fill?.(dialog);
  await dialog.getByLabel('Remark', { exact: true }).fill(decision.remark);
  await dialog.getByRole('button', { name: decision.label, exact: true }).click();
  await expect(panel.getByText('Decision recorded', { exact: true })).toBeVisible();
}

test('a group staff member applies for a staff loan, officers verify and approve it, and the staff member sees it approved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tokens = await logInThroughApi(request, { tab: 'staff', email: DEMO.staff.email });
  const email = freshEmail('e2e.staff.applicant');

  // Group staff start at once: no eligibility check, the net salary sets the maximum.
  await openWithSession(page, '/sme/home', tokens);
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page).toHaveURL(/\/smeApplication\/product-profile$/);
  await page.getByRole('textbox', { name: 'Net monthly salary (RM)' }).fill('4000');
  await page.getByRole('combobox', { name: 'Tenure' }).selectOption('12');
  // 5 x RM4,000 of net salary.
  await expect(figure(page, 'Your maximum for 12 months')).toHaveText('RM20,000');
  await page.getByRole('textbox', { name: 'Loan amount (RM)' }).fill('10000');
  await chooseFirst(page.getByRole('combobox', { name: 'Reason for the loan' }));
  // (RM10,000 + 18% a year over 12 months) / 12 = RM983.33.
  await expect(figure(page, 'Estimated monthly instalment')).toHaveText('RM983.33');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The staff form: the employment is the group's, shown and not editable.
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/smeApplication\/applicant-details$/);
  const fixed = main.getByRole('group', { name: 'Set for group staff, not editable' });
  for (const [label, value] of [
    ['Employment type', 'PRIVATE SECTOR'],
    ['Occupation', 'EMPLOYEE'],
    ['Employer', 'Sinar Kredit Sdn. Bhd.'],
  ] as const) {
    await expect(fixed.getByRole('textbox', { name: label })).toHaveValue(value);
    await expect(fixed.getByRole('textbox', { name: label })).not.toBeEditable();
  }
  await main.getByRole('combobox', { name: 'Title' }).selectOption({ label: 'Ms' });
  await fillSmeApplicantIdentity(page, { name: 'Tan Mei Ling', nric: NRIC, email });
  await main.getByRole('textbox', { name: 'Phone number' }).fill('0123456780');
  await main.getByRole('textbox', { name: 'Department' }).fill('Credit operations');
  await main.getByRole('textbox', { name: 'Staff ID' }).fill('SK10234');
  await main.getByRole('textbox', { name: 'Branch' }).fill('Kuala Lumpur');
  await main.getByLabel('Employment start date').fill('2019-06-03');
  await main.getByRole('textbox', { name: 'Company email' }).fill(DEMO.staff.email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await fillSmeDisbursementAndEmergency(page, {
    accountHolder: 'Tan Mei Ling',
    contactName: 'Tan Ah Kow',
    contactEmail: 'tan.ahkow@example.com',
  });
  await page.getByRole('button', { name: 'Submit my application form' }).click();

  // The steps: email, the salary slips and bank statement of an individual applicant, submission, e-KYC.
  await expect(page).toHaveURL(/\/sme\/application\/summary$/);
  await expect(figure(page, 'Total applied')).toHaveText('RM10,000');
  await expect(figure(page, 'Interest rate')).toHaveText('18% a year (flat)');
  const application = await smeStepsToPending(page, request, {
    tokens,
    email,
    nric: NRIC,
    documents: [{ group: 'Salary slips or tax form', files: 3 }, 'Bank statements'],
  });

  // Maker-checker in the back office: the verifier finds it in the staff queue and verifies it, the approver
  // approves RM8,000 over 12 months, less than applied for.
  await openBackofficeAs(page, request, OFFICERS.verifier, '/backoffice/sme');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SME and staff applications');
  await page.getByRole('link', { name: application.applicationNo }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `SME application ${application.applicationNo}`,
  );
  await expect(page.getByRole('main')).toContainText('Sinar Kredit Sdn. Bhd.');
  await expectAccessible(page);
  await decideInBackoffice(page, request, OFFICERS.verifier, application, {
    label: 'Verify',
    remark: 'Payslips, bank statement and staff record match; identity verified.',
  });
  await decideInBackoffice(page, request, OFFICERS.approver1, application, {
    label: 'Approve',
    remark: 'Within the staff policy.',
    fill: async (dialog) => {
      await dialog.getByLabel('Amount (RM)', { exact: true }).fill('8000');
      await dialog.getByLabel('Tenure (months)', { exact: true }).fill('12');
    },
  });
  expect((await smeApplicationThroughApi(request, tokens, application.id)).applicationStatus).toBe(
    'APPROVED',
  );

  // RM8,000 at 18% a year flat over 12 months: RM1,440 of interest, RM9,440 to repay; the stamp duty (0.5%) and
  // the processing fee come off what is paid out.
  await openWithSession(page, '/sme/loan-status/approved-loan-summary', tokens);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approved Loan Summary');
  const figures = [
    ['Signed by', 'Tan Mei Ling'],
    ['Approved loan amount', 'RM8,000.00'],
    ['Interest rate per annum', '18%'],
    ['Tenure', '12 months'],
    ['Stamp duty (0.5% of the amount)', 'RM40.00'],
    ['Processing fee', 'RM50.00'],
    ['Monthly instalment', 'RM786.67'],
    ['Last instalment', 'RM786.63'],
    ['Total payable', 'RM9,440.00'],
    ['Net amount received', 'RM7,910.00'],
  ] as const;
  for (const [term, value] of figures) await expect(figure(page, term)).toHaveText(value);
  await expect(
    page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: /^Business$/ }),
  ).toHaveCount(0);
  await expectAccessible(page);
});
