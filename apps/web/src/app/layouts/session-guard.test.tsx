import { IDLE_TIMEOUT_MS } from '@sinar/client/idle-timeout';
import { AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../lib/query-client.tsx';
import { ACCESS_TOKEN_KEY, LAST_ACTIVITY_KEY, REFRESH_TOKEN_KEY } from '../../lib/session.ts';
import { CLAIMS, fakeApi, fakeToken, logInAs, profile } from '../../test/fake-session.ts';
import { renderApp } from '../../test/render-app.tsx';

const landingHeading = () =>
  screen.findByRole('heading', { level: 1, name: /personal loan that fits your plans/i });

describe('the session rules on every page', () => {
  beforeEach(() => getQueryClient().clear());

  it("logs out a session whose token lacks the user's id, with 'Session expired. Please login again.'", async () => {
    window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem(ACCESS_TOKEN_KEY, fakeToken({ ...CLAIMS, sub: undefined }));
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    fakeApi({ [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() } });
    const { router } = await renderApp('/');
    expect(await landingHeading()).toBeTruthy();
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(Object.keys(window.localStorage)).toEqual(['lang']);
  });

  it('logs out a session whose token lacks the phone number (username) too', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, fakeToken({ ...CLAIMS, username: '' }));
    fakeApi({ [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() } });
    const { router } = await renderApp('/faq?lang=ms');
    expect(await screen.findByText('Sesi tamat. Sila log masuk semula.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?lang=ms');
  });

  it('follows a logout in another tab to the landing', async () => {
    logInAs();
    fakeApi({ [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() } });
    const { router } = await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' });

    // What the other tab's logout looks like from here: storage cleared, and a storage event with no key.
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(await landingHeading()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('You have logged out.')).toBeTruthy();
  });

  it('logs out after 15 minutes without action, saying why', async () => {
    logInAs();
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_TIMEOUT_MS));
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() },
      [`POST ${AUTH_PATHS.logout}`]: { status: 200, body: { message: 'Logged out' } },
    });
    const { router } = await renderApp('/home');
    expect(
      await screen.findByText(
        'You were logged out after 15 minutes without activity.',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.to(AUTH_PATHS.logout)).toHaveLength(1);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("goes to the logout route when a 401's refresh is refused", async () => {
    logInAs();
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 401, body: { message: 'Please log in to continue.' } },
      [`POST ${AUTH_PATHS.refresh}`]: {
        status: 401,
        body: { message: 'Your session has ended. Please log in again.' },
      },
    });
    const { router } = await renderApp('/home');
    expect(
      await screen.findByText('Session expired. Please login again.', {}, { timeout: 3_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.to(AUTH_PATHS.refresh)).toHaveLength(1);
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });
});

describe('the account menu in the header', () => {
  it("shows the user's name and pages instead of 'Log in', and closes with Escape", async () => {
    logInAs({ loginMethod: 'islamic', name: 'Farid bin Osman' });
    const { user } = await renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
    const button = within(banner).getByRole('button', { name: 'My account: Farid bin Osman' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/islamic/home'],
      ['Update Profile', '/islamic/update-profile'],
      ['Change Password', '/islamic/change-password'],
      ['Request E-Invoice', '/islamic/request-e-invoice'],
      ['Log out', '/logout'],
    ]);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
