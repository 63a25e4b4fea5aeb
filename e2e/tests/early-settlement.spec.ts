import type { Page } from '@playwright/test';
import { openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { activeLoanAccount } from '../support/loan-account-helpers.ts';
import { PHONE } from '../support/viewports.ts';

/**
 * Settling a conventional loan early online, on a phone in English (decision 046): from the schedule's 'Settle
 * early', the quotation and its day-by-day table, 'Settle now' at the sandbox gateway's page, the result, and the
 * account closed on the schedule. axe on every screen.
 */
test.describe.configure({ mode: 'default' });

/** A figure after its label (Chromium does not name a definition by its term). */
const figure = (page: Page, term: string) =>
  page.locator('dt').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test.describe('conventional loan on a phone, in English', () => {
  test.use(PHONE);

  test('settles early online and sees the account closed', async ({ page, request }) => {
    test.setTimeout(240_000);
    const account = await activeLoanAccount(request, 'conventional');

    await openWithSession(page, '/repayment-schedule', account.applicant.tokens);
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
    await expect(page.getByText(account.agreementNo).first()).toBeVisible();
    await page.getByRole('link', { name: 'Settle early' }).click();

    await expect(page).toHaveURL(/\/early-settlement/);
    await expect(page.getByRole('heading', { level: 1, name: 'Early Settlement' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your settlement quotation' })).toBeVisible();
    const amount = (await figure(page, 'Settlement amount').innerText()).trim();
    expect(amount).toMatch(/^RM[\d,]+\.\d{2}$/);
    await expect(figure(page, 'Rebate of unearned interest')).toHaveText(/^less RM[\d,]+\.\d{2}$/);
    const days = page.getByRole('table', { name: 'Settlement amount for each day of this quotation' });
    await expect(days.getByRole('row').nth(1)).toContainText('(today)');
    await expect(days.getByRole('row').nth(1)).toContainText(amount);
    await expect(
      page.getByText(
        `You will pay ${amount} by Online banking (FPX). Once the payment is confirmed, your loan is closed.`,
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Settle now' }).click();

    await expect(page).toHaveURL(/\/sandbox\/razer\/pay\//);
    await expect(page.getByRole('heading', { level: 1, name: /^Pay MYR / })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('combobox', { name: "The bank's answer" }).selectOption({ label: 'Approved' });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/payment-result\?orderId=/);
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await expect(figure(page, 'Amount')).toHaveText(amount);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View the repayment schedule' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
    await expect(figure(page, 'Account status')).toHaveText('Closed');
    await expect(page.getByRole('link', { name: 'Settle early' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await expectAccessible(page);

    // The settled account has nothing left to settle: the server's refusal, and nothing to pay.
    await page.goto(`/early-settlement?agreementNo=${account.agreementNo}`);
    await expect(
      page.getByText('Nothing is owed on this account, so there is nothing to settle.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settle now' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
