import { announceLogout } from '@sinar/client/cross-tab-logout';
import { IDLE_TIMEOUT_MS } from '@sinar/client/idle-timeout';
import { OFFICER_AUTH_PATHS } from '@sinar/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAccessToken,
  LAST_ACTIVITY_KEY,
  LOGOUT_CHANNEL,
  openOfficerLogoutChannel,
} from '../../lib/session.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { logInAs, queueSummary, sessionAnswers } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const QUEUES = '/sinar/admin/api/v1.0/queues';

describe('the officer layout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Queues, SME and staff, Agreements, Live calls, Disbursements, the loan accounts and Close of business to everyone and the admin sections to admins only', async () => {
    const verifier = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(verifier), [`GET ${QUEUES}`]: ok(queueSummary()) });
    const { unmount } = await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Queues',
      'SME and staff',
      'Agreements',
      'Live calls',
      'Disbursements',
      'Loan accounts',
      'Account approvals',
      'Close of business',
    ]);
    expect(within(nav).getByRole('link', { name: 'Queues' }).getAttribute('aria-current')).toBe('page');
    unmount();

    const admin = logInAs(['admin']);
    fakeApi({ ...sessionAnswers(admin), [`GET ${QUEUES}`]: ok(queueSummary()) });
    await renderApp('/');
    const adminNav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(adminNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Queues',
      'SME and staff',
      'Agreements',
      'Live calls',
      'Disbursements',
      'Loan accounts',
      'Account approvals',
      'Close of business',
      'JomPAY',
      'Audit',
      'Officers',
      'Master data',
      'Customers',
      'Failed jobs',
    ]);
  });

  it('refuses an admin page to an officer without the role', async () => {
    const verifier = logInAs(['verifier']);
    const api = fakeApi(sessionAnswers(verifier));
    await renderApp('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
    expect(api.to('/sinar/admin/api/v1.0/audit')).toHaveLength(0);
  });

  it('sends a logged-out reader to the login page, and back to the wanted page afterwards', async () => {
    fakeApi({});
    const { currentPath } = await renderApp('/queues/PENDING?product=islamic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(currentPath()).toBe('/login?next=%2Fqueues%2FPENDING%3Fproduct%3Dislamic');
  });

  it('logs out on request: the server ends the session, the tab forgets it, the other tabs follow', async () => {
    const who = logInAs(['verifier']);
    const api = fakeApi({
      ...sessionAnswers(who),
      [`GET ${QUEUES}`]: ok(queueSummary()),
      [`POST ${OFFICER_AUTH_PATHS.logout}`]: ok({ message: 'Logged out.' }),
    });
    const otherTab = new BroadcastChannel(LOGOUT_CHANNEL);
    const heard = vi.fn();
    otherTab.addEventListener('message', (event) => heard(event.data));
    const { user, currentPath } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(currentPath()).toBe('/login');
    expect(screen.getByRole('status').textContent).toContain('You have logged out');
    expect(api.to(OFFICER_AUTH_PATHS.logout)[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(heard).toHaveBeenCalledWith('logout'));
    otherTab.close();
  });

  // The login page is a lazy chunk: its first import in a cold worker can take seconds on a busy machine.
  it('logs out when another tab logs out', { timeout: 15_000 }, async () => {
    const who = logInAs(['verifier']);
    const api = fakeApi({
      ...sessionAnswers(who),
      [`GET ${QUEUES}`]: ok(queueSummary()),
      [`POST ${OFFICER_AUTH_PATHS.logout}`]: ok({ message: 'Logged out.' }),
    });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Work queues' });
    // The login page is a lazily loaded route: loaded first, so a cold transform on a busy machine is not what times out.
    await import('../../features/auth/routes/login-page.tsx');
    // A broadcast reaches only the channels open when it is sent, and the layout opens its own in an effect: the
    // other tab says it again until this one has heard it (after the first, this tab has no session left to end).
    await waitFor(
      () => {
        if (getAccessToken() !== null) announceLogout(openOfficerLogoutChannel);
        expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(screen.getByRole('status').textContent).toContain('You logged out in another tab');
    expect(api.to(OFFICER_AUTH_PATHS.logout)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('logs out after 15 minutes without action, with a notice', async () => {
    // Only the clock and the idle check's interval are faked: React's own scheduling keeps real time.
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date('2026-03-02T09:00:00+08:00'),
    });
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${QUEUES}`]: ok(queueSummary()),
      [`POST ${OFFICER_AUTH_PATHS.logout}`]: ok({ message: 'Logged out.' }),
    });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Work queues' });
    await waitFor(() => expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull());

    act(() => {
      vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1_000);
    });
    expect(getAccessToken()).toBe('access-1');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You were inactive for 15 minutes');
    expect(getAccessToken()).toBeNull();
  });

  it("says 'Session expired' on the login page when the server refuses to renew the session", async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      [`GET ${OFFICER_AUTH_PATHS.me}`]: { status: 401, body: { message: 'Please log in.' } },
      [`GET ${QUEUES}`]: { status: 401, body: { message: 'Please log in.' } },
      [`POST ${OFFICER_AUTH_PATHS.refresh}`]: { status: 401, body: { message: 'Session ended.' } },
    });
    expect(who.fullName).toBe('Nurul Huda');
    const { currentPath } = await renderApp('/queues/PENDING');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Session expired');
    expect(currentPath()).toBe('/login?next=%2Fqueues%2FPENDING');
  });
});
