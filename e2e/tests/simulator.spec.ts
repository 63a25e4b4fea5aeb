import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

/** The value (dd) of the figure whose term (dt) reads exactly `name`. */
const figure = (page: Page, name: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function choose(
  page: Page,
  amountLabel: string,
  ringgit: number,
  tenure: number,
  tenureLabel = 'Tenure',
) {
  await page.getByRole('slider', { name: amountLabel }).fill(String(ringgit));
  await page.getByRole('slider', { name: tenureLabel }).fill(String(tenure));
}

test.describe('repayment simulator', () => {
  test('RM1,000 over 6 months: the figures and schedule of the conventional loan, to the sen', async ({
    page,
  }) => {
    await page.goto('/simulator');
    await choose(page, 'Loan amount', 1_000, 6);
    await expect(page.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute(
      'aria-valuetext',
      'RM1,000',
    );
    await expect(figure(page, 'Estimated monthly instalment')).toHaveText('RM181.67');
    await expect(figure(page, 'Last instalment')).toHaveText('RM181.65');
    await expect(figure(page, 'Total interest')).toHaveText('RM90.00');
    await expect(figure(page, 'Total repayment')).toHaveText('RM1,090.00');
    await expect(figure(page, 'Stamp duty')).toHaveText('RM5.00');
    await expect(figure(page, 'Processing fee (inclusive of SST)')).toHaveText('RM50.00');
    await expect(figure(page, 'Wakalah fee')).toHaveCount(0);
    await expect(figure(page, 'Net amount received')).toHaveText('RM945.00');

    const schedule = page.getByRole('table', { name: 'Repayment Schedule' });
    await expect(schedule.getByRole('row')).toHaveCount(1 + 6 + 1); // header, 6 instalments, total
    await expect(schedule.getByRole('row').nth(6)).toContainText('RM181.65');
    await expectAccessible(page);
  });

  test('RM10,000 over 24 months: Islamic financing in its own wording', async ({ page }) => {
    await page.goto('/islamic/simulator');
    await choose(page, 'Financing amount', 10_000, 24);
    await expect(figure(page, 'Expected monthly payment')).toHaveText('RM566.67');
    await expect(figure(page, 'Last payment')).toHaveText('RM566.59');
    await expect(figure(page, 'Total profit')).toHaveText('RM3,600.00');
    await expect(figure(page, 'Total payment')).toHaveText('RM13,600.00');
    await expect(figure(page, 'Stamp duty')).toHaveText('RM50.00');
    await expect(figure(page, 'Processing fee (inclusive of SST)')).toHaveText('RM30.00');
    await expect(figure(page, 'Wakalah fee')).toHaveText('RM20.00');
    await expect(figure(page, 'Net amount received')).toHaveText('RM9,900.00');
    await expect(page.getByRole('table', { name: 'Payment Schedule' }).getByRole('row')).toHaveCount(
      1 + 24 + 1,
    );
    await expect(page.getByText('Estimated monthly instalment')).toHaveCount(0);
    await expect(page.getByText('Repayment Schedule')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('in Malay, with the Islamic wording', async ({ page }) => {
    await page.goto('/islamic/simulator?lang=ms');
    await choose(page, 'Jumlah pembiayaan', 5_000, 12, 'Tempoh');
    await expect(figure(page, 'Jangkaan bayaran bulanan')).toHaveText('RM491.67');
    await expect(page.getByRole('table', { name: 'Jadual Pembayaran' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('keeps the figures readable without sideways scrolling of the page', async ({ page }) => {
      await page.goto('/simulator');
      await choose(page, 'Loan amount', 3_000, 12);
      await expect(figure(page, 'Estimated monthly instalment')).toHaveText('RM295.00');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  });

  test('shows its terms and figures from the HTML, and the schedule and the sliders once its script runs', async ({
    page,
  }) => {
    let release = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/simulator-*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/simulator?lang=ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulasi Bayaran Balik');
    await expect(figure(page, 'Anggaran ansuran bulanan')).toHaveText('RM491.67');
    await expect(page.getByRole('slider', { name: 'Jumlah pinjaman' })).toBeDisabled();
    await expect(page.getByRole('table')).toHaveCount(0);

    release();
    await expect(page.getByRole('table', { name: 'Jadual Bayaran Balik' }).getByRole('row')).toHaveCount(
      1 + 12 + 1,
    );
    await choose(page, 'Jumlah pinjaman', 1_000, 6, 'Tempoh');
    await expect(figure(page, 'Anggaran ansuran bulanan')).toHaveText('RM181.67');
  });
});
