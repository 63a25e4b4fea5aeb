import { logInThroughApi, openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * The demo borrowers seeded at start (decision 047): their refund page and direct-debit attempts, the conventional
 * loan on a phone in English, the Islamic financing on a desktop in Malay, axe on every screen.
 */
test.describe('the demo loan on a phone, in English', () => {
  test.use(PHONE);

  test('shows no credit to refund and no direct-debit attempt yet, with the schedule of a running loan', async ({
    page,
    request,
  }) => {
    const tokens = await logInThroughApi(request, { tab: 'conventional', phoneOrEmail: 'aina@example.com' });
    await openWithSession(page, '/repayment-schedule', tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
    await expect(page.getByText(/more than you owe/)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Direct debit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Direct Debit Attempts' })).toBeVisible();
    await expect(
      page.getByText('No deduction has been asked of your bank on this account yet.'),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto('/refund-request');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund of Credit' })).toBeVisible();
    const account = page.getByRole('region', { name: /^Loan SKL-/ });
    await expect(account.getByText('There is no credit on this account.')).toBeVisible();
    await expect(account.getByText('You have not asked for a refund on this account.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the demo financing on a desktop, in Malay', () => {
  test.use(DESKTOP);

  test('reads the refund page and the attempts in the financing’s words', async ({ page, request }) => {
    const tokens = await logInThroughApi(request, { tab: 'islamic', phoneOrEmail: 'zulaikha@example.com' });
    await openWithSession(page, '/islamic/refund-request?lang=ms', tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Bayaran Balik Kredit' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Pembiayaan SKF-/ })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/islamic/direct-debit-attempts?lang=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Percubaan Debit Terus' })).toBeVisible();
    await expectAccessible(page);
  });
});
