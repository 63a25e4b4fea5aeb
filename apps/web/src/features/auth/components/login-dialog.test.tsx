import { AUTH_PATHS, LOGIN_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/session.ts';
import { CLAIMS, fakeApi, fakeToken, profile } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('altcha-lib/v1', () => ({
  solveChallenge: () => ({ promise: Promise.resolve({ number: 1234 }), controller: new AbortController() }),
}));

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 1000, salt: 's', signature: 'sig' };
const TOKEN = btoa(
  JSON.stringify({ algorithm: 'SHA-256', challenge: 'abc', number: 1234, salt: 's', signature: 'sig' }),
);

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${AUTH_PATHS.humanCheckChallenge}`]: { status: 200, body: CHALLENGE },
    [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() },
    ...extra,
  });
}

const opened = (loginMethod: string, name = 'Aisyah binti Ahmad') => ({
  status: 200,
  body: {
    accessToken: fakeToken({ ...CLAIMS, loginMethod, name }),
    refreshToken: 'refresh-1',
    message: 'Login successful',
  },
});

async function openDialog(user: UserEvent, label = 'Log in') {
  await screen.findByRole('heading', { level: 1 });
  const buttons = within(screen.getByRole('banner')).getAllByRole('button', { name: label });
  await user.click(buttons[buttons.length - 1] as HTMLElement);
  return screen.findByRole('dialog', { name: label });
}

async function tickHumanCheck(
  user: UserEvent,
  dialog: HTMLElement,
  label = "I'm not a robot",
  done = 'Verified',
) {
  await user.click(within(dialog).getByRole('checkbox', { name: label }));
  await within(dialog).findByText(done);
}

describe('the login dialog', () => {
  it('opens from the header on the telecom tab and logs a telecom customer in', async () => {
    window.localStorage.setItem('draft', 'from before');
    const server = api({ [`POST ${LOGIN_PATHS.telecomLogin}`]: opened('telecom') });
    const { user, router } = await renderApp('/faq');
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('tab', { name: 'Mobile customer', selected: true })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Mobile customer', 'Sinar Kredit account', 'Sinar Kredit-i account', 'Staff']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '0123000001');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(server.to(LOGIN_PATHS.telecomLogin)[0]?.body).toEqual({
      phoneNo: '0123000001',
      password: 'Demo1234!',
      humanCheckToken: TOKEN,
    });
    expect(screen.getByText('Login successful')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(window.localStorage.getItem('draft')).toBeNull();
    // The profile is asked for with the new session's token; the header now offers the account.
    expect(server.to(AUTH_PATHS.me)[0]?.authorization).toBe(
      `Bearer ${window.localStorage.getItem(ACCESS_TOKEN_KEY)}`,
    );
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'My account: Aisyah binti Ahmad' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('opens on the Islamic tab under /islamic and lands on /islamic/home in the same language', async () => {
    const server = api({
      [`POST ${LOGIN_PATHS.brandLogin}`]: opened('islamic', 'Farid bin Osman'),
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile({ fullName: 'Farid bin Osman' }) },
    });
    const { user, router } = await renderApp('/islamic/faq?lang=ms');
    const dialog = await openDialog(user, 'Log masuk');
    expect(within(dialog).getByRole('tab', { name: 'Akaun Sinar Kredit-i', selected: true })).toBeTruthy();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nombor telefon atau alamat e-mel' }),
      ' Farid@Example.com ',
    );
    await user.type(within(dialog).getByLabelText('Kata laluan'), 'Demo1234!');
    await tickHumanCheck(user, dialog, 'Saya bukan robot', 'Disahkan');
    await user.click(within(dialog).getByRole('button', { name: 'Log masuk' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Selamat datang, Farid bin Osman' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/islamic/home');
    expect(router.state.location.search).toBe('?lang=ms');
    expect(server.to(LOGIN_PATHS.brandLogin)[0]?.body).toEqual({
      brand: 'islamic',
      phoneOrEmail: 'farid@example.com',
      password: 'Demo1234!',
      humanCheckToken: TOKEN,
    });
  });

  it('logs a conventional account holder in with the brand named in the call', async () => {
    const server = api({ [`POST ${LOGIN_PATHS.brandLogin}`]: opened('conventional') });
    const { user, router } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Sinar Kredit account' }));
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/reset-password-request',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number or email address' }),
      '0123000001',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.to(LOGIN_PATHS.brandLogin)[0]?.body).toMatchObject({
      brand: 'conventional',
      phoneOrEmail: '0123000001',
    });
  });

  it('logs staff in with the company email, and links to the staff pages', async () => {
    const server = api({ [`POST ${LOGIN_PATHS.staffLogin}`]: opened('staff', 'Tan Mei Ling') });
    const { user, router } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Staff' }));
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/staff/reset-password-request',
    );
    expect(within(dialog).getByRole('link', { name: 'Register as staff' }).getAttribute('href')).toBe(
      '/staff/registration',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Company email address' }),
      'tan.meiling@sinargroup.com.my',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // Group staff start at the SME home, where their staff loan is (decision 061).
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/home'));
    expect(server.to(LOGIN_PATHS.staffLogin)[0]?.body).toEqual({
      email: 'tan.meiling@sinargroup.com.my',
      password: 'Demo1234!',
      humanCheckToken: TOKEN,
    });
  });

  it("checks the form with the domain's schema before sending anything", async () => {
    const server = api();
    const { user } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please Enter Your Phone Number')).toBeTruthy();
    expect(within(dialog).getByText('Please Enter Your Password')).toBeTruthy();
    expect(within(dialog).getByText("Please check I'm not a robot")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Phone number' }));
    expect(server.sent).toEqual([]);
  });

  it("shows the server's refusal under the form and re-arms the human check", async () => {
    api({
      [`POST ${LOGIN_PATHS.telecomLogin}`]: {
        status: 401,
        body: { message: 'The login details or the password are incorrect.' },
      },
    });
    const { user, router } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '0123000001');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The login details or the password are incorrect.',
    );
    const box = within(dialog).getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('puts the field errors of a 400 answer beside their fields', async () => {
    api({
      [`POST ${LOGIN_PATHS.telecomLogin}`]: {
        status: 400,
        body: {
          message: 'Invalid phone number of the telecom account',
          fieldErrors: { phoneNo: 'Invalid phone number of the telecom account' },
        },
      },
    });
    const { user } = await renderApp('/');
    const dialog = await openDialog(user);
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '0123999999');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Invalid phone number of the telecom account').length).toBeGreaterThan(
      0,
    );
  });

  it('sends a first-time telecom customer a temporary password, then comes back to the login', async () => {
    const server = api({
      [`POST ${LOGIN_PATHS.telecomFirstLogin}`]: { status: 200, body: { message: 'Password sent' } },
    });
    const { user } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'First time logging in?' }));
    const heading = await within(dialog).findByRole('heading', { name: 'First time logging in' });
    expect(document.activeElement).toBe(heading);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '01170001234');
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send password' }));

    expect(await within(dialog).findByText('Password sent')).toBeTruthy();
    expect(
      within(dialog).getByText('We sent a temporary password by SMS to 01170001234. Log in with it below.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(
      '01170001234',
    );
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Password')));
    expect(server.to(LOGIN_PATHS.telecomFirstLogin)[0]?.body).toEqual({
      phoneNo: '01170001234',
      humanCheckToken: TOKEN,
    });
  });

  it('sends a new temporary password to a telecom customer who forgot theirs (the phone is the callerId)', async () => {
    const server = api({
      [`POST ${LOGIN_PATHS.telecomResetPassword}`]: { status: 200, body: { message: 'Password sent' } },
    });
    const { user } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '0123000001');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await within(dialog).findByRole('heading', { name: 'Forgot your password' });
    expect((within(dialog).getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(
      '0123000001',
    );
    await tickHumanCheck(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send password' }));
    expect(await within(dialog).findByText('Password sent')).toBeTruthy();
    expect(server.to(LOGIN_PATHS.telecomResetPassword)[0]?.body).toEqual({
      callerId: '0123000001',
      humanCheckToken: TOKEN,
    });
  });

  it('closes with its close button, giving the focus back to the page', async () => {
    api();
    const { user } = await renderApp('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
