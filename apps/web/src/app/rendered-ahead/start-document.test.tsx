import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
import { CLAIMS, fakeToken } from '../../test/fake-session.ts';
import { prerenderLanding } from './prerender.tsx';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';
import { type LandingStart, startLanding } from './start-landing.tsx';

/** The page as the server sends it: `#root` holding the markup the build rendered for `path`, or nothing. */
async function landingDocument(path: string, renderedIn: 'en' | 'ms' | null): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  if (renderedIn) {
    const prerendered = await prerenderLanding(new URL(path, window.location.href).pathname, renderedIn);
    container.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, renderedIn);
    container.innerHTML = prerendered.html;
  }
  document.body.append(container);
  return container;
}

async function start(container: HTMLElement): Promise<{ started: LandingStart; sentTo: string[] }> {
  const sentTo: string[] = [];
  const started = await startLanding(container, window.location, (target) => sentTo.push(target));
  return { started, sentTo };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the landing page's own entry", () => {
  it('sends a logged-in user from / to /home with the language, rendering nothing', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const container = await landingDocument('/?lang=ms', null);
    expect(await start(container)).toEqual({ started: { sent: '/home?lang=ms' }, sentTo: ['/home?lang=ms'] });
    expect(container.childElementCount).toBe(0);
  });

  it("sends a logged-in SME partner from /islamic to the partner's home", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, fakeToken({ ...CLAIMS, organizationType: 'SME' }));
    const container = await landingDocument('/islamic', 'en');
    expect((await start(container)).sentTo).toEqual(['/sme/home']);
  });

  it("takes over the markup rendered ahead in the reader's language, without a warning, and switches language in place", async () => {
    const container = await landingDocument('/', 'en');
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toMatch(/personal loan that fits your plans/i);

    expect((await start(container)).started).toBe('hydrated');
    await waitFor(() => expect(document.title).toBe('Personal loans for redONE customers | Sinar Kredit'));
    // Hydrated: the element the build rendered is the one React now owns.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);

    await userEvent.click(screen.getByRole('button', { name: /BM/ }));
    await screen.findByRole('heading', { level: 1, name: /pinjaman peribadi yang sesuai/i });
    expect(window.location.pathname).toBe('/');
  });

  it('renders the page afresh when the reader chose the other language than the one rendered ahead', async () => {
    const container = await landingDocument('/islamic?lang=ms', 'en');
    expect((await start(container)).started).toBe('rendered');
    await screen.findByRole('heading', { level: 1, name: /pembiayaan peribadi patuh syariah/i });
    expect(document.documentElement.dataset.variant).toBe('islamic');
  });
});
