import { AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the logout route', () => {
  it("ends the session on the server, clears what is stored except the language, and says so on '/'", async () => {
    logInAs();
    window.localStorage.setItem('lang', 'ms');
    window.localStorage.setItem('draft', 'x');
    const server = fakeApi({
      [`POST ${AUTH_PATHS.logout}`]: { status: 200, body: { message: 'Logged out' } },
    });
    const { router } = await renderApp('/logout?lang=ms');
    expect(await screen.findByText('Anda telah log keluar.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?lang=ms');
    expect(server.to(AUTH_PATHS.logout)[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(Object.keys(window.localStorage)).toEqual(['lang']);
    expect(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log masuk' })).not.toHaveLength(
      0,
    );
  });

  it('logs out all the same when the server cannot be reached', async () => {
    logInAs();
    fakeApi({ [`POST ${AUTH_PATHS.logout}`]: { status: 503, body: { message: 'Service unavailable' } } });
    const { router } = await renderApp('/logout');
    expect(await screen.findByText('You have logged out.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
