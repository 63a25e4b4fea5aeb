import type { APIRequestContext, Page } from '@playwright/test';
import { BACKOFFICE_BASE_PATH } from '@sinar/domain';
import { emailCount, newEmailTo } from '../support/account-helpers.ts';
import { openWithSession } from '../support/accounts.ts';
import { registerApplicant } from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { applicationReadyForReview, latestApplication, pdf } from '../support/journey-helpers.ts';
import {
  type DemoOfficer,
  logInToBackoffice,
  logOutOfBackoffice,
  OFFICERS,
  openBackofficeAs,
} from '../support/officers.ts';
import { PHONE } from '../support/viewports.ts';

/**
 * The back office: an officer logs in and out through the screen; officers signed in through the API review a
 * submitted application and decide on it, and the applicant sees the outcome. These journeys run one after the other
 * in one worker, which signs each officer in once (support/officers.ts): a second password step of the same officer
 * would replace the first one's challenge.
 */
test.describe.configure({ mode: 'serial' });

test('an officer logs in with the password and the authenticator code, and logs out', async ({ page }) => {
  await logInToBackoffice(page, OFFICERS.verifier2);
  await expectAccessible(page);
  await logOutOfBackoffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('the login screen comes from its HTML and loads the app at the first touch, or at once for an officer signed in', async ({
  page,
  request,
}) => {
  const appScripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') appScripts.push(new URL(sent.url()).pathname);
  });
  await page.goto(`${BACKOFFICE_BASE_PATH}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(appScripts).toEqual([]);

  await page.getByRole('textbox', { name: 'Work email' }).focus();
  await expect.poll(() => appScripts.length).toBeGreaterThan(0);

  await openBackofficeAs(page, request, OFFICERS.verifier, `${BACKOFFICE_BASE_PATH}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();
});

/** Opens the application in the back office as the officer and takes one decision through its form and confirmation. */
async function decide(
  page: Page,
  request: APIRequestContext,
  officer: DemoOfficer,
  application: { id: string; applicationNo: string },
  decision: { label: string; confirm: string; remark: string; fill?: (page: Page) => Promise<void> },
): Promise<void> {
  await openBackofficeAs(page, request, officer, `/backoffice/applications/${application.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Application ${application.applicationNo}`,
  );
  const panel = page.getByRole('region', { name: 'Decision' });
  await panel.getByRole('button', { name: decision.label, exact: true }).click();
  await decision.fill?.(page);
  await panel.getByRole('textbox', { name: 'Remark' }).fill(decision.remark);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: decision.confirm }).click();
  await expect(panel.getByText('Decision recorded', { exact: true })).toBeVisible();
  await expectAccessible(page);
}

test('a verifier and an approver work a submitted application to approval, and the applicant sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const applicant = await registerApplicant(request);
  const application = await applicationReadyForReview(request, applicant);

  // The verifier: the queues, the waiting list, then the application with its evidence.
  await openBackofficeAs(page, request, OFFICERS.verifier);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /applications: Pending verification, Conventional/ }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/backoffice/applications/${application.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Application ${application.applicationNo}`,
  );
  await expect(page.getByRole('region', { name: 'Applicant' })).toContainText('Nur Aisyah binti Ahmad');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Identity verification (e-KYC)' })).toContainText('Passed');
  await expectAccessible(page);
  // The verifier holds no approval: only the verifier's decisions are offered.
  const panel = page.getByRole('region', { name: 'Decision' });
  await expect(panel.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  await decide(page, request, OFFICERS.verifier, application, {
    label: 'Verify',
    confirm: 'Confirm verification',
    remark: 'Payslips match the employer and the bank statement; identity verified.',
  });
  const before = await emailCount(request, applicant.email);
  await decide(page, request, OFFICERS.approver1, application, {
    label: 'Approve',
    confirm: 'Confirm approval',
    remark: 'Within policy: debt service ratio under 40%.',
    fill: async (current) => {
      await current.getByRole('textbox', { name: 'Approved amount (RM)' }).fill('4000');
    },
  });

  expect((await latestApplication(request, applicant.tokens)).applicationStatus).toBe('APPROVED');
  expect(await newEmailTo(request, applicant.email, before)).toContain(application.applicationNo);

  await openWithSession(page, '/home', applicant.tokens);
  const status = page.getByRole('region', { name: 'Your application' });
  await expect(status.getByRole('heading', { level: 3 })).toHaveText('Approved, pending agreement');
  await expect(status.getByText('RM4,000.00')).toBeVisible();
  await expectAccessible(page);
});

test('an admin finds the decision in the audit trail and uses the admin pages', async ({ page, request }) => {
  test.setTimeout(150_000);
  const applicant = await registerApplicant(request);
  const application = await applicationReadyForReview(request, applicant);
  await decide(page, request, OFFICERS.verifier, application, {
    label: 'Follow up',
    confirm: 'Confirm follow-up',
    remark: 'Calling the employer to confirm the start date.',
  });

  await openBackofficeAs(page, request, OFFICERS.admin);
  const navigation = page.getByRole('navigation', { name: 'Back office' });

  await navigation.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(application.applicationNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const entries = page.getByRole('table', { name: 'Audit entries, newest first' });
  await expect(entries.getByRole('row').filter({ hasText: 'Followed up' })).toContainText(
    'Calling the employer to confirm the start date.',
  );
  await expectAccessible(page);

  await navigation.getByRole('link', { name: 'Officers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Officers' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'verifier@sinarkredit.com.my' })).toBeVisible();
  await expectAccessible(page);

  await navigation.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel(/Name, mobile number/).fill(applicant.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Nur Aisyah binti Ahmad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nur Aisyah binti Ahmad');
  await expect(page.getByRole('link', { name: application.applicationNo })).toBeVisible();
  await expectAccessible(page);

  await navigation.getByRole('link', { name: 'Master data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Master data' })).toBeVisible();
  for (const section of ['lists', 'products', 'codes', 'insurance', 'videos']) {
    await page.goto(`/backoffice/master-data/${section}`);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test.describe('on a phone, the applicant', () => {
  test.use(PHONE);

  test('fixes what the verifier referred back and resubmits', async ({ page, request }) => {
    test.setTimeout(150_000);
    const applicant = await registerApplicant(request);
    const application = await applicationReadyForReview(request, applicant);
    const remark = 'The bank statement is cut off; please upload all three months.';

    await page.setViewportSize({ width: 1280, height: 900 });
    await decide(page, request, OFFICERS.verifier, application, {
      label: 'Refer back',
      confirm: 'Confirm refer back',
      remark,
      fill: async (current) => {
        await current.getByRole('checkbox', { name: 'Document upload' }).check();
      },
    });
    expect((await latestApplication(request, applicant.tokens)).applicationStatus).toBe('REFERBACK');

    await page.setViewportSize(PHONE.viewport);
    await openWithSession(page, '/home', applicant.tokens);
    const status = page.getByRole('region', { name: 'Your application' });
    const note = status.getByRole('region', { name: 'What we need from you' });
    await expect(note.getByText(remark)).toBeVisible();
    await expect(note.getByRole('listitem')).toHaveText(['Document upload']);
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/application\/document-upload$/);
    await page.getByRole('button', { name: 'Delete statement.pdf' }).click();
    // Deleting asks first.
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await expect(confirm).toContainText('statement.pdf will be removed from your application.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('0 of 1 uploaded')).toBeVisible();
    await page
      .getByLabel('Choose a file for Bank statements', { exact: true })
      .setInputFiles(pdf('statement-sep-nov-full.pdf'));
    await expect(page.getByText('1 of 1 uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/application\/summary$/);
    await page.getByRole('checkbox', { name: /I agree to the use of my personal data/ }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Submit Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Pending approval');
    await expectAccessible(page);
    expect((await latestApplication(request, applicant.tokens)).applicationStatus).toBe('PENDING');
  });
});
