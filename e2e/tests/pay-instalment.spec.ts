import type { Page } from '@playwright/test';
import { openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { activeLoanAccount } from '../support/loan-account-helpers.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * Paying an instalment online through the sandbox gateway's page, from an account opened through the real
 * lifecycle (support/loan-account-helpers.ts): a conventional loan on a phone in English, paid (success) and then
 * refused for insufficient funds; an Islamic financing on a desktop in Malay, left pending at the bank until the
 * gateway's callback settles it. axe on every screen, the gateway's page included.
 */
test.describe.configure({ mode: 'default' });

/** A figure after its label (Chromium does not name a definition by its term). */
const figure = (page: Page, term: string) =>
  page.locator('dt').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The sandbox gateway's page: the bank's answer chosen, then one of its buttons. */
async function answerAtGateway(
  page: Page,
  answer: { readonly bank?: string; readonly outcome: 'Pay' | 'Leave pending' },
  bankAnswer = 'Approved',
): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/razer\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: /^Pay MYR / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: "The bank's answer" }).selectOption({ label: bankAnswer });
  await page.getByRole('button', { name: answer.outcome, exact: true }).click();
}

test.describe('conventional loan on a phone, in English', () => {
  test.use(PHONE);

  test('pays an instalment online, sees it in the history, then a refused payment with its reason', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const account = await activeLoanAccount(request, 'conventional');

    await openWithSession(page, '/repayment-schedule', account.applicant.tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
    await expect(page.getByText(account.agreementNo).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Instalment 1', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Pay now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pay Instalment Now' })).toBeVisible();
    const due = page.getByRole('radio', { name: /^Amount due: RM/ });
    await expect(due).toBeChecked();
    const dueText = (await due.locator('xpath=..').innerText()).match(/RM[\d,]+\.\d{2}/)?.[0] ?? '';
    expect(dueText).toMatch(/^RM[\d,]+\.\d{2}$/);
    await expect(page.getByRole('radio', { name: /^Online banking \(FPX\)/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await answerAtGateway(page, { outcome: 'Pay' });
    await expect(page).toHaveURL(/\/payment-result\?orderId=/);
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await expect(figure(page, 'Amount')).toHaveText(dueText);
    const reference = (await figure(page, 'Reference').innerText()).trim();
    expect(reference).not.toBe('');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See the receipt in your payment history' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    const payment = page.getByRole('listitem').filter({ hasText: reference });
    await expect(payment).toContainText(dueText);
    await expect(payment).toContainText('Successful');
    await expectAccessible(page);

    // A second payment, of another amount, refused by the bank for want of funds.
    await page.goto('/pay-instalment-now');
    await page.getByRole('radio', { name: 'Another amount' }).check();
    await page.getByRole('textbox', { name: 'Amount (RM)' }).fill('50');
    await expect(page.getByText('You will pay RM50.00 by Online banking (FPX).')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await answerAtGateway(page, { outcome: 'Pay' }, 'Insufficient funds');
    await expect(page).toHaveURL(/\/payment-result\?orderId=/);
    const refusal = page.getByRole('alert').filter({ hasText: 'Payment Unsuccessful' });
    await expect(refusal).toContainText('Sorry, your payment is not succeed. Please try again later.');
    await expect(page.getByText(/^Reason: .*insufficient funds/i)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Islamic financing on a desktop, in Malay', () => {
  test.use(DESKTOP);

  test('reads the Payment Schedule and waits on a pending payment until the callback settles it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const account = await activeLoanAccount(request, 'islamic');

    await openWithSession(page, '/islamic/repayment-schedule?lang=ms', account.applicant.tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Jadual Pembayaran' })).toBeVisible();
    await expect(page.getByText(account.agreementNo).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Bayar sekarang' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Bayar Bayaran Bulanan Sekarang' }),
    ).toBeVisible();
    await expect(
      page.getByText(`Bayar jumlah yang perlu dibayar bagi pembiayaan ${account.agreementNo}`),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Teruskan ke pembayaran' }).click();

    await answerAtGateway(page, { outcome: 'Leave pending' });
    await expect(page).toHaveURL(/\/islamic\/pending-payment\?orderId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Belum Selesai' })).toBeVisible();
    await expect(page.getByText(/^Bank anda belum mengesahkan bayaran sebanyak RM/)).toBeVisible();
    await expectAccessible(page);

    // The sandbox settles a pending payment paid ten delays later and calls back; the page moves on by itself.
    await expect(page).toHaveURL(/\/islamic\/payment-result\?orderId=/, { timeout: 60_000 });
    await expect(page.getByText('Pembayaran Berjaya')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat jadual pembayaran' })).toBeVisible();
    await expectAccessible(page);
  });
});
