import { openWithSession } from '../support/accounts.ts';
import { registerApplicant } from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { applicationReadyForReview } from '../support/journey-helpers.ts';
import { approveThroughApi, OFFICERS, openBackofficeAs } from '../support/officers.ts';
import { PHONE } from '../support/viewports.ts';

/**
 * After approval: the applicant on a phone reads the approved loan summary, takes the protection plan and accepts,
 * and is led to attestation by the video; the back office sees the agreement with the agent's commission.
 */
test.describe.configure({ mode: 'serial' });

test.use(PHONE);

test('an approved applicant accepts the summary with protection and goes on to the attestation video; the back office sees the commission', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const applicant = await registerApplicant(request);
  const application = await applicationReadyForReview(request, applicant);
  await approveThroughApi(request, application.id, { amountSen: 500_000, tenureMonths: 12 });

  await openWithSession(page, '/home', applicant.tokens);
  const status = page.getByRole('region', { name: 'Your application' });
  await expect(status.getByRole('heading', { level: 3 })).toHaveText('Approved, pending agreement');
  await status.getByRole('link', { name: 'View approved loan summary' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Approved Loan Summary' })).toBeVisible();
  // Each figure after its label (Chromium does not name a definition by its term).
  const figure = (term: string) =>
    page.locator('dt').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Approved loan amount')).toHaveText('RM5,000.00');
  await expect(figure('Monthly instalment')).toHaveText('RM491.67');
  await expect(figure('Total payable')).toHaveText('RM5,900.00');
  await expect(figure('Service tax (8%)')).toHaveText('RM4.80');
  await expect(page.getByText(/commission/i)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Yes, add the protection plan to my loan' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(status.getByRole('heading', { level: 3 })).toHaveText('Approved');
  await status.getByRole('link', { name: 'Proceed to attestation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attestation Option' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Watch the video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attestation video' })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /\/video\/stream\?token=/);
  await expect(page.getByRole('checkbox', { name: /I have watched the video/ })).toBeDisabled();
  await expectAccessible(page);

  await openBackofficeAs(page, request, OFFICERS.disbursement, '/backoffice/agreements');
  await expect(page.getByRole('heading', { level: 1, name: 'Agreements' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('row', { name: new RegExp(application.applicationNo) })
    .getByRole('link', { name: /^SKL-\d{4}-\d{6}$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Agreement SKL-\d{4}-\d{6}$/);
  const protection = page.getByRole('region', { name: 'Protection and commission' });
  await expect(protection).toContainText('Agent commission (not shown to the customer)');
  await expectAccessible(page);
});
