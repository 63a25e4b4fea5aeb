import { BACKOFFICE_PATHS, OFFICER_AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedOfficer } from '../../../lib/session.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, officer, queueSummary, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function passwordApi() {
  const who = logInAs(['verifier'], { mustChangePassword: true });
  return fakeApi({
    ...sessionAnswers(who),
    [`GET ${BACKOFFICE_PATHS.queues}`]: ok(queueSummary()),
    [`POST ${OFFICER_AUTH_PATHS.password}`]: (request) =>
      (request.body as { currentPassword: string }).currentPassword === 'Tmp-7kQ2-x9Lp'
        ? ok({ message: 'Your password is changed.', officer: officer(['verifier']) })
        : { status: 400, body: { message: 'The current password is wrong.' } },
  });
}

describe('the password page', () => {
  it('is the only page an officer with a temporary password can open, until it is changed', async () => {
    const api = passwordApi();
    const { user, currentPath } = await renderApp('/queues/PENDING');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(currentPath()).toBe('/password');
    expect(screen.getByText(/You logged in with a temporary password/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(api.to(BACKOFFICE_PATHS.applications)).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'Tmp-7kQ2-x9Lp');
    await user.type(screen.getByLabelText('New password'), 'a-long-own-secret');
    await user.type(screen.getByLabelText('New password again'), 'a-long-own-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password is changed.')).toBeTruthy();
    expect(api.to(OFFICER_AUTH_PATHS.password)[0]?.body).toEqual({
      currentPassword: 'Tmp-7kQ2-x9Lp',
      newPassword: 'a-long-own-secret',
      confirmPassword: 'a-long-own-secret',
    });
    expect(storedOfficer()?.mustChangePassword).toBe(false);
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continue to the work queues' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it("checks the password rule in the browser, and shows the server's refusal", async () => {
    const api = passwordApi();
    const { user } = await renderApp('/password');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please Enter Your Old Password')).toBeTruthy();
    expect(screen.getByText('Please Enter Your New Password')).toBeTruthy();

    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords does not match!')).toBeTruthy();
    expect(api.to(OFFICER_AUTH_PATHS.password)).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-long-own-secret');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a-long-own-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is wrong.');
  });
});
