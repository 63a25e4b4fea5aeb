import { expect, expectAccessible, test } from '../support/fixtures.ts';

const PAGES = [
  { path: 'about-us', title: 'About Us' },
  { path: 'faq', title: 'FAQs' },
  { path: 'legal-terms', title: 'Legal Terms' },
  { path: 'privacy-policy', title: 'Privacy Policy' },
  { path: 'contact-us', title: 'Contact Us' },
  { path: 'simulator', title: 'Repayment Simulator', islamicTitle: 'Payment Simulator' },
];

for (const base of ['', '/sinar-kredit', '/islamic']) {
  for (const { path, title, islamicTitle } of PAGES) {
    test(`${base || '/'}${base ? '/' : ''}${path} shows its content and passes axe`, async ({ page }) => {
      await page.goto(`${base}/${path}`);
      const heading = base === '/islamic' && islamicTitle ? islamicTitle : title;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(heading));
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expectAccessible(page);
    });
  }
}

test('the FAQ has a conventional and an Islamic tab, the page variant first', async ({ page }) => {
  await page.goto('/faq');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const conventionalQuestions = await page.getByRole('tabpanel').locator('summary').count();
  expect(conventionalQuestions).toBeGreaterThanOrEqual(10);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('summary').first()).toBeVisible();
  await page.getByRole('tabpanel').locator('summary').first().click();
  await expectAccessible(page);

  await page.goto('/islamic/faq');
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('the information pages read in Malay under every prefix', async ({ page }) => {
  await page.goto('/islamic/privacy-policy?lang=ms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dasar Privasi');
  await expectAccessible(page);
  await page.goto('/sinar-kredit/legal-terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terma Undang-undang');
  await expectAccessible(page);
});
