import { codeEmailedTo, emailCount, freshStaffEmail } from '../support/account-helpers.ts';
import { acceptRefusedRequests, logInThroughApi } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

const PASSWORD = 'Pintu1234!';

test.describe('staff registration', () => {
  test('a staff member registers, verifies the emailed code and can log in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = freshStaffEmail();
    await page.goto('/staff/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff Registration');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Lim Wei Jie');
    await page.getByRole('textbox', { name: 'Company email address' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/staff\/registration\/verification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Your Email');
    await expect(page.getByText(`We have sent a 6-digit code to ${email}.`)).toBeVisible();
    await expectAccessible(page);
    const firstCode = await codeEmailedTo(request, email, 0);

    // A wrong code is refused on the code box.
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill(firstCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is incorrect or has expired.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    acceptRefusedRequests(consoleErrors, 400);

    // A new code replaces the first one.
    const before = await emailCount(request, email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    const newCode = await codeEmailedTo(request, email, before);
    await code.fill(newCode);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('OTP Verified')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to staff login' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    // The account now logs in with the company email and the password chosen.
    const tokens = await logInThroughApi(request, { tab: 'staff', email, password: PASSWORD });
    expect(tokens.accessToken).toBeTruthy();
  });

  test.describe('on a phone, in Malay', () => {
    test.use(PHONE);

    test("only the group's own mailboxes may register", async ({ page }) => {
      let posted = false;
      page.on('request', (sent) => {
        if (sent.method() === 'POST') posted = true;
      });
      await page.goto('/staff/registration?lang=ms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pendaftaran Kakitangan');
      await page.getByRole('textbox', { name: 'Nama penuh' }).fill('Lim Wei Jie');
      await page.getByRole('textbox', { name: 'Alamat e-mel syarikat' }).fill('lim.weijie@gmail.com');
      await page.getByLabel('Kata laluan', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Sahkan kata laluan', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Daftar' }).click();
      await expect(
        page.getByText('Sila gunakan alamat e-mel syarikat anda yang berakhir dengan @sinargroup.com.my'),
      ).toBeVisible();
      await expectAccessible(page);
      expect(posted).toBe(false);
    });
  });
});
