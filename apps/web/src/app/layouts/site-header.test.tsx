import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('the site header', () => {
  it('switches the language, stores it and keeps a lang parameter in step', async () => {
    const { user, router } = await renderApp('/faq?lang=en');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    const malay = screen.getByRole('button', { name: 'BM Bahasa Melayu' });
    expect(malay.getAttribute('aria-pressed')).toBe('false');

    await user.click(malay);
    expect(await screen.findByRole('heading', { level: 1, name: 'Soalan Lazim' })).toBeTruthy();
    expect(malay.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('lang')).toBe('ms');
    expect(document.documentElement.lang).toBe('ms');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=ms'));
    expect(document.title).toBe('Soalan Lazim | Sinar Kredit');
  });

  it('opens and closes the phone menu, and closes it on navigation', async () => {
    const { user, router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(menu.getAttribute('aria-controls')).toBe(navigation.id);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await user.click(menu);
    await user.click(within(navigation).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    expect(router.state.location.pathname).toBe('/faq');
    expect(menu.isConnected).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'FAQs' }));
  });

  it('keeps the base of the page in its links', async () => {
    await renderApp('/islamic/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = [...navigation.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/islamic',
      '/islamic/simulator',
      '/islamic/faq',
      '/islamic/about-us',
      '/islamic/contact-us',
      '/islamic/registration',
    ]);
  });
});
