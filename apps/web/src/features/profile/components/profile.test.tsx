import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AUTH_PATHS, type SmeUser } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, profile, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ON_RECORD = profile({
  residentialAddress1: '12 Jalan Ampang',
  postcode: '86400',
  city: 'Parit Raja',
  state: 'Johor',
  partnerId: 'P100234',
});

async function open(path: string) {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function typePassword(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(input);
  await user.type(input, value);
}

describe('update profile', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('is prefilled from the profile and saves it, confirmed with the current password', async () => {
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: ON_RECORD },
      [`PATCH ${AUTH_PATHS.user(USER_ID)}`]: ({ body }) => ({
        status: 200,
        body: {
          message: 'Updated',
          user: { ...ON_RECORD, phoneNo: (body as { phoneNo: string }).phoneNo },
          emailVerificationPending: false,
        },
      }),
    });
    const { user, container } = await open('/update-profile');
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect((phone as HTMLInputElement).value).toBe('0123000001');
    expect((screen.getByRole('textbox', { name: 'NRIC, first 6 digits' }) as HTMLInputElement).value).toBe(
      '900101',
    );
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('Parit Raja');
    expect(screen.getByRole('definition', { name: 'Date of birth' }).textContent).toBe('1 January 1990');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '0129876543');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please Enter Your Password')).toBeTruthy();
    await typePassword(user, 'Current password', 'Demo1234!');
    await typePassword(user, 'Confirm current password', 'Demo1234?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password not match')).toBeTruthy();
    await typePassword(user, 'Confirm current password', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(server.to(AUTH_PATHS.user(USER_ID))[0]?.body).toEqual({
      phoneNo: '0129876543',
      residentialAddress1: '12 Jalan Ampang',
      postcode: '86400',
      city: 'Parit Raja',
      email: 'aisyah@example.com',
      partnerId: 'P100234',
      icType: 'MYKAD',
      nric: { part1: '900101', part2: '10', part3: '5566' },
      password: 'Demo1234!',
      confirmPassword: 'Demo1234!',
    });
    await waitFor(() =>
      expect(
        (screen.getByLabelText('Current password', { selector: 'input' }) as HTMLInputElement).value,
      ).toBe(''),
    );
  });

  it('shows the NRIC and name of an application read-only, with how to have them corrected', async () => {
    const locked = { ...ON_RECORD, identityLocked: true };
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: locked },
      [`PATCH ${AUTH_PATHS.user(USER_ID)}`]: {
        status: 200,
        body: { message: 'Updated', user: locked, emailVerificationPending: false },
      },
    });
    const { user, container } = await open('/update-profile');
    await screen.findByRole('textbox', { name: 'Phone number' });
    expect(screen.queryByRole('textbox', { name: 'NRIC, first 6 digits' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Identity card type' })).toBeNull();
    expect(screen.getByRole('definition', { name: 'NRIC number' }).textContent).toBe('900101-10-5566');
    expect(screen.getByRole('definition', { name: 'Name as on the identity card' }).textContent).toBe(
      'Aisyah binti Ahmad',
    );
    expect(screen.getByText(/cannot be changed here. If they are wrong, contact us/)).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' }).getAttribute('href'),
    ).toBe('/contact-us');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    // The rest of the profile still saves, the identity sent as it is.
    await typePassword(user, 'Current password', 'Demo1234!');
    await typePassword(user, 'Confirm current password', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(server.to(AUTH_PATHS.user(USER_ID))[0]?.body).toMatchObject({
      icType: 'MYKAD',
      nric: { part1: '900101', part2: '10', part3: '5566' },
    });
  });

  it('lands a wrong password on its field', async () => {
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: ON_RECORD },
      [`PATCH ${AUTH_PATHS.user(USER_ID)}`]: {
        status: 400,
        body: {
          message: 'Please check the highlighted fields and try again.',
          fieldErrors: { password: 'The password is incorrect.' },
        },
      },
    });
    const { user } = await open('/islamic/update-profile?lang=en');
    await screen.findByRole('textbox', { name: 'Phone number' });
    await typePassword(user, 'Current password', 'Wrong1234!');
    await typePassword(user, 'Confirm current password', 'Wrong1234!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    const password = screen.getByLabelText('Current password', { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  it('changes the email only once the code sent to it is typed back', async () => {
    let current = ON_RECORD;
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: () => ({ status: 200, body: current }),
      [`PATCH ${AUTH_PATHS.user(USER_ID)}`]: () => {
        current = { ...ON_RECORD, pendingEmail: 'aisyah.new@example.com' };
        return { status: 200, body: { message: 'Updated', user: current, emailVerificationPending: true } };
      },
      [`PATCH ${AUTH_PATHS.email(USER_ID)}`]: { status: 200, body: { message: 'Code sent again.' } },
      [`POST ${AUTH_PATHS.emailVerification(USER_ID)}`]: () => {
        current = { ...ON_RECORD, email: 'aisyah.new@example.com' };
        return { status: 200, body: { message: 'OTP Verified' } };
      },
    });
    const { user } = await open('/update-profile');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'Aisyah.New@example.com');
    await typePassword(user, 'Current password', 'Demo1234!');
    await typePassword(user, 'Confirm current password', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const step = await screen.findByRole('region', { name: 'Verify your new email' });
    expect(
      within(step).getByText(
        'We have sent a 6-digit code to aisyah.new@example.com. It works for 10 minutes.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Waiting for verification: aisyah.new@example.com')).toBeTruthy();
    const code = within(step).getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.click(within(step).getByRole('button', { name: 'Resend code' }));
    expect(await within(step).findByText('Code sent again.')).toBeTruthy();
    expect(server.to(AUTH_PATHS.email(USER_ID))[0]?.body).toEqual({ email: 'aisyah.new@example.com' });

    await user.type(code, '135790');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP Verified')).toBeTruthy();
    expect(server.to(AUTH_PATHS.emailVerification(USER_ID))[0]?.body).toEqual({ code: '135790' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your new email' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(
      'aisyah.new@example.com',
    );
  });

  it("says 'Failed to load data' when the profile does not load", async () => {
    fakeApi({});
    await open('/update-profile');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('change password', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('sends the old and new passwords and shows the answer', async () => {
    const server = fakeApi({
      [`PATCH ${AUTH_PATHS.updatePassword}`]: ({ body }) =>
        (body as { oldPassword: string }).oldPassword === 'Demo1234!'
          ? { status: 200, body: { message: 'Your password has been changed. Please use it from now on.' } }
          : {
              status: 400,
              body: {
                message: 'Please check the highlighted fields and try again.',
                fieldErrors: { oldPassword: 'Your old password is incorrect.' },
              },
            },
    });
    const { user, container } = await open('/change-password');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Please Enter Your Old Password')).toBeTruthy();
    expect(screen.getByText('Please Enter Your New Password')).toBeTruthy();

    await typePassword(user, 'Old password', 'Wrong1234!');
    await typePassword(user, 'New password', 'Better1234!');
    await typePassword(user, 'Confirm password', 'Better1234!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your old password is incorrect.')).toBeTruthy();

    await typePassword(user, 'Old password', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed. Please use it from now on.'),
    ).toBeTruthy();
    expect(server.to(AUTH_PATHS.updatePassword).at(-1)?.body).toEqual({
      oldPassword: 'Demo1234!',
      newPassword: 'Better1234!',
      confirmPassword: 'Better1234!',
    });
    expect(server.to(AUTH_PATHS.updatePassword).at(-1)?.authorization).toMatch(/^Bearer /);
  });
});

describe('request e-invoice', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('shows the TIN on record and saves a new one', async () => {
    let tinNumber: string | null = null;
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: () => ({ status: 200, body: profile({ tinNumber }) }),
      [`PATCH ${AUTH_PATHS.tinNumber(USER_ID)}`]: ({ body }) => {
        tinNumber = (body as { tinNumber: string }).tinNumber;
        return { status: 200, body: { message: 'Saved', tinNumber } };
      },
    });
    const { user, container } = await open('/request-e-invoice?lang=ms');
    expect((await screen.findByRole('definition', { name: 'TIN dalam rekod' })).textContent).toBe(
      'Belum diberikan',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Simpan TIN' }));
    expect(await screen.findByText('Sila masukkan Nombor TIN')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /TIN/ }), 'ig12345678901');
    await user.click(screen.getByRole('button', { name: 'Simpan TIN' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.to(AUTH_PATHS.tinNumber(USER_ID))[0]?.body).toEqual({ tinNumber: 'IG12345678901' });
    await waitFor(() =>
      expect(screen.getByRole('definition', { name: 'TIN dalam rekod' }).textContent).toBe('IG12345678901'),
    );
  });
});

describe('the SME partner profile', () => {
  const PARTNER_USER_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
  const partner = (changes: Partial<SmeUser> = {}): SmeUser => ({
    id: PARTNER_USER_ID,
    partnerId: 'P100234',
    fullName: 'Rahman bin Ali',
    email: 'rahman@example.com',
    pendingEmail: null,
    phoneNo: '0123000099',
    partnerType: 'SOLE_PROPRIETOR',
    companyName: 'Rahman Telco Enterprise',
    tinNumber: null,
    passwordIsTemporary: false,
    createdAt: '2026-01-05T02:00:00.000Z',
    ...changes,
  });

  beforeEach(() => {
    getQueryClient().clear();
    logInAs({ sub: PARTNER_USER_ID, organizationType: 'SME', loginMethod: 'partner', username: 'P100234' });
  });

  it('updates the phone, the email with its code, the TIN and the password', async () => {
    let current = partner();
    const server = fakeApi({
      [`GET ${AUTH_PATHS.smeUserById(PARTNER_USER_ID)}`]: () => ({ status: 200, body: current }),
      [`PATCH ${AUTH_PATHS.smeUserById(PARTNER_USER_ID)}`]: () => {
        current = partner({ phoneNo: '0191234567' });
        return { status: 200, body: current };
      },
      [`PATCH ${AUTH_PATHS.email(PARTNER_USER_ID)}`]: () => {
        current = partner({ pendingEmail: 'owner@rahman.my' });
        return { status: 200, body: { message: 'Code sent' } };
      },
      [`POST ${AUTH_PATHS.emailVerification(PARTNER_USER_ID)}`]: () => {
        current = partner({ email: 'owner@rahman.my' });
        return { status: 200, body: { message: 'OTP Verified' } };
      },
      [`PATCH ${AUTH_PATHS.smeTinNumber(PARTNER_USER_ID)}`]: {
        status: 200,
        body: { message: 'Saved', tinNumber: 'C1234567890' },
      },
      [`POST ${AUTH_PATHS.smeChangePassword('P100234')}`]: {
        status: 200,
        body: { message: 'Password changed' },
      },
    });
    const { user, container } = await open('/sme/update-profile');
    expect((await screen.findByRole('definition', { name: 'Partner ID' })).textContent).toBe('P100234');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    const phoneSection = screen.getByRole('region', { name: 'Phone number' });
    const phone = within(phoneSection).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '0191234567');
    await user.click(within(phoneSection).getByRole('button', { name: 'Save phone number' }));
    expect(await within(phoneSection).findByText('Updated')).toBeTruthy();
    expect(
      server.to(AUTH_PATHS.smeUserById(PARTNER_USER_ID)).find((r) => r.method === 'PATCH')?.body,
    ).toEqual({
      phoneNo: '0191234567',
    });

    const emailSection = screen.getByRole('region', { name: 'Email address' });
    await user.type(
      within(emailSection).getByRole('textbox', { name: 'New email address' }),
      'owner@rahman.my',
    );
    await user.click(within(emailSection).getByRole('button', { name: 'Send code' }));
    const step = await screen.findByRole('region', { name: 'Verify your new email' });
    await user.type(within(step).getByRole('textbox', { name: 'Verification code' }), '112233');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP Verified')).toBeTruthy();
    expect(await screen.findByText('Current email: owner@rahman.my')).toBeTruthy();

    const tinSection = screen.getByRole('region', { name: 'Request E-Invoice' });
    await user.type(within(tinSection).getByRole('textbox', { name: /TIN/ }), 'C1234567890');
    await user.click(within(tinSection).getByRole('button', { name: 'Save TIN' }));
    expect(await within(tinSection).findByText('Saved')).toBeTruthy();
    expect(server.to(AUTH_PATHS.smeTinNumber(PARTNER_USER_ID))[0]?.body).toEqual({
      tinNumber: 'C1234567890',
    });

    const passwordSection = screen.getByRole('region', { name: 'Change Password' });
    await typePassword(user, 'Old password', 'Demo1234!');
    await typePassword(user, 'New password', 'Partner123!');
    await typePassword(user, 'Confirm password', 'Partner123!');
    await user.click(within(passwordSection).getByRole('button', { name: 'Change Password' }));
    expect(await within(passwordSection).findByText('Password changed')).toBeTruthy();
    expect(server.to(AUTH_PATHS.smeChangePassword('P100234'))[0]?.body).toEqual({
      oldPassword: 'Demo1234!',
      newPassword: 'Partner123!',
      confirmPassword: 'Partner123!',
    });
  });
});
