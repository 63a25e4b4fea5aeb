import type { Page } from '@playwright/test';
import { openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  ADDRESS_LABELS,
  activatedPartnerSession,
  chooseFirst,
  figure,
  fillAddress,
  fillSmeApplicantIdentity,
  fillSmeDisbursementAndEmergency,
  smeStepsToPending,
} from '../support/sme-helpers.ts';
import { PHONE } from '../support/viewports.ts';

/** Nothing on the page is wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.describe('an SME partner applies', () => {
  test.describe('on a phone, in Malay', () => {
    test.use(PHONE);

    test('the sole proprietor P200010 goes from eligibility through the forms to the summary', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const tokens = await activatedPartnerSession(request, { partnerId: 'P200010', phoneNo: '0192000010' });
      await openWithSession(page, '/sme/home?lang=ms', tokens);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat datang, \S/);
      await expect(page.getByRole('main').getByText('P200010', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Semak kelayakan saya' }).click();

      await expect(page).toHaveURL(/\/sme\/testing-eligibility$/);
      await page.getByRole('button', { name: 'Semak kelayakan saya' }).click();
      await expect(page).toHaveURL(/\/sme\/testing-eligibility\/result\/eligible$/);
      await expect(page.getByText('Anda boleh memohon pinjaman PKS')).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Mulakan permohonan saya' }).click();

      // The loan details: RM2,105.00 a month of average commission over 12 months is RM25,260, so RM25,000.
      await expect(page).toHaveURL(/\/smeApplication\/product-profile$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Butiran pinjaman');
      await page.getByRole('combobox', { name: 'Tempoh' }).selectOption('12');
      await expect(figure(page, 'Jumlah maksimum anda untuk 12 bulan')).toHaveText('RM25,000');
      await page.getByRole('combobox', { name: 'Tempoh' }).selectOption('6');
      await expect(figure(page, 'Jumlah maksimum anda untuk 6 bulan')).toHaveText('RM12,000');
      await page.getByRole('combobox', { name: 'Tempoh' }).selectOption('12');
      await page.getByRole('textbox', { name: 'Jumlah pinjaman (RM)' }).fill('20000');
      await chooseFirst(page.getByRole('combobox', { name: 'Tujuan pinjaman' }));
      // (RM20,000 + 12% a year over 12 months) / 12 = RM1,866.67.
      await expect(figure(page, 'Anggaran ansuran bulanan')).toHaveText('RM1,866.67');
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

      const main = page.getByRole('main');
      const labels = ADDRESS_LABELS.ms;
      await expect(page).toHaveURL(/\/smeApplication\/company-details$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Butiran syarikat');
      // A step skipped is refused on its field, with its own prompt.
      await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();
      await expect(main.getByRole('textbox', { name: 'Nama syarikat' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await main.getByRole('textbox', { name: 'Nama syarikat' }).fill('Hajar Telekomunikasi');
      await main.getByRole('textbox', { name: 'E-mel syarikat' }).fill('hajar.telekomunikasi@example.com');
      await main.getByRole('textbox', { name: 'Nombor pendaftaran lama' }).fill('1312525-A');
      await main.getByRole('textbox', { name: 'Nombor pendaftaran baharu' }).fill('201903123456');
      await main.getByRole('textbox', { name: 'Jenis perniagaan' }).fill('Kedai telefon bimbit');
      await main.getByRole('textbox', { name: 'Nombor telefon perniagaan' }).fill('0380001234');
      await main.getByRole('textbox', { name: 'Negara diperbadankan' }).fill('Malaysia');
      await main.getByRole('textbox', { name: 'Nama pengurusan kanan' }).fill('Siti Hajar binti Ismail');
      await main.getByRole('textbox', { name: 'Jawatan anda dalam perniagaan' }).fill('Pemilik');
      await fillAddress(main, 'Alamat perniagaan', labels);
      await fillAddress(main, 'Alamat berdaftar SSM', labels);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

      await expect(page).toHaveURL(/\/smeApplication\/applicant-details$/);
      // The new draft starts with the phone number.
      await expect(main.getByRole('textbox', { name: 'Nombor telefon' })).toHaveValue('0192000010');
      await main.getByRole('textbox', { name: 'Nama penuh' }).fill('Siti Hajar binti Ismail');
      await main.getByRole('combobox', { name: 'Jenis pengenalan' }).selectOption('MYKAD');
      await main.getByRole('textbox', { name: 'Nombor MyKad' }).fill('880214105562');
      await main.getByRole('textbox', { name: 'Alamat e-mel' }).fill('siti.hajar@example.com');
      await chooseFirst(main.getByRole('combobox', { name: 'Bangsa' }));
      await main.getByRole('textbox', { name: 'Kewarganegaraan' }).fill('Malaysia');
      await fillAddress(main, 'Alamat rumah', labels);
      await fillAddress(main, 'Alamat MyKad', labels);
      await fillAddress(main, 'Alamat surat-menyurat', labels);
      await chooseFirst(main.getByRole('combobox', { name: 'Jenis pekerjaan' }));
      await main.getByRole('textbox', { name: 'Pekerjaan' }).fill('Pemilik perniagaan');
      await main.getByRole('textbox', { name: 'Nama majikan' }).fill('Hajar Telekomunikasi');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

      await expect(page).toHaveURL(/\/smeApplication\/disbursement-details$/);
      await chooseFirst(main.getByRole('combobox', { name: 'Bank' }));
      await main.getByRole('textbox', { name: 'Nama akaun bank' }).fill('Siti Hajar binti Ismail');
      await main.getByRole('textbox', { name: 'Nombor akaun bank' }).fill('112233445566');
      await page.getByRole('button', { name: 'Simpan dan teruskan' }).click();

      await expect(page).toHaveURL(/\/smeApplication\/emergency-details$/);
      // Nothing typed is lost on a reload.
      await main.getByRole('textbox', { name: 'Nama hubungan kecemasan' }).fill('Ismail bin Omar');
      await expect(page.getByText('Draf anda telah disimpan.')).toBeVisible();
      await page.reload();
      await expect(main.getByRole('textbox', { name: 'Nama hubungan kecemasan' })).toHaveValue(
        'Ismail bin Omar',
      );
      await main.getByRole('textbox', { name: 'Nombor telefon hubungan kecemasan' }).fill('0198765432');
      await main.getByRole('textbox', { name: 'E-mel hubungan kecemasan' }).fill('ismail.omar@example.com');
      await chooseFirst(main.getByRole('combobox', { name: 'Hubungan' }));
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Hantar borang permohonan saya' }).click();

      await expect(page).toHaveURL(/\/sme\/application\/summary$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ringkasan permohonan');
      await expect(figure(page, 'Jumlah dipohon')).toHaveText('RM20,000');
      await expect(figure(page, 'ID Rakan Kongsi')).toHaveText('P200010');
      await expect(figure(page, 'Tempoh')).toHaveText('12 bulan');
      await expect(figure(page, 'Anggaran ansuran bulanan')).toHaveText('RM1,866.67');
      const steps = main.getByRole('list', { name: 'Langkah anda' }).getByRole('listitem');
      await expect(steps.first()).toHaveText('Borang permohonanSelesai');
      await expect(main.getByRole('link', { name: 'Pengesahan e-mel' })).toHaveAttribute(
        'href',
        /^\/sme\/email-verification\?id=[0-9a-f-]{36}$/,
      );
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    });
  });

  test('the company P200001 names two directors, within 100% of the shares, and goes through the steps to PENDING on a desktop', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tokens = await activatedPartnerSession(request, { partnerId: 'P200001', phoneNo: '0192000003' });
    await openWithSession(page, '/sme/testing-eligibility', tokens);
    await page.getByRole('button', { name: 'Check my eligibility' }).click();
    await expect(page.getByText('You can apply for an SME loan')).toBeVisible();
    await expect(figure(page, 'Interest rate')).toHaveText('8% a year (flat)');
    await page.getByRole('button', { name: 'Start my application' }).click();

    // RM7,095.00 a month of average commission over 12 months: RM85,140, so RM85,000.
    await expect(page).toHaveURL(/\/smeApplication\/product-profile$/);
    await page.getByRole('combobox', { name: 'Tenure' }).selectOption('12');
    await expect(figure(page, 'Your maximum for 12 months')).toHaveText('RM85,000');
    await page.getByRole('textbox', { name: 'Loan amount (RM)' }).fill('50000');
    await chooseFirst(page.getByRole('combobox', { name: 'Reason for the loan' }));
    await page.getByRole('button', { name: 'Save and continue' }).click();

    const main = page.getByRole('main');
    const labels = ADDRESS_LABELS.en;
    await expect(page).toHaveURL(/\/smeApplication\/company-details$/);
    await main.getByRole('textbox', { name: 'Company name' }).fill('Chong Mobile Sdn. Bhd.');
    await main.getByRole('textbox', { name: 'Company email' }).fill('admin@chongmobile.example.com');
    await main.getByRole('textbox', { name: 'Old registration number' }).fill('1312525-A');
    await main.getByRole('textbox', { name: 'New registration number' }).fill('201901000005');
    await main.getByRole('textbox', { name: 'Nature of business' }).fill('Mobile phone retail');
    await main.getByRole('textbox', { name: 'Business contact number' }).fill('0380001234');
    await main.getByRole('textbox', { name: 'Country of incorporation' }).fill('Malaysia');
    await main.getByRole('textbox', { name: 'Name of senior management' }).fill('Chong Wei Liang');
    await main.getByRole('textbox', { name: 'Your position in the business' }).fill('Managing director');
    await fillAddress(main, 'Business address', labels);
    await fillAddress(main, 'Registered SSM address', labels);
    await fillAddress(main, 'Business authorised address', labels);
    await main.getByRole('combobox', { name: 'Shareholding status' }).selectOption('BUMIPUTERA');
    await chooseFirst(main.getByRole('combobox', { name: 'Company bank', exact: true }));
    await main.getByRole('textbox', { name: 'Company bank account name' }).fill('Chong Mobile Sdn. Bhd.');
    await main.getByRole('textbox', { name: 'Company bank account number' }).fill('514433221100');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await fillSmeApplicantIdentity(page, {
      name: 'Chong Wei Liang',
      nric: '790322085519',
      email: 'chong.weiliang@example.com',
    });
    await chooseFirst(main.getByRole('combobox', { name: 'Employment type' }));
    await main.getByRole('textbox', { name: 'Occupation' }).fill('Company director');
    await main.getByRole('textbox', { name: 'Employer name' }).fill('Chong Mobile Sdn. Bhd.');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await fillSmeDisbursementAndEmergency(page, {
      accountHolder: 'Chong Wei Liang',
      contactName: 'Chong Mei Yee',
      contactEmail: 'chong.meiyee@example.com',
    });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/smeApplication\/director-details$/);
    const directors = [
      ['Chong Wei Liang', '790322085519', '0192000003', 'chong.weiliang@example.com', '60000', '60'],
      ['Tan Mei Ling', '820715105432', '0192000033', 'tan.meiling@example.com', '50000', '50'],
    ] as const;
    for (const [index, [name, nric, phone, email, units, percent]] of directors.entries()) {
      const group = main.getByRole('group', { name: `Director or partner ${index + 1}` });
      await group.getByRole('textbox', { name: 'Full name as per IC or passport' }).fill(name);
      await group.getByRole('textbox', { name: 'Identity number' }).fill(nric);
      await group.getByRole('textbox', { name: 'Contact number' }).fill(phone);
      await group.getByRole('textbox', { name: 'Personal email' }).fill(email);
      await group.getByRole('textbox', { name: 'Position' }).fill('Director');
      await group.getByRole('textbox', { name: 'Shares (units)' }).fill(units);
      await group.getByRole('textbox', { name: 'Shares (%)' }).fill(percent);
    }
    await page.getByRole('button', { name: 'Submit my application form' }).click();
    const second = main.getByRole('group', { name: 'Director or partner 2' });
    await expect(second.getByRole('textbox', { name: 'Shares (%)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      second.getByText('The shares of all directors or partners add up to 110%, more than 100%'),
    ).toBeVisible();
    await expectAccessible(page);
    await second.getByRole('textbox', { name: 'Shares (%)' }).fill('40');
    await page.getByRole('button', { name: 'Submit my application form' }).click();

    await expect(page).toHaveURL(/\/sme\/application\/summary$/);
    await expect(figure(page, 'Total applied')).toHaveText('RM50,000');
    await expect(figure(page, 'Partner ID')).toHaveText('P200001');
    await expect(figure(page, 'Interest rate')).toHaveText('8% a year (flat)');
    await expect(main.getByRole('list', { name: 'Your steps' }).getByRole('listitem').first()).toHaveText(
      'Application formCompleted',
    );
    await expectAccessible(page);

    // Then the steps: the email of the applicant's details, the six business documents a company uploads
    // (decision 059), the submission to PENDING, and the applicant's e-KYC.
    await smeStepsToPending(page, request, {
      tokens,
      email: 'chong.weiliang@example.com',
      nric: '790322085519',
      documents: [
        'Business registration (SSM) certificate',
        'Company forms',
        'Utility bill',
        'Company bank statement',
        'Board resolution',
        'Audited financial report',
      ],
    });
  });
});
