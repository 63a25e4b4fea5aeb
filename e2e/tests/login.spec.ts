import type { Locator, Page } from '@playwright/test';
import type { LoginTab } from '@sinar/domain';
import {
  acceptRefusedRequests,
  DEMO,
  DEMO_PASSWORD,
  freshTelecomNumber,
  temporaryPasswordSentTo,
} from '../support/accounts.ts';
import { registerApplicant } from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  type Language,
  LOGIN_TEXT,
  logInOnTab,
  openLoginDialog,
  tickHumanCheck,
} from '../support/login-dialog.ts';
import { PHONE } from '../support/viewports.ts';

const TEXT = LOGIN_TEXT;

const IDENTIFIERS: Record<LoginTab, string> = {
  telecom: DEMO.telecom.phoneNo,
  conventional: DEMO.conventional.email,
  islamic: DEMO.islamic.email,
  staff: DEMO.staff.email,
};

/** Logs in with the tab's demo account. */
function logInAs(dialog: Locator, tab: LoginTab, language: Language, password = DEMO_PASSWORD) {
  return logInOnTab(dialog, { tab, language, identifier: IDENTIFIERS[tab], password });
}

const JOURNEYS: readonly { site: '/' | '/islamic'; language: Language; home: string; phone: boolean }[] = [
  { site: '/', language: 'en', home: '/home', phone: false },
  { site: '/islamic', language: 'ms', home: '/home', phone: true },
];

for (const journey of JOURNEYS) {
  test.describe(`logging in from ${journey.site} in ${journey.language === 'en' ? 'English' : 'Malay'}${journey.phone ? ' on a phone' : ''}`, () => {
    if (journey.phone) test.use(PHONE);

    for (const tab of ['telecom', 'conventional', 'islamic', 'staff'] as const) {
      test(`the ${tab} tab`, async ({ page }) => {
        const text = TEXT[journey.language];
        await page.goto(`${journey.site}?lang=${journey.language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const dialog = await openLoginDialog(page, journey.language);
        // The dialog opens on the variant's own tab.
        const defaultTab = journey.site === '/islamic' ? 'islamic' : 'telecom';
        await expect(dialog.getByRole('tab', { name: text.tabs[defaultTab], exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        if (tab === defaultTab) await expectAccessible(page);

        await logInAs(dialog, tab, journey.language);

        // Group staff start at the SME home, where their staff loan is (decision 061).
        const home = tab === 'islamic' ? '/islamic/home' : tab === 'staff' ? '/sme/home' : journey.home;
        await expect(page).toHaveURL(new RegExp(`${home}\\?lang=${journey.language}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.welcome);
        await expect(page.getByText(text.loginSuccessful)).toBeVisible();
        await expect(dialog).toBeHidden();
        expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeTruthy();
        await expectAccessible(page);
      });
    }
  });
}

test.describe("the customer's own variant", () => {
  test('an applicant registered under /islamic who logs in on the telecom tab lands on /islamic/home', async ({
    page,
    request,
  }) => {
    const applicant = await registerApplicant(request, { brand: 'islamic' });
    await page.goto('/?lang=en');
    const dialog = await openLoginDialog(page, 'en');
    await logInOnTab(dialog, {
      tab: 'telecom',
      language: 'en',
      identifier: applicant.phoneNo,
      password: applicant.password,
    });
    await expect(page).toHaveURL(/\/islamic\/home\?lang=en$/);
    await expect(
      page.getByText('Your financing applications and their progress will show here.'),
    ).toBeVisible();
  });

  test('a conventional customer who opens /islamic/home is sent to /home, in the words of a loan', async ({
    page,
  }) => {
    await page.goto('/?lang=en');
    const dialog = await openLoginDialog(page, 'en');
    await logInAs(dialog, 'conventional', 'en');
    await expect(page).toHaveURL(/\/home\?lang=en$/);
    await page.goto('/islamic/home?lang=en');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/home\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.welcome);
    await expect(page.getByRole('main').getByText(/financing/i)).toHaveCount(0);
  });
});

test.describe('the login dialog', () => {
  test('refuses a wrong password, says why and re-arms the human check', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page, 'en');
    await logInAs(dialog, 'conventional', 'en', 'not-the-password');
    await expect(dialog.getByRole('alert')).toContainText('The login details or the password are incorrect.');
    await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
    acceptRefusedRequests(consoleErrors, 401);
  });

  test("checks the fields before sending, with the spec's messages", async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page, 'en');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByText('Please Enter Your Phone Number')).toBeVisible();
    await expect(dialog.getByText('Please Enter Your Password')).toBeVisible();
    await expect(dialog.getByText("Please check I'm not a robot")).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
  });

  test('closes with Escape and gives the focus back to its button', async ({ page }) => {
    await page.goto('/faq');
    const dialog = await openLoginDialog(page, 'en');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeFocused();
  });

  test('links a forgotten brand or staff password to the reset pages', async ({ page }) => {
    await page.goto('/islamic');
    const dialog = await openLoginDialog(page, 'en');
    await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/islamic/reset-password-request',
    );
    await dialog.getByRole('tab', { name: 'Staff' }).click();
    await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/staff/reset-password-request',
    );
  });
});

/** Chooses a new password on the password change page, confirming it with the temporary one. */
async function chooseOwnPassword(page: Page, temporary: string, chosen: string) {
  await expect(page.getByText('You are using a temporary password')).toBeVisible();
  await page.getByLabel('Old password', { exact: true }).fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm password', { exact: true }).fill(chosen);
  await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
}

test.describe('a telecom customer logging in for the first time', () => {
  test('gets a temporary password by SMS, logs in with it and must choose their own first', async ({
    page,
    request,
  }) => {
    const phoneNo = freshTelecomNumber();
    await page.goto('/');
    const dialog = await openLoginDialog(page, 'en');
    await dialog.getByRole('button', { name: 'First time logging in?' }).click();
    await expect(dialog.getByRole('heading', { name: 'First time logging in' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phoneNo);
    await tickHumanCheck(dialog, 'en');
    await dialog.getByRole('button', { name: 'Send password' }).click();
    await expect(dialog.getByText('Password sent', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phoneNo);

    const password = await temporaryPasswordSentTo(request, phoneNo);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await tickHumanCheck(dialog, 'en');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/change-password$/);
    await expectAccessible(page);
    await chooseOwnPassword(page, password, 'Kenari#Biru82');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);
    await expect(page.getByText('You are using a temporary password')).toBeHidden();
  });
});

test.describe('partners', () => {
  test('a partner gets a first password by SMS, logs in with it once and must choose their own first', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Three human checks, a password change and three logins: a loaded machine needs more than the default 30 s.
    test.setTimeout(90_000);
    await page.goto('/partner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner login');
    await expectAccessible(page);

    const activation = page.getByRole('region', { name: 'First time here? Get your password' });
    await activation.getByRole('textbox', { name: 'Partner ID' }).fill('p100777');
    await activation.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(activation.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
    await activation.getByRole('button', { name: 'Get my password' }).click();
    await expect(activation.getByText('Password sent', { exact: true })).toBeVisible();

    // The directory's phone number of P100777.
    const password = await temporaryPasswordSentTo(request, '0192000002');
    const login = page.getByRole('region', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Partner ID' }).fill('P100777');
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(login.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    // Not home yet: a temporary password opens the password change and nothing else.
    await expect(page).toHaveURL(/\/change-password$/);
    await expectAccessible(page);
    await chooseOwnPassword(page, password, 'Kopi&Susu77');
    await expect(page).toHaveURL(/\/sme\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);
    await expect(page.getByRole('main').getByText('P100777', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The temporary password worked once: logged out, it opens nothing any more.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/partner');
    const again = page.getByRole('region', { name: 'Log in' });
    await again.getByRole('textbox', { name: 'Partner ID' }).fill('P100777');
    await again.getByLabel('Password', { exact: true }).fill(password);
    await again.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(again.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(again.getByRole('alert')).toContainText('The login details or the password are incorrect.');
    await expect(page).toHaveURL(/\/partner$/);
    acceptRefusedRequests(consoleErrors, 401);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the demo partner logs in, in Malay', async ({ page }) => {
      await page.goto('/partner?lang=ms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log masuk rakan kongsi');
      const login = page.getByRole('region', { name: 'Log masuk' });
      await login.getByRole('textbox', { name: 'ID Rakan Kongsi' }).fill(DEMO.partner.partnerId);
      await login.getByLabel('Kata laluan', { exact: true }).fill(DEMO_PASSWORD);
      await login.getByRole('checkbox', { name: 'Saya bukan robot' }).check();
      await expect(login.getByText('Disahkan', { exact: true })).toBeVisible({ timeout: 20_000 });
      await login.getByRole('button', { name: 'Log masuk', exact: true }).click();
      await expect(page).toHaveURL(/\/sme\/home\?lang=ms$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang, \S/);
      await expectAccessible(page);
    });
  });
});

test.describe('the staff page', () => {
  test('logs staff in on its own page', async ({ page }) => {
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff login');
    await expect(page.getByRole('link', { name: 'Register as staff' })).toHaveAttribute(
      'href',
      '/staff/registration',
    );
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Company email address' }).fill(DEMO.staff.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/sme\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);
  });
});
