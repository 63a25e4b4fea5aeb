import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
import { CLAIMS, fakeToken } from '../../test/fake-session.ts';
import { earlyClickScript } from './early-click.ts';
import { LandingDocument } from './landing-document.tsx';
import { type PageAhead, prerenderPage } from './prerender.tsx';
import {
  EARLY_CLICK_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  TAKING_OVER_ATTRIBUTE,
} from './prerendered.ts';
import { SimulatorDocument } from './simulator-document.tsx';
import { type DocumentStart, startDocument } from './start-document.tsx';

/** The page as the server sends it: `#root` holding the markup the build rendered for `path`, or nothing. */
async function pageAhead(
  path: string,
  renderedIn: 'en' | 'ms' | null,
  entry: PageAhead['entry'] = 'landing',
): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  if (renderedIn) {
    const prerendered = await prerenderPage(
      { path: new URL(path, window.location.href).pathname, entry },
      renderedIn,
    );
    container.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, renderedIn);
    container.innerHTML = prerendered.html;
  }
  document.body.append(container);
  return container;
}

async function start(
  container: HTMLElement,
  page = <LandingDocument />,
  matchesAddress?: boolean,
): Promise<{ started: DocumentStart; sentTo: string[] }> {
  const sentTo: string[] = [];
  const started = await startDocument(
    container,
    window.location,
    (target) => sentTo.push(target),
    page,
    matchesAddress,
  );
  return { started, sentTo };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  document.documentElement.removeAttribute(TAKING_OVER_ATTRIBUTE);
});

describe("the landing page's own entry", () => {
  it('sends a logged-in user from / to /home with the language, rendering nothing', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const container = await pageAhead('/?lang=ms', null);
    expect(await start(container)).toEqual({ started: { sent: '/home?lang=ms' }, sentTo: ['/home?lang=ms'] });
    expect(container.childElementCount).toBe(0);
  });

  it("decides nothing in the task that ran the page's scripts: its first step waits for a task of its own", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const container = await pageAhead('/?lang=ms', null);
    const sentTo: string[] = [];
    const started = startDocument(
      container,
      window.location,
      (target) => sentTo.push(target),
      <LandingDocument />,
    );
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(sentTo).toEqual([]);
    expect(await started).toEqual({ sent: '/home?lang=ms' });
    expect(sentTo).toEqual(['/home?lang=ms']);
  });

  it("sends a logged-in SME partner from /islamic to the partner's home", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, fakeToken({ ...CLAIMS, organizationType: 'SME' }));
    const container = await pageAhead('/islamic', 'en');
    expect((await start(container)).sentTo).toEqual(['/sme/home']);
  });

  it("takes over the markup rendered ahead in the reader's language, without a warning, and switches language in place", async () => {
    const container = await pageAhead('/', 'en');
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

  it('presses again, once it has taken the page over, the menu button pressed before the entry ran', async () => {
    new Function(earlyClickScript())();
    const container = await pageAhead('/', 'en');
    const menu = within(container).getByRole('button', { name: 'Menu' });
    menu.click();
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await start(container);
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('true'));
    expect(document.documentElement.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(false);
    // Taken over, the page's presses are React's alone: none is noted to be pressed again.
    within(container).getByRole('button', { name: 'Menu' }).click();
    expect(document.documentElement.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(false);
  });

  it('presses nothing when the page taken over has not the buttons the press was noted among', async () => {
    new Function(earlyClickScript())();
    const container = await pageAhead('/', 'en');
    const menu = within(container).getByRole('button', { name: 'Menu' });
    menu.click();
    expect(document.documentElement.getAttribute(EARLY_CLICK_ATTRIBUTE)).toMatch(/^\d+\/\d+$/);
    // A button the page did not have when it was pressed: the noted place may now be another button's.
    const added = document.createElement('button');
    document.body.prepend(added);
    let addedPressed = false;
    added.addEventListener('click', () => {
      addedPressed = true;
    });

    await start(container);
    await waitFor(() => expect(document.documentElement.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(false));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(addedPressed).toBe(false);
  });

  it('renders the page afresh when the reader chose the other language than the one rendered ahead', async () => {
    const container = await pageAhead('/islamic?lang=ms', 'en');
    expect((await start(container)).started).toBe('rendered');
    await screen.findByRole('heading', { level: 1, name: /pembiayaan peribadi patuh syariah/i });
    expect(document.documentElement.dataset.variant).toBe('islamic');
  });
});

describe("the simulator's own entry", () => {
  it('takes over the default terms rendered ahead without a warning, then shows the schedule from today', async () => {
    const container = await pageAhead('/islamic/simulator', 'en', 'simulator');
    // Rendered ahead: the terms and the quote, never a schedule dated on the day of the build.
    expect(container.querySelector('table')).toBeNull();
    expect(container.textContent).toContain('RM5,000');
    // Its sliders wait for the script: one moved before would be set back to the markup's value.
    const sliders = [...container.querySelectorAll('input[type="range"]')];
    expect(sliders.map((slider) => (slider as HTMLInputElement).disabled)).toEqual([true, true]);
    const heading = container.querySelector('h1');

    expect((await start(container, <SimulatorDocument />)).started).toBe('hydrated');
    const schedule = await screen.findByRole('table', { name: 'Payment Schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Simulator' })).toBe(heading);
    expect(screen.getAllByRole('slider').map((slider) => (slider as HTMLInputElement).disabled)).toEqual([
      false,
      false,
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Payment Simulator/));
  });

  it('renders afresh an address that presets other terms than the defaults rendered ahead', async () => {
    const container = await pageAhead('/simulator?amount=1000&tenure=6', 'en', 'simulator');
    expect(container.textContent).toContain('RM491.67');
    expect((await start(container, <SimulatorDocument />, false)).started).toBe('rendered');
    await waitFor(() =>
      expect(screen.getByRole('definition', { name: 'Estimated monthly instalment' }).textContent).toBe(
        'RM181.67',
      ),
    );
  });
});
