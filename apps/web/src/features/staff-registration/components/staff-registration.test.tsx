import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { forgetRegistration } from './pending-registration.ts';

const REGISTERED = { status: 201, body: { message: 'We have sent a code to your email.', otpSent: true } };

async function open(path: string) {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function register(user: User, email = 'Lim.WeiJie@SinarGroup.com.my') {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Lim Wei Jie');
  await user.type(screen.getByRole('textbox', { name: 'Company email address' }), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Staff1234!');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Staff1234!');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('staff registration', () => {
  beforeEach(() => {
    getQueryClient().clear();
    forgetRegistration();
  });

  it("asks for every field and only the group's own mailboxes", async () => {
    const server = fakeApi({});
    const { user, container } = await open('/staff/registration');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please Enter Your Full Name')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Email Address')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Password')).toBeTruthy();
    expect(screen.getByText('Please Confirm Your Password')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Company email address' }), 'lim@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please use your company email address ending in @sinargroup.com.my'),
    ).toBeTruthy();
    expect(server.sent.filter((request) => request.method === 'POST')).toEqual([]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('registers, then verifies the code and leads to the staff login', async () => {
    const server = fakeApi({
      [`POST ${AUTH_PATHS.staffRegister('en')}`]: REGISTERED,
      [`POST ${AUTH_PATHS.staffVerification}`]: ({ body }) =>
        (body as { code: string }).code === '246810'
          ? { status: 200, body: { message: 'OTP Verified' } }
          : {
              status: 400,
              body: {
                message: 'Please check the highlighted fields and try again.',
                fieldErrors: { code: 'The code is incorrect or has expired.' },
              },
            },
    });
    const { user, router, container } = await open('/staff/registration');
    await register(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/registration/verification'));
    expect(server.to(AUTH_PATHS.staffRegister('en'))[0]?.body).toEqual({
      name: 'Lim Wei Jie',
      email: 'lim.weijie@sinargroup.com.my',
      password: 'Staff1234!',
      confirmPassword: 'Staff1234!',
    });
    expect(
      await screen.findByText(
        'We have sent a 6-digit code to lim.weijie@sinargroup.com.my. It works for 10 minutes.',
      ),
    ).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code sent to your email')).toBeTruthy();

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect or has expired.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to staff login' }).getAttribute('href')).toBe('/staff');
    expect(server.to(AUTH_PATHS.staffVerification).at(-1)?.body).toEqual({
      email: 'lim.weijie@sinargroup.com.my',
      code: '246810',
    });
  });

  it('sends a new code with the same details, in the reader’s language', async () => {
    const server = fakeApi({
      [`POST ${AUTH_PATHS.staffRegister('ms')}`]: {
        status: 201,
        body: { message: 'Kami telah menghantar kod.', otpSent: true },
      },
    });
    const { user } = await open('/staff/registration?lang=ms');
    await user.type(screen.getByRole('textbox', { name: 'Nama penuh' }), 'Lim Wei Jie');
    await user.type(screen.getByRole('textbox', { name: 'Alamat e-mel syarikat' }), 'lim@sinargroup.com.my');
    await user.type(screen.getByLabelText('Kata laluan', { selector: 'input' }), 'Staff1234!');
    await user.type(screen.getByLabelText('Sahkan kata laluan', { selector: 'input' }), 'Staff1234!');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await user.click(await screen.findByRole('button', { name: 'Hantar semula kod' }));
    expect(await screen.findByText('Kami telah menghantar kod.')).toBeTruthy();
    const sent = server.to(AUTH_PATHS.staffRegister('ms'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it("puts the server's answer on the email field", async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.staffRegister('en')}`]: {
        status: 400,
        body: {
          message: 'Please check the highlighted fields and try again.',
          fieldErrors: { email: 'This email address is already registered. Please log in instead.' },
        },
      },
    });
    const { user, router } = await open('/staff/registration');
    await register(user);
    expect(
      await screen.findByText('This email address is already registered. Please log in instead.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Company email address' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(router.state.location.pathname).toBe('/staff/registration');
  });

  it('asks for the email when the verification page is opened on its own', async () => {
    const server = fakeApi({
      [`POST ${AUTH_PATHS.staffVerification}`]: { status: 200, body: { message: 'OTP Verified' } },
    });
    const { user } = await open('/staff/registration/verification');
    expect(screen.getByRole('link', { name: 'Register again to get a new code' }).getAttribute('href')).toBe(
      '/staff/registration',
    );
    await user.type(screen.getByRole('textbox', { name: 'Company email address' }), 'tan@sinargroup.com.my');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP Verified')).toBeTruthy();
    expect(server.to(AUTH_PATHS.staffVerification)[0]?.body).toEqual({
      email: 'tan@sinargroup.com.my',
      code: '123456',
    });
  });
});
