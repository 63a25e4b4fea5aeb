import type { Locator, Page } from '@playwright/test';
import { openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { activeLoanAccount } from '../support/loan-account-helpers.ts';
import {
  downloadedPdf,
  freshReceiptReference,
  paymentWithReceipt,
  pdfLines,
  postCounterPayment,
} from '../support/servicing-helpers.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * The documents of a loan account, from an account opened through the real lifecycle (support/loan-account-helpers.ts)
 * with a payment of RM123.45 received at the counter: the customer opens the payment's receipt from the payment history
 * (the PDF the server serves, read back with pdftotext) and downloads the statement of account in Malay, with the
 * Bahasa Melayu headings of the reference. A conventional loan on a phone in English; an Islamic financing on a desktop
 * in Malay, with the Islamic wording. axe on every screen.
 */
test.describe.configure({ mode: 'default' });

const AMOUNT_SEN = 12_345;

/** Clicks a button that downloads a PDF; answers the PDF's text lines once the served file is checked. */
async function downloadPdf(
  page: Page,
  button: Locator,
  served: { readonly path: RegExp; readonly fileName: string },
): Promise<string[]> {
  const response = page.waitForResponse((answer) => served.path.test(new URL(answer.url()).pathname));
  const download = page.waitForEvent('download');
  await button.click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toBe(served.fileName);
  return pdfLines(await downloadedPdf(file));
}

test.describe('conventional loan on a phone, in English', () => {
  test.use(PHONE);

  test('opens the receipt of a counter payment and downloads the statement of account in Malay', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const account = await activeLoanAccount(request, 'conventional');
    const reference = freshReceiptReference();
    await postCounterPayment(request, account.agreementNo, {
      amountSen: AMOUNT_SEN,
      receiptReference: reference,
    });
    await paymentWithReceipt(request, account.applicant.tokens, account.agreementNo, reference);

    await openWithSession(page, '/payment-history', account.applicant.tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    const payment = page.getByRole('listitem').filter({ hasText: reference });
    await expect(payment.getByRole('heading', { level: 3 })).toHaveText(/^RM123\.45 on /);
    await expect(payment).toContainText('At our counter');
    await expect(payment).toContainText('Successful');
    await expectAccessible(page);

    const receipt = await downloadPdf(
      page,
      payment.getByRole('button', { name: `Receipt for ${reference}` }),
      {
        path: /\/payment-receipt\/[^/]+$/,
        fileName: `receipt-${reference}.pdf`,
      },
    );
    for (const line of [
      'Official Receipt',
      `Agreement No. ${account.agreementNo}`,
      'Amount Received RM123.45',
      'Payment Channel Counter',
      `Channel Reference ${reference}`,
      'Total RM123.45',
    ]) {
      expect(receipt).toContain(line);
    }
    expect(receipt.find((line) => line.startsWith('Receipt No. '))).toMatch(/^Receipt No\. \S+$/);
    await expect(payment.getByRole('button', { name: `Receipt for ${reference}` })).toBeEnabled();
    await expectAccessible(page);

    await page.goto('/repayment-schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Statement of account' })).toBeVisible();
    await expectAccessible(page);
    const statement = await downloadPdf(
      page,
      page.getByRole('button', { name: 'Download statement (Bahasa Malaysia)' }),
      {
        path: /\/statement-of-account\/bm\/agreement\/[^/]+$/,
        fileName: `statement-${account.agreementNo}-bm.pdf`,
      },
    );
    for (const line of [
      'Penyata Akaun',
      `No. Perjanjian ${account.agreementNo}`,
      'Jumlah Wang Pokok RM5,000.00',
      'Tunggakan RM0.00',
      'Faedah Lewat Bayar RM0.00',
      'Tarikh Transaksi Butiran No. Rujukan Debit Kredit Baki',
    ]) {
      expect(statement).toContain(line);
    }
    expect(statement.find((line) => line.startsWith('Kadar Faedah Setahun '))).toMatch(/ \d+(\.\d+)?%$/);
    expect(statement.find((line) => line.startsWith('Tarikh Penyata '))).toBeTruthy();
    expect(statement.find((line) => line.startsWith('Baki Tertunggak '))).toMatch(/ RM[\d,]+\.\d\d$/);
    expect(statement.some((line) => /^\d\d\/\d\d\/\d{4} Pinjaman dikeluarkan/.test(line))).toBe(true);
    expect(statement).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\d\\d/\\d\\d/\\d{4} Bayaran, Kaunter ${reference} RM123\\.45 RM[\\d,]+\\.\\d\\d$`),
      ),
    );
    expect(statement.join('\n')).not.toMatch(/Statement of Account|Keuntungan|Ibra'/);
    await expect(page.getByRole('button', { name: 'Download statement (Bahasa Malaysia)' })).toBeEnabled();
    await expectAccessible(page);
  });
});

test.describe('Islamic financing on a desktop, in Malay', () => {
  test.use(DESKTOP);

  test("opens the receipt in Malay and downloads the statement with the ibra' table", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const account = await activeLoanAccount(request, 'islamic');
    const reference = freshReceiptReference();
    await postCounterPayment(request, account.agreementNo, {
      amountSen: AMOUNT_SEN,
      receiptReference: reference,
    });
    await paymentWithReceipt(request, account.applicant.tokens, account.agreementNo, reference);

    await openWithSession(page, '/islamic/payment-history?lang=ms', account.applicant.tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Sejarah Pembayaran' })).toBeVisible();
    const payment = page.getByRole('row').filter({ hasText: reference });
    await expect(payment).toContainText('RM123.45');
    await expect(payment).toContainText('Di kaunter kami');
    await expect(payment).toContainText('Berjaya');
    await expectAccessible(page);

    const receipt = await downloadPdf(
      page,
      payment.getByRole('button', { name: `Resit bagi ${reference}` }),
      {
        path: /\/payment-receipt\/[^/]+$/,
        fileName: `receipt-${reference}.pdf`,
      },
    );
    for (const line of [
      'Resit Rasmi',
      'Resit bayaran Pembiayaan Peribadi-i',
      `No. Perjanjian ${account.agreementNo}`,
      'Amaun Diterima RM123.45',
      'Saluran Bayaran Kaunter',
      `Rujukan Saluran ${reference}`,
      'Jumlah RM123.45',
    ]) {
      expect(receipt).toContain(line);
    }
    expect(receipt.join('\n')).not.toMatch(/[Ff]aedah/);
    expect(receipt.find((line) => line.startsWith('No. Resit '))).toMatch(/^No\. Resit \S+$/);
    await expectAccessible(page);

    await page.goto('/islamic/repayment-schedule?lang=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Jadual Pembayaran' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Penyata akaun' })).toBeVisible();
    await expectAccessible(page);
    const statement = await downloadPdf(
      page,
      page.getByRole('button', { name: 'Muat turun penyata (Bahasa Malaysia)' }),
      {
        path: /\/statement-of-account\/bm\/agreement\/[^/]+$/,
        fileName: `statement-${account.agreementNo}-bm.pdf`,
      },
    );
    for (const line of [
      'Penyata Akaun',
      'Pembiayaan Peribadi-i (murabahah komoditi)',
      `No. Perjanjian ${account.agreementNo}`,
      'Jumlah Wang Pokok RM5,000.00',
      'Tunggakan RM0.00',
      "Ta'widh RM0.00",
      'Tarikh Transaksi Butiran No. Rujukan Debit Kredit Baki',
      "Jadual Ibra'",
    ]) {
      expect(statement).toContain(line);
    }
    expect(statement.find((line) => line.startsWith('Kadar Keuntungan '))).toMatch(/ \d+(\.\d+)?%$/);
    expect(statement.find((line) => line.startsWith('Harga Jualan '))).toMatch(/ RM[\d,]+\.\d\d$/);
    expect(
      statement.some((line) => /^\d\d\/\d\d\/\d{4} Pembiayaan dikeluarkan: harga jualan/.test(line)),
    ).toBe(true);
    expect(statement).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\d\\d/\\d\\d/\\d{4} Bayaran, Kaunter ${reference} RM123\\.45 RM[\\d,]+\\.\\d\\d$`),
      ),
    );
    // The ibra' table's row of the payment: instalment, profit paid, principal paid, outstanding selling price,
    // outstanding principal, unearned profit.
    const ibra = statement.slice(statement.indexOf("Jadual Ibra'"));
    expect(ibra).toContainEqual(expect.stringMatching(/^\d\d\/\d\d\/\d{4} RM123\.45( RM[\d,]+\.\d\d){5}$/));
    expect(statement.join('\n')).not.toMatch(/[Ff]aedah|Statement of Account/);
    await expectAccessible(page);
  });
});
