import type { Page } from '@playwright/test';
import { AUTH_PATHS } from '@sinar/domain';
import {
  acceptRefusedRequests,
  DEMO,
  logInThroughApi,
  openWithSession,
  setLocalStorage,
  type Tokens,
} from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { PHONE } from '../support/viewports.ts';

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: window.localStorage.getItem('accessToken'),
    refreshToken: window.localStorage.getItem('refreshToken'),
    keys: Object.keys(window.localStorage).sort(),
  }));

/** The same token with another signature: its claims still read well, the server refuses it. */
function withBadSignature(token: string): string {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
}

/** A token whose claims lack the user's id (`sub`). */
function tokenWithoutUserId(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  delete claims.sub;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`;
}

const landingHeading = /personal loan that fits your plans/i;

test.describe('the session', () => {
  test('logs out after 15 minutes without action, and not while the user is active', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const tokens = await logInThroughApi(request, {
      tab: 'conventional',
      phoneOrEmail: DEMO.conventional.email,
    });
    await openWithSession(page, '/home', tokens);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);

    // Fourteen minutes, an action, fourteen more: still logged in.
    await page.clock.fastForward('14:00');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await page.clock.fastForward('14:00');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);

    await page.clock.fastForward('15:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingHeading);
    await expect(page.getByText('You were logged out after 15 minutes without activity.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect((await storedTokens(page)).accessToken).toBeNull();
    // The session is over on the server too: its refresh token no longer works.
    const refresh = await request.post(AUTH_PATHS.refresh, { data: { refreshToken: tokens.refreshToken } });
    expect(refresh.status()).toBe(401);
  });

  test("logs out a session whose token lacks the user's id: 'Session expired. Please login again.'", async ({
    page,
    request,
  }) => {
    const tokens = await logInThroughApi(request, { tab: 'telecom', phoneNo: DEMO.telecom.phoneNo });
    await setLocalStorage(page, {
      lang: 'en',
      accessToken: tokenWithoutUserId(tokens.accessToken),
      refreshToken: tokens.refreshToken,
      somethingElse: 'x',
    });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingHeading);
    expect((await storedTokens(page)).keys).toEqual(['lang']);
    await expectAccessible(page);
  });

  test('a logout in one tab logs the other tabs out', async ({ context, request }) => {
    const tokens = await logInThroughApi(request, { tab: 'staff', email: DEMO.staff.email });
    const first = await context.newPage();
    await openWithSession(first, '/home', tokens);
    await expect(first.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);
    const second = await context.newPage();
    await second.goto('/faq');
    await expect(second.getByRole('banner').getByRole('button', { name: /^My account: / })).toBeVisible();

    await first
      .getByRole('banner')
      .getByRole('button', { name: /^My account: / })
      .click();
    await first
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Log out' })
      .click();
    await expect(first).toHaveURL(/\/$/);
    await expect(first.getByText('You have logged out.')).toBeVisible();

    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(landingHeading);
    await expect(
      second.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
    ).toBeVisible();
    await expectAccessible(second);
  });

  test('on a 401 the tokens are refreshed once and the call is retried', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const tokens = await logInThroughApi(request, { tab: 'islamic', phoneOrEmail: DEMO.islamic.email });
    const refused: Tokens = { ...tokens, accessToken: withBadSignature(tokens.accessToken) };
    const refreshes: string[] = [];
    const profileCalls: number[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith(AUTH_PATHS.refresh)) refreshes.push(sent.method());
    });
    page.on('response', (answer) => {
      if (answer.url().endsWith(AUTH_PATHS.me)) profileCalls.push(answer.status());
    });

    await openWithSession(page, '/islamic/home', refused);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, \S/);
    expect(refreshes).toEqual(['POST']);
    expect(profileCalls).toEqual([401, 200]);
    const stored = await storedTokens(page);
    expect(stored.accessToken).not.toBe(refused.accessToken);
    expect(stored.refreshToken).not.toBe(tokens.refreshToken);
    acceptRefusedRequests(consoleErrors, 401);
  });

  test('a refused refresh ends the session at the logout route', async ({ page, request, consoleErrors }) => {
    const tokens = await logInThroughApi(request, { tab: 'telecom', phoneNo: DEMO.telecom.phoneNo });
    await openWithSession(page, '/home', {
      accessToken: withBadSignature(tokens.accessToken),
      refreshToken: 'not-a-refresh-token',
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    expect((await storedTokens(page)).accessToken).toBeNull();
    // The profile call with the bad token, then the refresh with the bad refresh token.
    acceptRefusedRequests(consoleErrors, 401, 401);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test("the menu holds the user's pages and logs out, in Malay", async ({ page, request }) => {
      const tokens = await logInThroughApi(request, { tab: 'telecom', phoneNo: DEMO.telecom.phoneNo });
      await openWithSession(page, '/faq?lang=ms', tokens);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soalan Lazim');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const account = page
        .getByRole('navigation', { name: 'Utama' })
        .getByRole('region', { name: /^Akaun saya: / });
      await expect(account.getByRole('link', { name: 'Tukar Kata Laluan' })).toHaveAttribute(
        'href',
        '/change-password',
      );
      await expectAccessible(page);
      await account.getByRole('link', { name: 'Log keluar' }).click();
      await expect(page).toHaveURL(/\/$/);
      // The language was kept in storage, so the landing stays in Malay.
      await expect(page.getByText('Anda telah log keluar.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pinjaman peribadi/i);
    });
  });
});
