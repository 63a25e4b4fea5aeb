import { DEMO, logInThroughApi, setLocalStorage } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

test.describe('landing pages', () => {
  test('the conventional landing page in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Sinar Kredit/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A personal loan that fits your plans, approved in about one business day',
    );
    await expect(page.getByRole('heading', { name: 'Why borrow with us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to apply' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Loan', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Financing-i', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
    await expectAccessible(page);
  });

  test('?lang=ms shows Malay and the choice is kept on the following pages', async ({ page }) => {
    await page.goto('/?lang=ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pinjaman peribadi yang sesuai dengan rancangan anda, diluluskan dalam kira-kira satu hari bekerja',
    );
    await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Soalan lazim' }).click();
    await expect(page).toHaveURL(/\/faq/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soalan Lazim');
    // A new visit without the parameter remembers the language (local storage).
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang Kami');
    await page.getByRole('button', { name: /EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('the Islamic brand under /islamic speaks of financing, with its own theme', async ({ page }) => {
    await page.goto('/islamic');
    await expect(page.locator('html')).toHaveAttribute('data-variant', 'islamic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Shariah-compliant personal financing, approved in about one business day',
    );
    await expect(page.getByRole('heading', { name: 'Why finance with us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sinar Kredit-i' }).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment simulator' }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto('/islamic?lang=ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pembiayaan peribadi patuh Syariah, diluluskan dalam kira-kira satu hari bekerja',
    );
    await expectAccessible(page);
  });

  test("the conventional brand's own landing page", async ({ page }) => {
    await page.goto('/sinar-kredit');
    await expect(page.locator('html')).not.toHaveAttribute('data-variant', 'islamic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A personal loan that fits your plans, approved in about one business day',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/sinar-kredit\/contact-us$/);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('fits the screen and navigates through the menu', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
      ).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Repayment simulator' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repayment Simulator');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expectAccessible(page);
    });
  });

  test.describe('on a desktop', () => {
    test.use(DESKTOP);

    test('shows the navigation in the header without a menu button', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    });
  });
});

test.describe('routing rules', () => {
  test('a login-only route sends a visitor who is not logged in to /', async ({ page }) => {
    for (const path of [
      '/home',
      '/testing-eligibility',
      '/islamic/application/summary',
      '/loan-history/42',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a logged-in customer who opens / is taken home before the landing page paints', async ({
    page,
    request,
  }) => {
    const tokens = await logInThroughApi(request, { tab: 'telecom', phoneNo: DEMO.telecom.phoneNo });
    await setLocalStorage(page, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    // Each document notes that it opened, and the first frame it renders with its heading shown, in the tab's name,
    // which outlives the document: the landing page cannot be asked while it is on its way out.
    await page.addInitScript(() => {
      const note = (what: string) => {
        const notes: unknown = JSON.parse(window.name || '[]');
        window.name = JSON.stringify([
          ...(Array.isArray(notes) ? notes : []),
          `${window.location.pathname}: ${what}`,
        ]);
      };
      note('opened');
      const frame = () => {
        const heading = document.querySelector('h1')?.textContent;
        if (heading && getComputedStyle(document.documentElement).visibility === 'visible')
          note('heading shown');
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // The home page's answer is held back a while, so that the landing page stays the document while it could paint.
    await page.route(
      (url) => url.pathname === '/home',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );

    await page.goto('/?lang=ms');
    await expect(page).toHaveURL(/\/home\?lang=ms$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const notes = async () => JSON.parse(await page.evaluate(() => window.name || '[]')) as string[];
    await expect.poll(notes).toContain('/home: heading shown');
    // The landing page opened and showed nothing, the home page's heading noted the same way.
    expect((await notes()).filter((note) => note.startsWith('/:'))).toEqual(['/: opened']);
  });

  test('an unknown path goes to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});
