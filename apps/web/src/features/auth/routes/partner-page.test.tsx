import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AUTH_PATHS, LOGIN_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLAIMS, fakeApi, fakeToken, profile } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('altcha-lib/v1', () => ({
  solveChallenge: () => ({ promise: Promise.resolve({ number: 5 }), controller: new AbortController() }),
}));

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 1000, salt: 's', signature: 'sig' };

describe('the partner page', () => {
  it('logs a partner in with the Partner ID, to the partner home', async () => {
    const server = fakeApi({
      [`GET ${AUTH_PATHS.humanCheckChallenge}`]: { status: 200, body: CHALLENGE },
      [`POST ${LOGIN_PATHS.partnerLogin}`]: {
        status: 200,
        body: {
          accessToken: fakeToken({
            ...CLAIMS,
            organizationType: 'SME',
            loginMethod: 'partner',
            username: 'P100234',
            name: 'Kedai Runcit Maju',
          }),
          refreshToken: 'r',
          message: 'Login successful',
        },
      },
      [`GET ${AUTH_PATHS.me}`]: {
        status: 200,
        body: profile({ organizationType: 'SME', fullName: 'Kedai Runcit Maju', partnerId: 'P100234' }),
      },
    });
    const { user, router, container } = await renderApp('/partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner login' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Partner login | Sinar Kredit'));
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    const login = screen.getByRole('region', { name: 'Log in' });
    await user.type(within(login).getByRole('textbox', { name: 'Partner ID' }), 'p100234');
    await user.type(within(login).getByLabelText('Password'), 'Demo1234!');
    await user.click(within(login).getByRole('checkbox', { name: "I'm not a robot" }));
    await within(login).findByText('Verified');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kedai Runcit Maju' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sme/home');
    expect(server.to(LOGIN_PATHS.partnerLogin)[0]?.body).toMatchObject({
      partnerId: 'P100234',
      password: 'Demo1234!',
    });
    expect(screen.getByRole('definition', { name: 'Partner ID' }).textContent).toBe('P100234');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Update Profile' }).getAttribute('href'),
    ).toBe('/sme/update-profile');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('takes a partner who logged in with a temporary password to the password change first, then home', async () => {
    let changed = false;
    const partner = (passwordIsTemporary: boolean) =>
      profile({
        organizationType: 'SME',
        fullName: 'Kedai Runcit Maju',
        partnerId: 'P100234',
        passwordIsTemporary,
      });
    const server = fakeApi({
      [`GET ${AUTH_PATHS.humanCheckChallenge}`]: { status: 200, body: CHALLENGE },
      [`POST ${LOGIN_PATHS.partnerLogin}`]: {
        status: 200,
        body: {
          accessToken: fakeToken({
            ...CLAIMS,
            organizationType: 'SME',
            loginMethod: 'partner',
            username: 'P100234',
          }),
          refreshToken: 'r',
          message: 'Login successful',
          passwordChangeRequired: true,
        },
      },
      [`GET ${AUTH_PATHS.me}`]: () => ({ status: 200, body: partner(!changed) }),
      [`PATCH ${AUTH_PATHS.updatePassword}`]: () => {
        changed = true;
        return { status: 200, body: { message: 'Password changed' } };
      },
    });
    const { user, router, container } = await renderApp('/partner');
    const login = await screen.findByRole('region', { name: 'Log in' });
    await user.type(within(login).getByRole('textbox', { name: 'Partner ID' }), 'P100234');
    await user.type(within(login).getByLabelText('Password'), 'X7k2pQ9aBc');
    await user.click(within(login).getByRole('checkbox', { name: "I'm not a robot" }));
    await within(login).findByText('Verified');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('You are using a temporary password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.type(screen.getByLabelText('Old password'), 'X7k2pQ9aBc');
    await user.type(screen.getByLabelText('New password'), 'Kopi&Susu77');
    await user.type(screen.getByLabelText('Confirm password'), 'Kopi&Susu77');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/home'));
    expect(server.to(AUTH_PATHS.updatePassword)[0]?.body).toEqual({
      oldPassword: 'X7k2pQ9aBc',
      newPassword: 'Kopi&Susu77',
      confirmPassword: 'Kopi&Susu77',
    });
  });

  it('gets a first-time partner a temporary password by SMS', async () => {
    const server = fakeApi({
      [`GET ${AUTH_PATHS.humanCheckChallenge}`]: { status: 200, body: CHALLENGE },
      [`POST ${AUTH_PATHS.smeUser}`]: { status: 201, body: { message: 'Password sent' } },
    });
    const { user } = await renderApp('/partner');
    const activation = await screen.findByRole('region', { name: 'First time here? Get your password' });
    await user.click(within(activation).getByRole('button', { name: 'Get my password' }));
    expect(await within(activation).findByText('Please Enter Your Partner ID')).toBeTruthy();

    await user.type(within(activation).getByRole('textbox', { name: 'Partner ID' }), 'P100999');
    await user.click(within(activation).getByRole('checkbox', { name: "I'm not a robot" }));
    await within(activation).findByText('Verified');
    await user.click(within(activation).getByRole('button', { name: 'Get my password' }));
    expect(await within(activation).findByText('Password sent')).toBeTruthy();
    expect(
      within(activation).getByText(
        'We sent a temporary password by SMS to the phone number registered for P100999. Log in with it above.',
      ),
    ).toBeTruthy();
    expect(server.to(AUTH_PATHS.smeUser)[0]?.body).toEqual({
      partnerId: 'P100999',
      humanCheckToken: expect.any(String),
    });
  });
});
