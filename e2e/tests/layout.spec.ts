import type { Locator, Page } from '@playwright/test';
import { openWithSession } from '../support/accounts.ts';
import { registerApplicant } from '../support/application-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { applicationWithFormDone } from '../support/journey-helpers.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * What the layout keeps on a phone and a desktop, measured from the element boxes rather than judged on a picture:
 * nothing runs out of its container, and a table that scrolls sideways says so.
 */

interface Box {
  readonly left: number;
  readonly right: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box: it is not shown');
  return { left: box.x, right: box.x + box.width };
}

/** The box an element's content may fill: its border box less its padding. */
async function contentBoxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: rect.left + Number.parseFloat(style.paddingLeft),
      right: rect.right - Number.parseFloat(style.paddingRight),
    };
  });
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.left, `${what}: left edge`).toBeGreaterThanOrEqual(outer.left - 0.5);
  expect(inner.right, `${what}: right edge`).toBeLessThanOrEqual(outer.right + 0.5);
}

/** The right edge of the text inside a table cell (not of the cell): where a right-aligned figure ends. */
const textRightOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });

async function expectTotalsUnderTheirColumns(page: Page, tableName: string) {
  const table = page.getByRole('table', { name: tableName });
  const rows = table.getByRole('row');
  const firstInstalment = rows.nth(1).getByRole('cell');
  const total = rows.last().getByRole('cell');
  // The instalment, principal and interest columns: each total ends where the figures above it end.
  for (const [column, totalCell] of [
    [2, 0],
    [3, 1],
    [4, 2],
  ] as const) {
    const above = await textRightOf(firstInstalment.nth(column));
    const sum = await textRightOf(total.nth(totalCell));
    expect(Math.abs(sum - above), `total of column ${column + 1} aligned with its figures`).toBeLessThan(1);
  }
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the simulator's schedule says it scrolls sideways, and its totals sit under their figures", async ({
    page,
  }) => {
    await page.goto('/simulator');
    const schedule = page.getByRole('region', { name: 'Repayment Schedule' });
    await expect(schedule.getByRole('table')).toBeVisible();
    const overflows = await schedule.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows, 'the table is wider than the phone').toBe(true);
    const hint = page.getByText('Swipe the table sideways to see every column.');
    await expect(hint).toBeVisible();
    await expect(schedule).toHaveAccessibleDescription('Swipe the table sideways to see every column.');
    expectInside(await boxOf(hint), await contentBoxOf(page.getByRole('main')), 'the hint');
    await expectTotalsUnderTheirColumns(page, 'Repayment Schedule');
  });

  test('a long email address stays inside its card on email verification', async ({ page, request }) => {
    const applicant = await registerApplicant(request, {
      emailPrefix: 'nur.aisyah.binti.ahmad.abdullah.sinar',
    });
    await applicationWithFormDone(request, applicant);
    await openWithSession(page, '/application/email-verification', applicant.tokens);
    const address = page.getByRole('definition').filter({ hasText: '@example.com' });
    await expect(address).toHaveText(applicant.email);
    const card = page.getByRole('region', { name: 'Email Verification' });
    expectInside(await boxOf(address), await contentBoxOf(card), 'the email address');
    const clipped = await address.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(clipped, 'the address is shown whole').toBe(false);
  });
});

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('the schedule fits with no hint, and its totals sit under their figures', async ({ page }) => {
    await page.goto('/simulator');
    const schedule = page.getByRole('region', { name: 'Repayment Schedule' });
    await expect(schedule.getByRole('table')).toBeVisible();
    await expect(page.getByText('Swipe the table sideways to see every column.')).toHaveCount(0);
    await expectTotalsUnderTheirColumns(page, 'Repayment Schedule');
  });

  for (const language of ['en', 'ms'] as const) {
    test(`the logged-in header keeps 'Apply now' inside the content width (${language})`, async ({
      page,
      request,
    }) => {
      const applicant = await registerApplicant(request, { fullName: 'Nur Aisyah binti Ahmad Abdullah' });
      await openWithSession(page, `/home?lang=${language}`, applicant.tokens);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.getByRole('banner');
      const account = header.getByRole('button', { name: /Nur Aisyah binti Ahmad Abdullah/ });
      await expect(account).toBeVisible();
      const apply = header.getByRole('link', { name: language === 'en' ? 'Apply now' : 'Mohon sekarang' });
      await expect(apply).toBeVisible();

      const row = await contentBoxOf(header.locator('> div'));
      const width = (await page.viewportSize())?.width ?? 0;
      expect(row.right - row.left, 'the header row is the content width').toBeLessThanOrEqual(1160);
      expect(row.right).toBeLessThanOrEqual(width);
      expectInside(await boxOf(apply), row, "'Apply now'");
      expectInside(await boxOf(account), row, 'the account menu');
      for (const link of await header.getByRole('navigation').first().getByRole('link').all()) {
        expectInside(await boxOf(link), row, `the link ${await link.textContent()}`);
      }
      const scrollsSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(scrollsSideways, 'the page scrolls sideways').toBe(false);
    });
  }
});
