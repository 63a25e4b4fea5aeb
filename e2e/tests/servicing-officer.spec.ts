import type { Locator, Page } from '@playwright/test';
import { BACKOFFICE_BASE_PATH, formatRinggit, sen } from '@sinar/domain';
import { openWithSession } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { activeLoanAccount } from '../support/loan-account-helpers.ts';
import { type DemoOfficer, OFFICERS, openBackofficeAs } from '../support/officers.ts';
import {
  closeAccountThrough,
  daysAfter,
  freshReceiptReference,
  tenureDetails,
} from '../support/servicing-helpers.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * Officers servicing a conventional loan opened through the real lifecycle (support/loan-account-helpers.ts), on a
 * desktop: a disbursement officer posts a payment received at the counter and prepares its reversal with a reason; a
 * second disbursement officer approves it in the account approvals queue; the account shows the payment reversed and
 * the reversal entry, and the customer, on a phone, sees it reversed in the payment history. Then the account's days
 * are closed to 10 days past the first due date (the developer's control, decision 050): a late charge for each day
 * and the 7-day reminder letter's postage. The first officer prepares a waiver of the late charge, the second approves
 * it, and the charge is gone from the account and from the customer's schedule, the postage still owed. axe on every
 * back-office screen and on the customer's.
 */
test.describe.configure({ mode: 'default' });

const LOAN_ACCOUNTS = `${BACKOFFICE_BASE_PATH}/loan-accounts`;
const APPROVALS = `${BACKOFFICE_BASE_PATH}/loan-account-requests`;

const money = (amountSen: number) => formatRinggit(sen(amountSen), 'en');

/** A figure after its label (Chromium does not name a definition by its term). */
const figure = (scope: Page | Locator, term: string) =>
  scope.locator('dt').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
/** The account page's own figures: the early settlement panel beside them names some of the same terms. */
const accountFigures = (page: Page) => page.getByRole('region', { name: 'Figures' });

/** The account's page in the back office, found by its agreement number on the search page. */
async function openAccount(page: Page, agreementNo: string): Promise<void> {
  await page.goto(`${LOAN_ACCOUNTS}?agreementNo=${encodeURIComponent(agreementNo)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan accounts' })).toBeVisible();
  await page.getByRole('link', { name: agreementNo, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Account ${agreementNo}` })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Journal entries/ })).toBeVisible();
}

/** The second officer approves the account's waiting change of this kind in the approvals queue. */
async function approveInQueue(
  page: Page,
  request: Parameters<typeof openBackofficeAs>[1],
  checker: DemoOfficer,
  change: { readonly agreementNo: string; readonly kind: string; readonly amount: string },
): Promise<void> {
  await openBackofficeAs(page, request, checker, APPROVALS);
  await expect(page.getByRole('heading', { level: 1, name: 'Account approvals' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: change.agreementNo, exact: true }) })
    .filter({ hasText: change.kind });
  await expect(row).toContainText(change.amount);
  await expect(row).toContainText('Waiting');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Approve ${change.agreementNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve the ${change.kind} of ${change.agreementNo}` });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Remark (optional)' })
    .fill('Checked against the branch records.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Approve and apply' }).click();
  await expect(page.getByText('Done: the request is Approved.')).toBeVisible();
  await expectAccessible(page);
}

test.describe('an officer reverses a payment and waives a late charge, with a second officer', () => {
  test.use(DESKTOP);

  test('the reversal and the waiver each prepared, approved and seen by the customer', async ({
    page,
    request,
    browser,
    baseURL,
    extraHTTPHeaders,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const account = await activeLoanAccount(request, 'conventional');
    const { agreementNo } = account;
    const reference = freshReceiptReference();
    const reason = `Cheque ${reference} returned unpaid by the bank.`;

    // The customer's screens, on a phone of their own; its console errors fail the journey like the officer's.
    const phone = await browser.newContext({
      ...PHONE,
      ...(baseURL ? { baseURL } : {}),
      ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
    });
    const customer = await phone.newPage();
    customer.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    customer.on('pageerror', (error) => consoleErrors.push(error.message));

    // A payment received at the counter, posted by the first officer.
    await openBackofficeAs(page, request, OFFICERS.disbursement, LOAN_ACCOUNTS);
    await openAccount(page, agreementNo);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Post a counter payment' }).click();
    const counter = page.getByRole('dialog', { name: `Post a counter payment to ${agreementNo}` });
    await counter.getByRole('textbox', { name: 'Amount received (RM)' }).fill('200.00');
    await counter.getByRole('textbox', { name: 'Counter receipt number' }).fill(reference);
    await expectAccessible(page);
    await counter.getByRole('button', { name: 'Post payment' }).click();
    await expect(page.getByText('The counter payment has been posted.')).toBeVisible();
    const payments = page.getByRole('table', {
      name: 'Payments received, newest first, with where each went',
    });
    const payment = payments.getByRole('row').filter({ hasText: reference });
    await expect(payment).toContainText('RM200.00');
    await expect(payment).toContainText('Counter');
    await expect(payment).toContainText('Posted');

    // Its reversal, prepared with the reason.
    await payment.getByRole('button', { name: `Reverse ${reference}` }).click();
    const reversal = page.getByRole('dialog', { name: `Reverse the payment ${reference}` });
    await expect(reversal).toContainText('The payment of RM200.00 is undone by a reversal entry');
    await reversal.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await expectAccessible(page);
    await reversal.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText('Sent for approval to another officer.')).toBeVisible();
    const requests = page.getByRole('table', { name: 'Reversals, waivers and write-offs of this account' });
    await expect(requests.getByRole('row').filter({ hasText: 'Payment reversal' })).toContainText('Waiting');
    await expect(payment).toContainText('Posted');
    await expectAccessible(page);

    // The second officer approves it; the payment stays listed, reversed, beside the reversal entry.
    await approveInQueue(page, request, OFFICERS.disbursement2, {
      agreementNo,
      kind: 'Payment reversal',
      amount: 'RM200.00',
    });
    await openAccount(page, agreementNo);
    await expect(payment).toContainText('Reversed');
    await expect(payment).toContainText(reason);
    await expect(payment.getByRole('button', { name: `Reverse ${reference}` })).toHaveCount(0);
    await expect(requests.getByRole('row').filter({ hasText: 'Payment reversal' })).toContainText('Approved');
    const ledger = page.getByRole('table', { name: /^Journal entries/ });
    await expect(ledger).toContainText(`Reversal of payment by counter ${reference}`);
    await expect(ledger).toContainText(`Payment by counter ${reference}`);
    await expectAccessible(page);

    await openWithSession(customer, '/payment-history', account.applicant.tokens);
    await expect(customer.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    const seen = customer.getByRole('listitem').filter({ hasText: reference });
    await expect(seen.getByRole('heading', { level: 3 })).toHaveText(/^RM200\.00 on /);
    await expect(seen).toContainText('Reversed');
    await expect(figure(seen, 'Reason')).toHaveText(reason);
    await expectAccessible(customer);

    // Ten days past the first due date: a late charge a day, and the reminder letter's postage at seven days.
    const { rows } = await tenureDetails(request, account.applicant.tokens, agreementNo);
    const first = rows[0];
    if (!first) throw new Error('the account has no schedule');
    const closed = await closeAccountThrough(request, agreementNo, daysAfter(first.dueOn, 10));
    expect(closed).toMatchObject({ chargesPosted: 10, lettersQueued: 1, postageSen: 1_000 });
    expect(closed.chargesSen).toBeGreaterThan(0);
    const lateCharge = money(closed.chargesSen);

    await openBackofficeAs(page, request, OFFICERS.disbursement, LOAN_ACCOUNTS);
    await openAccount(page, agreementNo);
    await expect(figure(accountFigures(page), 'Late payment charges')).toHaveText(lateCharge);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Waive charges' }).click();
    const waiver = page.getByRole('dialog', { name: `Waive charges of ${agreementNo}` });
    const line = waiver.getByRole('combobox', { name: 'Charge to waive' });
    await expect(line.locator('option')).toHaveText([
      `No. 1, Late charge: ${lateCharge} outstanding`,
      'No. 1, Fees: RM10.00 outstanding',
    ]);
    await line.selectOption({ label: `No. 1, Late charge: ${lateCharge} outstanding` });
    await expect(waiver.getByRole('textbox', { name: 'Amount to waive (RM)' })).toHaveValue(
      lateCharge.replace(/^RM/, ''),
    );
    await waiver
      .getByRole('textbox', { name: 'Reason' })
      .fill('The customer was in hospital on the due date.');
    await expectAccessible(page);
    await waiver.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText('Sent for approval to another officer.')).toBeVisible();
    await expect(requests.getByRole('row').filter({ hasText: 'Waiver of charges' })).toContainText('Waiting');

    await approveInQueue(page, request, OFFICERS.disbursement2, {
      agreementNo,
      kind: 'Waiver of charges',
      amount: lateCharge,
    });
    await openAccount(page, agreementNo);
    await expect(figure(accountFigures(page), 'Late payment charges')).toHaveText('RM0.00');
    const schedule = page.getByRole('table', { name: 'Instalments with each component outstanding' });
    const firstRow = schedule
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
    // No., due on, instalment, then what is outstanding of the late charge, fees, interest and principal.
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText('RM0.00');
    await expect(firstRow.getByRole('cell').nth(3)).toHaveText('RM10.00');
    await expect(ledger).toContainText('Waiver: The customer was in hospital on the due date.');
    await expectAccessible(page);

    await customer.goto('/repayment-schedule');
    await expect(customer.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
    await expect(figure(customer, 'Late payment charges')).toHaveText('RM0.00');
    const card = customer.getByRole('listitem').filter({
      has: customer.getByRole('heading', { level: 3, name: 'Instalment 1', exact: true }),
    });
    // What was outstanding before the days were closed (the instalment, less the mandate's RM1.00 credited back), and
    // the postage: the late charge is waived.
    await expect(figure(card, 'Outstanding')).toHaveText(money(first.outstandingSen + 1_000));
    await expectAccessible(customer);
    await phone.close();
  });
});
