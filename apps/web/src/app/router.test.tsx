import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import { logInAs } from '../test/fake-session.ts';
import { renderApp } from '../test/render-app.tsx';

const landingHeading = () =>
  screen.findByRole('heading', { level: 1, name: /personal loan that fits your plans/i });

describe('the router', () => {
  it('shows the landing page at /', async () => {
    await renderApp('/');
    expect(await landingHeading()).toBeTruthy();
    expect(document.title).toBe('Personal loans for redONE customers | Sinar Kredit');
  });

  it('sends a visitor without a session from a login-only route to /', async () => {
    const { router } = await renderApp('/application/summary');
    expect(await landingHeading()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unknown path to / without a session, keeping the language', async () => {
    const { router } = await renderApp('/no-such-page?lang=ms');
    await screen.findByRole('heading', { level: 1, name: /pinjaman peribadi yang sesuai/i });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?lang=ms');
  });

  it('sends a logged-in user from / to /home with the language parameter', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { router } = await renderApp('/?lang=ms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?lang=ms');
  });

  it('sends a logged-in user from /islamic to /islamic/home', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { router } = await renderApp('/islamic');
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/home'));
  });

  it('sends a logged-in user from an unknown path to /home', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { router } = await renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('says a page of the specification not built yet is coming soon, not that the session may have ended', async () => {
    logInAs();
    const { router } = await renderApp('/loan-status/application-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByText('This page is not available yet: it is coming soon.')).toBeTruthy();
    expect(screen.queryByText(/session may have ended/)).toBeNull();
    expect(router.state.location.pathname).toBe('/loan-status/application-complete');
  });

  it('guards every navigation, not only the first', async () => {
    const { router } = await renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    await router.navigate('/loan-history/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('themes and words the Islamic brand landing', async () => {
    await renderApp('/islamic');
    await screen.findByRole('heading', { level: 1, name: /shariah-compliant personal financing/i });
    expect(document.documentElement.dataset.variant).toBe('islamic');
    expect(document.title).toBe('Personal Financing-i for redONE customers | Sinar Kredit-i');
  });

  it('keeps Malay from a ?lang=ms visit on the following pages', async () => {
    const { router } = await renderApp('/?lang=ms');
    await screen.findByRole('heading', { level: 1, name: /pinjaman peribadi yang sesuai/i });
    expect(document.documentElement.lang).toBe('ms');
    await router.navigate('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soalan Lazim' })).toBeTruthy();
    expect(window.localStorage.getItem('lang')).toBe('ms');
  });
});
