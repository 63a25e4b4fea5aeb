import { OFFICER_AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken, storedOfficer } from '../../../lib/session.ts';
import { noteSessionEnd } from '../../../lib/session-end.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { officer, queueSummary, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const QUEUES = '/sinar/admin/api/v1.0/queues';
const OTPAUTH =
  'otpauth://totp/Sinar%20Kredit%20Back%20Office:nurul%40sinarkredit.com.my?secret=JBSWY3DPEHPK3PXPJBSWY3DP';

function loginApi(enrolment: { secret: string; otpauthUri: string } | null) {
  const who = officer(['verifier']);
  return fakeApi({
    ...sessionAnswers(who),
    [`GET ${QUEUES}`]: ok(queueSummary()),
    [`POST ${OFFICER_AUTH_PATHS.login}`]: (request) =>
      (request.body as { password: string }).password === 'right-password'
        ? ok({ challengeToken: 'challenge-1', expiresAt: '2026-03-02T01:20:00.000Z', enrolment })
        : { status: 401, body: { message: 'The email or password is wrong.' } },
    [`POST ${OFFICER_AUTH_PATHS.totp}`]: (request) =>
      (request.body as { code: string }).code === '123456'
        ? ok({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: who })
        : { status: 401, body: { message: 'The code is wrong or has expired.' } },
  });
}

async function passPasswordStep(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  password = 'right-password',
) {
  await user.type(await screen.findByLabelText('Work email'), 'nurul@sinarkredit.com.my');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the login page', () => {
  it('logs in with the password, then the code, and opens the queues', async () => {
    const api = loginApi(null);
    const { user, currentPath } = await renderApp('/login');
    await passPasswordStep(user);

    const codeHeading = await screen.findByRole('heading', { name: /Code from your authenticator app/ });
    await waitFor(() => expect(document.activeElement).toBe(codeHeading));
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Work queues' })).toBeTruthy();
    expect(currentPath()).toBe('/');
    expect(api.to(OFFICER_AUTH_PATHS.totp)[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
    });
    expect(getAccessToken()).toBe('access-1');
    expect(window.sessionStorage.getItem('backoffice.accessToken')).toBe('access-1');
    expect(window.localStorage.getItem('backoffice.accessToken')).toBeNull();
    expect(storedOfficer()?.fullName).toBe('Nurul Huda');
  });

  it('at first login shows the QR code and the key to type, then takes the code', async () => {
    loginApi({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUri: OTPAUTH });
    const { user } = await renderApp('/login');
    await passPasswordStep(user);

    expect(await screen.findByRole('heading', { name: /Set up your authenticator app/ })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: /QR code to add Sinar Kredit Back Office/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Work queues' })).toBeTruthy();
  });

  it("shows the server's refusal of a wrong password", async () => {
    loginApi(null);
    const { user } = await renderApp('/login');
    await passPasswordStep(user, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('The email or password is wrong.');
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('says a wrong code beside the field, keeps the focus there, and logs nobody in', async () => {
    loginApi(null);
    const { user } = await renderApp('/login');
    await passPasswordStep(user);
    const code = await screen.findByLabelText('6-digit code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The code is wrong or has expired.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(getAccessToken()).toBeNull();
  });

  it('checks the form in the browser first: an email, a password, six digits', async () => {
    const api = loginApi(null);
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Enter your work email address/)).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(api.to(OFFICER_AUTH_PATHS.login)).toHaveLength(0);

    await passPasswordStep(user);
    await user.type(await screen.findByLabelText('6-digit code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the 6 digits shown in your authenticator app.')).toBeTruthy();
    expect(api.to(OFFICER_AUTH_PATHS.totp)).toHaveLength(0);
  });

  it("says 'Session expired' after the server ended the session", async () => {
    loginApi(null);
    noteSessionEnd('expired');
    await renderApp('/login');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Session expired');
    expect(notice.textContent).toContain('Your session has expired. Please log in again.');
  });

  it('speaks Malay when asked', async () => {
    loginApi(null);
    await renderApp('/login?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log masuk' })).toBeTruthy();
    expect(screen.getByLabelText('E-mel kerja')).toBeTruthy();
    expect(document.title).toBe('Log masuk | Pejabat Belakang Sinar Kredit');
  });
});
