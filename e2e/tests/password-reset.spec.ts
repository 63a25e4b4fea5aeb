import {
  brandLoginStatus,
  emailCount,
  freshEmail,
  registerThroughApi,
  resetLinkEmailedTo,
} from '../support/account-helpers.ts';
import { acceptRefusedRequests, logInThroughApi } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

const NEUTRAL_ANSWER =
  'If this email address belongs to an account, we have sent it a link to choose a new password. The link works for 30 minutes.';

test.describe('password reset', () => {
  test('the emailed link sets a new password: the old one stops working, the new one works', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = await registerThroughApi(request);
    const newPassword = 'Renewed1234!';

    await page.goto('/reset-password-request');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
    await expectAccessible(page);
    const before = await emailCount(request, customer.email);
    await page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(NEUTRAL_ANSWER)).toBeVisible();

    const link = await resetLinkEmailedTo(request, customer.email, before);
    expect(link).toMatch(/^\/reset-password-request\?token=/);
    await page.goto(link);
    await expect(page.getByText(/^Choose a new password for \S+@example\.com\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. Please use it from now on.')).toBeVisible();
    await expectAccessible(page);
    const logIn = page.getByRole('link', { name: 'Log in' }).last();
    await expect(logIn).toHaveAttribute('href', /^\/(\?lang=en)?$/);

    expect(await brandLoginStatus(request, customer.email, customer.password)).toBe(401);
    const tokens = await logInThroughApi(request, {
      tab: 'conventional',
      phoneOrEmail: customer.email,
      password: newPassword,
    });
    expect(tokens.accessToken).toBeTruthy();

    // The link works once.
    await page.goto(link);
    await expect(
      page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    acceptRefusedRequests(consoleErrors, 400);
  });

  test.describe('on a phone, in Malay, for Islamic financing', () => {
    test.use(PHONE);

    test('an address without an account gets the same answer and no email', async ({ page, request }) => {
      const email = freshEmail('e2e.nobody');
      await page.goto('/islamic/reset-password-request?lang=ms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tetapkan Semula Kata Laluan');
      await page.getByRole('textbox', { name: 'Alamat e-mel' }).fill(email);
      await page.getByRole('button', { name: 'Hantar pautan' }).click();
      await expect(
        page.getByText(
          'Jika alamat e-mel ini milik sebuah akaun, kami telah menghantar pautan untuk memilih kata laluan baharu. Pautan ini sah selama 30 minit.',
        ),
      ).toBeVisible();
      await expectAccessible(page);
      expect(await emailCount(request, email)).toBe(0);
    });
  });
});
