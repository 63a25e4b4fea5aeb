import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AUTH_PATHS } from '@sinar/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NEUTRAL = {
  status: 200,
  body: {
    message:
      'If this email address belongs to an account, we have sent it a link to choose a new password. The link works for 30 minutes.',
  },
};
const VALID_LINK = { status: 200, body: { valid: true, email: 'ai****@example.com' } };

async function open(path: string) {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return app;
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function chooseNewPassword(user: User, password = 'NewSecret1!', confirmation = password) {
  await user.type(await screen.findByLabelText('New password', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('password reset', () => {
  beforeEach(() => getQueryClient().clear());

  it('asks for the email and shows the same answer whatever it is', async () => {
    const server = fakeApi({ [`POST ${AUTH_PATHS.requestResetPassword}`]: NEUTRAL });
    const { user, container } = await open('/reset-password-request');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please Enter Your Email Address')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' Aisyah@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(NEUTRAL.body.message)).toBeTruthy();
    expect(server.to(AUTH_PATHS.requestResetPassword)[0]?.body).toEqual({
      email: 'aisyah@example.com',
      staff: false,
      brand: 'conventional',
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says which brand and whether staff, for the link in the email', async () => {
    const server = fakeApi({ [`POST ${AUTH_PATHS.requestResetPassword}`]: NEUTRAL });
    const { user, unmount } = await open('/islamic/reset-password-request');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'siti@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByText(NEUTRAL.body.message);
    unmount();

    const staff = await open('/staff/reset-password-request');
    await staff.user.type(
      screen.getByRole('textbox', { name: 'Company email address' }),
      'tan.meiling@sinargroup.com.my',
    );
    await staff.user.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByText(NEUTRAL.body.message);
    expect(server.to(AUTH_PATHS.requestResetPassword).map((request) => request.body)).toEqual([
      { email: 'siti@example.com', staff: false, brand: 'islamic' },
      { email: 'tan.meiling@sinargroup.com.my', staff: true, brand: 'conventional' },
    ]);
  });

  it('checks the link, sets the new password with its token, then leads to the login', async () => {
    logInAs(); // a session left in the browser must not replace the link's token
    const server = fakeApi({
      [`POST ${AUTH_PATHS.checkResetPasswordToken}`]: VALID_LINK,
      [`PATCH ${AUTH_PATHS.resetPassword}`]: {
        status: 200,
        body: { message: 'Your password has been changed.' },
      },
    });
    const { user, container } = await open('/islamic/reset-password-request?token=abc123&lang=en');
    expect(await screen.findByText('Choose a new password for ai****@example.com.')).toBeTruthy();
    expect(server.to(AUTH_PATHS.checkResetPasswordToken)[0]?.body).toEqual({ token: 'abc123' });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await chooseNewPassword(user, 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await chooseNewPassword(user, 'NewSecret1!', 'NewSecret2!');
    expect(await screen.findByText('Passwords does not match!')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'NewSecret1!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    const [reset] = server.to(AUTH_PATHS.resetPassword);
    expect(reset?.authorization).toBe('Bearer abc123');
    expect(reset?.body).toEqual({ password: 'NewSecret1!', confirmPassword: 'NewSecret1!' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/islamic?lang=en');
  });

  it('leads staff back to the staff login', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.checkResetPasswordToken}`]: VALID_LINK,
      [`PATCH ${AUTH_PATHS.resetPassword}`]: {
        status: 200,
        body: { message: 'Your password has been changed.' },
      },
    });
    const { user } = await open('/staff/reset-password-request?token=t-1');
    await chooseNewPassword(user);
    await screen.findByText('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/staff');
  });

  it('says when the link is invalid or expired, and offers a new one', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.checkResetPasswordToken}`]: {
        status: 400,
        body: { message: 'This password reset link is invalid or has expired. Please request a new one.' },
      },
    });
    const { user, router } = await open('/reset-password-request?token=old');
    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Send link' })).toBeTruthy();
  });
});
