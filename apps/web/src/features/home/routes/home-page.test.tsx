import { AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { seriousAccessibilityProblems } from '../../../test/axe.ts';
import { fakeApi, logInAs, profile } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the home page', () => {
  // One query cache serves the whole app, as in the browser, where logging in and out clears it.
  beforeEach(() => getQueryClient().clear());

  it('greets the user by name and links to the account pages', async () => {
    logInAs();
    const server = fakeApi({ [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() } });
    const { container } = await renderApp('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My account | Sinar Kredit'));
    expect(server.to(AUTH_PATHS.me)[0]?.authorization).toMatch(/^Bearer /);
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Update Profile', '/update-profile'],
      ['Change Password', '/change-password'],
      ['Request E-Invoice', '/request-e-invoice'],
      ['Log out', '/logout'],
    ]);
    expect(screen.queryByText('You are using a temporary password')).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('asks a user with a temporary password to choose their own, under /islamic in its wording', async () => {
    logInAs({ loginMethod: 'islamic' });
    fakeApi({ [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile({ passwordIsTemporary: true }) } });
    await renderApp('/islamic/home');
    expect(await screen.findByText('You are using a temporary password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose my password' }).getAttribute('href')).toBe(
      '/islamic/change-password',
    );
    expect(screen.getByText('Your financing applications and their progress will show here.')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Update Profile' }).getAttribute('href'),
    ).toBe('/islamic/update-profile');
  });

  it("says 'Failed to load data' when the profile does not load, and tries again", async () => {
    logInAs();
    let fail = true;
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: () =>
        fail ? { status: 404, body: { message: 'Not Found' } } : { status: 200, body: profile() },
    });
    const { user } = await renderApp('/home');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' }),
    ).toBeTruthy();
  });
});
