import {
  brandLoginStatus,
  codeEmailedTo,
  freshEmail,
  registerThroughApi,
} from '../support/account-helpers.ts';
import { DEMO, logInThroughApi, openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

test.describe('the account pages', () => {
  test('change the password, update the profile with a verified new email, and set a TIN', async ({
    page,
    request,
  }) => {
    // A customer of its own, so the demo accounts other journeys use keep their password and email.
    const customer = await registerThroughApi(request);
    const tokens = await logInThroughApi(request, {
      tab: 'conventional',
      phoneOrEmail: customer.email,
      password: customer.password,
    });

    // Change password: other sessions end, this one continues.
    const newPassword = 'Changed1234!';
    await openWithSession(page, '/change-password', tokens);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Password');
    await expectAccessible(page);
    await page.getByLabel('Old password', { exact: true }).fill(customer.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed. Please use it from now on.')).toBeVisible();
    await expect(page.getByLabel('Old password', { exact: true })).toHaveValue('');
    expect(await brandLoginStatus(request, customer.email, customer.password)).toBe(401);
    expect(await brandLoginStatus(request, customer.email, newPassword)).toBe(200);

    // Update profile: prefilled; the new email is used once the code sent to it is typed back.
    await page.goto('/update-profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Profile');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue(customer.email);
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Kuala Lumpur');
    await expectAccessible(page);
    const newEmail = freshEmail('e2e.moved');
    await email.fill(newEmail);
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('99 Jalan Baru');
    await page.getByLabel('Current password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm current password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Updated', { exact: true })).toBeVisible();
    const step = page.getByRole('region', { name: 'Verify your new email' });
    await expect(step).toContainText(`We have sent a 6-digit code to ${newEmail}.`);
    await expect(page.getByText(`Waiting for verification: ${newEmail}`)).toBeVisible();
    await expectAccessible(page);
    const code = await codeEmailedTo(request, newEmail, 0);
    await step.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP Verified')).toBeVisible();
    await expect(step).toBeHidden();
    await expect(email).toHaveValue(newEmail);

    // What was saved is what the page shows after a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('99 Jalan Baru');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(newEmail);
    expect(await brandLoginStatus(request, newEmail, newPassword)).toBe(200);

    // Request e-invoice: the TIN.
    await page.goto('/request-e-invoice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request E-Invoice');
    await expect(page.getByText('Not provided yet')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save TIN' }).click();
    await expect(page.getByText('Please input TIN Number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tax identification number (TIN)' }).fill('ig12345678901');
    await page.getByRole('button', { name: 'Save TIN' }).click();
    await expect(page.getByRole('definition')).toHaveText('IG12345678901');
    await expectAccessible(page);
  });

  test.describe('on a phone, for an SME partner, in Malay', () => {
    test.use(PHONE);

    test('the partner profile shows the partner and saves a TIN', async ({ page, request }) => {
      const tokens = await logInThroughApi(request, { tab: 'partner', partnerId: DEMO.partner.partnerId });
      await openWithSession(page, '/sme/update-profile?lang=ms', tokens);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kemas Kini Profil');
      await expect(page.getByRole('region', { name: 'Butiran rakan kongsi' })).toContainText('P100234');
      await expectAccessible(page);
      const tin = page.getByRole('region', { name: 'Mohon E-Invois' });
      await tin.getByRole('textbox', { name: 'Nombor pengenalan cukai (TIN)' }).fill('C1234567890');
      await tin.getByRole('button', { name: 'Simpan TIN' }).click();
      await expect(tin.getByRole('definition')).toHaveText('C1234567890');
      await expectAccessible(page);
    });
  });
});
