import { emailCount, newEmailTo } from '../support/account-helpers.ts';
import { openWithSession } from '../support/accounts.ts';
import { registerApplicant } from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  applicationWithFormAndEmailDone,
  captureIdentity,
  pdf,
  pdfBytes,
  submittedApplication,
  VERDICT_TIMEOUT,
  zipBytes,
} from '../support/journey-helpers.ts';
import { PHONE } from '../support/viewports.ts';

const SALARY_SLIPS = 'Choose a file for Salary slips or tax form';
const BANK_STATEMENT = 'Choose a file for Bank statements';

test.describe('documents, summary and identity verification', () => {
  test.describe('on a phone, in English', () => {
    test.use(PHONE);

    test('uploads the documents with the browser checks, submits the summary, and fails e-KYC on an NRIC mismatch', async ({
      page,
      request,
    }) => {
      const applicant = await registerApplicant(request);
      const application = await applicationWithFormAndEmailDone(request, applicant);

      await openWithSession(page, '/application/document-upload', applicant.tokens);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Upload');
      await expect(page.getByText('0 of 3 uploaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      await expect(page.getByText('salary slip and bank statement are required')).toBeVisible();
      await expectAccessible(page);

      // A Word document renamed .pdf is refused by its content, before any upload.
      await page
        .getByLabel(SALARY_SLIPS, { exact: true })
        .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: zipBytes() });
      await expect(page.getByText('Only allowed pdf, png & Jpeg file format!')).toBeVisible();

      // Three months of salary slips in one go.
      await page
        .getByLabel(SALARY_SLIPS, { exact: true })
        .setInputFiles([pdf('payslip-sep.pdf'), pdf('payslip-oct.pdf'), pdf('payslip-nov.pdf')]);
      await expect(page.getByText('3 of 3 uploaded')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Files of Salary slips or tax form' }).getByRole('listitem'),
      ).toHaveCount(3);

      // The same content as a payslip, offered as the bank statement: refused.
      await page.getByLabel(BANK_STATEMENT, { exact: true }).setInputFiles({
        name: 'statement.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes('payslip-sep.pdf'),
      });
      await expect(page.getByText("Don't upload the same file")).toBeVisible();
      await page.getByLabel(BANK_STATEMENT, { exact: true }).setInputFiles(pdf('statement-3-months.pdf'));
      await expect(page.getByText('1 of 1 uploaded')).toBeVisible();
      await expect(page.getByText('salary slip and bank statement are required')).toBeHidden();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/application\/summary$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summary');
      // The figures, each after its label (Chromium does not name a definition by its term).
      const figure = (term: string) =>
        page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      await expect(figure('Application number')).toHaveText(application.applicationNo);
      await expect(figure('Total applied amount')).toHaveText('RM5,000.00');
      await expect(figure('Interest rate per annum')).toHaveText('18%');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(
        page.getByText('Please agree to the use of your personal data and to credit checks'),
      ).toBeVisible();
      await page.getByRole('checkbox', { name: /I agree to the use of my personal data/ }).check();
      const emailsBefore = await emailCount(request, applicant.email);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Submit Successfully')).toBeVisible();
      // The applicant is told by email that it arrived, with the time in Malaysia.
      const received = await newEmailTo(request, applicant.email, emailsBefore);
      expect(received).toContain(
        `we received your Sinar Kredit application ${application.applicationNo} on `,
      );
      expect(received).toMatch(/ MYT, for RM5,000\.00 over 12 months\./);

      await expect(page).toHaveURL(/\/application\/identity-verification$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identity Verification');
      await expect(page.getByLabel('Selfie', { exact: true })).toHaveAttribute('capture', 'user');
      await expect(page.getByRole('button', { name: 'I have completed e-KYC on mobile' })).toHaveCount(0);
      await expectAccessible(page);
      // The card in the picture is someone else's.
      const otherNric = applicant.nric.endsWith('0')
        ? `${applicant.nric.slice(0, 11)}1`
        : `${applicant.nric.slice(0, 11)}0`;
      await captureIdentity(page, ['Front of identity card', 'Back of identity card', 'Selfie'], otherNric);
      await expect(page.getByText('Received')).toHaveCount(3);
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(page).toHaveURL(/\/application\/verification-complete$/, { timeout: VERDICT_TIMEOUT });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your ID verification failed.');
      await expect(
        page.getByText('Your identity card NRIC does not match with your application form.'),
      ).toBeVisible();
      await expect(page.getByText('Please register again and retry.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Apply again' })).toHaveAttribute(
        'href',
        '/testing-eligibility',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
      // The NRIC is the application's: nothing here leads to changing it.
      await expect(page.getByRole('link', { name: 'Edit information' })).toHaveCount(0);
      await expect(page.getByText(/If our record of your NRIC or name is wrong, contact us/)).toBeVisible();
      await expectAccessible(page);

      // The profile shows the identity read-only, with how to have it corrected.
      await page.goto('/update-profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Profile');
      await expect(page.getByRole('textbox', { name: 'NRIC, first 6 digits' })).toHaveCount(0);
      await expect(figure('NRIC number')).toHaveText(
        `${applicant.nric.slice(0, 6)}-${applicant.nric.slice(6, 8)}-${applicant.nric.slice(8)}`,
      );
      await expect(page.getByText(/cannot be changed here. If they are wrong, contact us/)).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('on a desktop, in Malay under /islamic: e-KYC with files passes and the step is recorded', async ({
    page,
    request,
  }) => {
    const applicant = await registerApplicant(request);
    await submittedApplication(request, applicant, 'islamic');

    await openWithSession(page, '/islamic/application/identity-verification?lang=ms', applicant.tokens);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pengesahan Identiti');
    await expect(page.getByRole('heading', { level: 2, name: 'Teruskan di telefon anda' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Kod QR pautan untuk meneruskan pengesahan identiti di telefon anda' }),
    ).toBeVisible();
    await expect(page.getByText('Gunakan kad pengenalan asal, bukan salinan atau skrin.')).toBeVisible();
    await expectAccessible(page);

    await captureIdentity(
      page,
      ['Depan kad pengenalan', 'Belakang kad pengenalan', 'Swafoto'],
      applicant.nric,
    );
    await expect(page.getByText('Diterima', { exact: true })).toHaveCount(3);
    await page.getByRole('button', { name: 'Hantar', exact: true }).click();

    await expect(page).toHaveURL(/\/islamic\/application\/verification-complete/, {
      timeout: VERDICT_TIMEOUT,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identiti anda telah disahkan');
    await expect(page.getByRole('button', { name: 'Main video' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke laman utama' })).toHaveAttribute(
      'href',
      '/islamic/home',
    );
    await expectAccessible(page);

    // Home: the application now waits for approval.
    await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
    const status = page.getByRole('region', { name: 'Permohonan pembiayaan anda' });
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Menunggu kelulusan');
    await expectAccessible(page);
  });

  test('the phone hand-off: the QR link is claimed once, the phone captures, the computer moves on', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const applicant = await registerApplicant(request);
    await submittedApplication(request, applicant);

    await openWithSession(page, '/application/identity-verification', applicant.tokens);
    const mobile = page.getByRole('region', { name: 'Continue on your phone' });
    await expect(mobile.getByRole('img', { name: /QR code/ })).toBeVisible();
    const link = new URL((await mobile.locator('code').textContent()) ?? '');
    expect(link.pathname).toBe('/ekyc-mobile');
    await expectAccessible(page);

    // Not done on the phone yet.
    await page.getByRole('button', { name: 'I have completed e-KYC on mobile' }).click();
    await expect(
      page.getByText('Identity verification is not completed yet.', { exact: false }),
    ).toBeVisible();

    const phoneContext = await browser.newContext({ ...PHONE, baseURL });
    try {
      const phone = await phoneContext.newPage();
      const phoneErrors: string[] = [];
      phone.on('pageerror', (error) => phoneErrors.push(error.message));
      await phone.goto(`${link.pathname}${link.search}`);
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Identity Verification');
      await expect(phone.getByLabel('Front of identity card', { exact: true })).toHaveAttribute(
        'capture',
        'environment',
      );
      await expectAccessible(phone);
      await captureIdentity(
        phone,
        ['Front of identity card', 'Back of identity card', 'Selfie'],
        applicant.nric,
      );
      await expect(phone.getByText('Received')).toHaveCount(3);
      await phone.getByRole('button', { name: 'Submit' }).click();
      await expect(phone.getByText('Thank you. You can return to your computer.')).toBeVisible();
      await expectAccessible(phone);

      // The same link a second time, in another tab: refused.
      const again = await phoneContext.newPage();
      await again.goto(`${link.pathname}${link.search}`);
      await expect(
        again.getByText('This link has already been used or has expired.', { exact: false }),
      ).toBeVisible();
      await expectAccessible(again);
      expect(phoneErrors).toEqual([]);
    } finally {
      await phoneContext.close();
    }

    await page.getByRole('button', { name: 'I have completed e-KYC on mobile' }).click();
    await expect(page).toHaveURL(/\/application\/verification-complete$/, { timeout: VERDICT_TIMEOUT });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your identity is verified');
    await expectAccessible(page);
  });
});
