import type { Page } from '@playwright/test';
import { freshEmail, randomNric } from '../support/account-helpers.ts';
import { acceptRefusedRequests, DEMO, freshTelecomNumber } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

const TEXT = {
  en: {
    title: 'Register',
    fullName: 'Full name (as per identity card)',
    nric: ['NRIC, first 6 digits', 'NRIC, middle 2 digits', 'NRIC, last 4 digits'],
    dateOfBirth: 'Date of birth',
    race: 'Race',
    raceOption: 'Malay',
    salary: 'Gross monthly salary',
    phone: 'Phone number of your telecom account',
    email: 'Email address',
    address1: 'Address line 1',
    postcode: 'Postcode',
    city: 'City',
    state: 'State',
    password: 'Password',
    confirm: 'Confirm password',
    terms: 'I have read and agree to the Terms and Conditions and the Privacy Policy',
    submit: 'Register',
    registered: 'Register Successfully',
    welcome: /^Welcome, \S/,
  },
  ms: {
    title: 'Daftar',
    fullName: 'Nama penuh (seperti dalam kad pengenalan)',
    nric: [
      'No. Kad Pengenalan, 6 digit pertama',
      'No. Kad Pengenalan, 2 digit tengah',
      'No. Kad Pengenalan, 4 digit terakhir',
    ],
    dateOfBirth: 'Tarikh lahir',
    race: 'Bangsa',
    raceOption: 'Melayu',
    salary: 'Gaji kasar bulanan',
    phone: 'Nombor telefon akaun telekomunikasi anda',
    email: 'Alamat e-mel',
    address1: 'Alamat baris 1',
    postcode: 'Poskod',
    city: 'Bandar',
    state: 'Negeri',
    password: 'Kata laluan',
    confirm: 'Sahkan kata laluan',
    terms: 'Saya telah membaca dan bersetuju dengan Terma dan Syarat serta Dasar Privasi',
    submit: 'Daftar',
    registered: 'Pendaftaran Berjaya',
    welcome: /^Selamat datang, \S/,
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

interface Applicant {
  readonly phoneNo: string;
  readonly email: string;
}

/** Fills the whole form as a customer would, the NRIC box by box (the focus moves on by itself). */
async function fillRegistration(page: Page, text: Text, applicant: Applicant): Promise<void> {
  const nric = randomNric();
  await page.getByRole('textbox', { name: text.fullName }).fill('Nur Aisyah binti Ahmad');
  await page.getByRole('textbox', { name: text.nric[0] }).pressSequentially(nric.part1);
  await expect(page.getByRole('textbox', { name: text.nric[1] })).toBeFocused();
  await page.keyboard.type(`${nric.part2}${nric.part3}`);
  await expect(page.getByRole('textbox', { name: text.nric[2] })).toHaveValue(nric.part3);
  await expect(page.getByRole('term').filter({ hasText: text.dateOfBirth })).toBeVisible();
  await page.getByRole('combobox', { name: text.race }).selectOption({ label: text.raceOption });
  await page.getByRole('combobox', { name: text.salary }).selectOption({ label: 'RM3,000 - RM3,999' });
  await page.getByRole('textbox', { name: text.phone }).fill(applicant.phoneNo);
  await page.getByRole('textbox', { name: text.email }).fill(applicant.email);
  await page.getByRole('textbox', { name: text.address1 }).fill('12 Jalan Ampang');
  await page.getByRole('textbox', { name: text.postcode }).fill('50450');
  await expect(page.getByRole('textbox', { name: text.city })).toHaveValue('Kuala Lumpur');
  await expect(page.getByRole('textbox', { name: text.state })).toHaveValue(
    'Wilayah Persekutuan Kuala Lumpur',
  );
  await page.getByLabel(text.password, { exact: true }).fill('Secret123!');
  await page.getByLabel(text.confirm, { exact: true }).fill('Secret123!');
  await page.getByRole('checkbox', { name: text.terms }).check();
}

test.describe('registration', () => {
  test.describe('on a phone, in English, for the conventional brand', () => {
    test.use(PHONE);

    test('a new customer registers and lands on the home page, logged in', async ({ page }) => {
      await page.goto('/registration');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
      await expectAccessible(page);
      await fillRegistration(page, TEXT.en, { phoneNo: freshTelecomNumber(), email: freshEmail('e2e.reg') });
      await expectAccessible(page);
      await page.getByRole('button', { name: TEXT.en.submit }).click();

      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(TEXT.en.registered)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.welcome);
      expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
    });

    test("the spec's messages show for a form sent empty", async ({ page }) => {
      await page.goto('/registration');
      await page.getByRole('button', { name: TEXT.en.submit }).click();
      await expect(page.getByText('Please Enter Your Full Name')).toBeVisible();
      await expect(page.getByRole('textbox', { name: TEXT.en.fullName })).toBeFocused();
      await expect(page.getByText('Please Enter Your NRIC').first()).toBeVisible();
      await expect(
        page.getByText('Please accept the Terms and Conditions and the Privacy Policy'),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });

  test.describe('on a desktop, in Malay, for the Islamic brand', () => {
    test('a new customer registers and lands on the Islamic home page in Malay', async ({ page }) => {
      await page.goto('/islamic/registration?lang=ms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.ms.title);
      await expectAccessible(page);
      await fillRegistration(page, TEXT.ms, { phoneNo: freshTelecomNumber(), email: freshEmail('e2e.regi') });
      await page.getByRole('button', { name: TEXT.ms.submit }).click();

      await expect(page).toHaveURL(/\/islamic\/home\?lang=ms$/);
      await expect(page.getByText(TEXT.ms.registered)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.ms.welcome);
    });
  });

  test('a number without a telecom account is refused on its field', async ({ page, consoleErrors }) => {
    await page.goto('/registration');
    await fillRegistration(page, TEXT.en, { phoneNo: '0191234567', email: freshEmail('e2e.notelco') });
    await page.getByRole('button', { name: TEXT.en.submit }).click();

    const phone = page.getByRole('textbox', { name: TEXT.en.phone });
    await expect(page.getByText('Invalid phone number of the telecom account')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(page).toHaveURL(/\/registration$/);
    await expectAccessible(page);
    acceptRefusedRequests(consoleErrors, 400);
  });

  test('an email already registered is refused, early and on sending', async ({ page, consoleErrors }) => {
    await page.goto('/registration');
    await fillRegistration(page, TEXT.en, { phoneNo: freshTelecomNumber(), email: DEMO.conventional.email });
    const taken = page.getByText('This email address is already registered. Please log in instead.');
    // Told as soon as the email and phone are filled in...
    await expect(taken).toBeVisible();
    await expect(page.getByRole('textbox', { name: TEXT.en.email })).toHaveAttribute('aria-invalid', 'true');

    // ...and by the server when sent anyway.
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await expect(taken).toBeVisible();
    await expect(page.getByRole('textbox', { name: TEXT.en.email })).toBeFocused();
    await expect(page).toHaveURL(/\/registration$/);
    acceptRefusedRequests(consoleErrors, 400);
  });
});
