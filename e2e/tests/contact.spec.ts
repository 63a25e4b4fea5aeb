import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

test.describe('contact us', () => {
  test('a message reaches the support inbox', async ({ page }) => {
    const question = `When will my loan be paid out? (${Date.now()})`;
    await page.goto('/contact-us');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill('aisyah.e2e@example.com');
    await page.getByRole('textbox', { name: 'Comments/Question' }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Thank you. Your message has been sent and we will reply by email.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comments/Question' })).toHaveValue('');

    await page.goto('/dev/inbox');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer inbox');
    const message = page.getByRole('listitem').filter({ hasText: 'aisyah.e2e@example.com' }).first();
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(message).toContainText('Delivered', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(message).toContainText('care@sinar.test');
    await message.locator('summary').click();
    await expect(message).toContainText(question);
    await expectAccessible(page);
  });

  test("bad input shows the spec's messages and sends nothing", async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/contact-us')) posted = true;
    });
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter your Email Address')).toBeVisible();
    await expect(page.getByText('Comments/Question cannot be empty')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email address' }).fill('aisyah@');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The enter is not valid Email Address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).toBe(false);
    await expectAccessible(page);
  });

  test.describe('on a phone, in Malay, for Islamic financing', () => {
    test.use(PHONE);

    test('the confirmation comes back in Malay', async ({ page }) => {
      await page.goto('/islamic/contact-us?lang=ms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hubungi Kami');
      await page.getByRole('textbox', { name: 'Alamat e-mel' }).fill('siti.e2e@example.com');
      await page.getByRole('textbox', { name: 'Komen/Soalan' }).fill('Adakah pembiayaan ini patuh Syariah?');
      await page.getByRole('button', { name: 'Hantar' }).click();
      await expect(
        page.getByText('Terima kasih. Mesej anda telah dihantar dan kami akan membalas melalui e-mel.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/60\d+/,
      );
      await expectAccessible(page);
    });
  });
});
