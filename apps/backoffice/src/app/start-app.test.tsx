import { BACKOFFICE_BASE_PATH, OFFICER_AUTH_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { officer, queueSummary, sessionAnswers } from '../test/fixtures.ts';
import {
  PENDING_SUBMIT_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  submitGuardScript,
} from './login-ahead/prerendered.ts';

/**
 * The modules of a fresh page, loaded again for each test: the app's texts not yet loaded, none of its screens either,
 * as when the browser runs the entry (the app keeps its one i18n instance and its router's state in modules).
 */
async function freshPage() {
  vi.resetModules();
  const [{ startApp }, { appRoutes }, { prerenderLogin }, { createMemoryRouter }, { storeSession }] =
    await Promise.all([
      import('./start-app.tsx'),
      import('./router.tsx'),
      import('./login-ahead/prerender.tsx'),
      import('react-router'),
      import('../lib/session.ts'),
    ]);
  return {
    startApp,
    prerenderLogin,
    storeSession,
    /** The app's router at the login screen; its lazy route arrives once `arrived` has (a slow network). */
    loginRouter: (search = '', arrived: Promise<void> = Promise.resolve()) =>
      createMemoryRouter(delayLogin(appRoutes(), arrived), {
        basename: BACKOFFICE_BASE_PATH,
        initialEntries: [`${BACKOFFICE_BASE_PATH}/login${search}`],
      }),
  };
}

function delayLogin(routes: RouteObject[], arrived: Promise<void>): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    if (route.path === 'login' && typeof lazy === 'function') {
      return {
        ...route,
        lazy: async () => {
          await arrived;
          return lazy();
        },
      } as RouteObject;
    }
    return route.children
      ? ({ ...route, children: delayLogin(route.children, arrived) } as RouteObject)
      : route;
  });
}

let page: Awaited<ReturnType<typeof freshPage>>;

/** The page as the server sends it: `#root` holding the login screen the build rendered in `renderedIn`, or nothing. */
async function loginDocument(renderedIn: 'en' | 'ms' | null): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.id = 'root';
  if (renderedIn) {
    container.innerHTML = (await page.prerenderLogin(renderedIn)).html;
    container.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, renderedIn);
  }
  document.body.append(container);
  return container;
}

/** How many elements `#root` held after each batch of changes to it: a 0 is a blank screen. */
function watchChildren(container: HTMLElement): number[] {
  const counts: number[] = [];
  new MutationObserver(() => counts.push(container.childElementCount)).observe(container, {
    childList: true,
  });
  return counts;
}

/**
 * Starts the app over the page in `container` while its login route is still on the way, long after the texts have
 * loaded: the page rendered ahead stays as it is until the route arrives.
 */
async function startBeforeTheLoginRoute(container: HTMLElement, search: string) {
  const renderedAhead = container.querySelector('h1');
  const { promise: arrived, resolve: arrive } = Promise.withResolvers<void>();
  const started = page.startApp(container, page.loginRouter(search, arrived), search);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(renderedAhead?.isConnected).toBe(true);
  arrive();
  return started;
}

beforeEach(async () => {
  page = await freshPage();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the back office's start", () => {
  it('takes over the login screen rendered ahead in the same language, its elements kept, never a blank screen', async () => {
    const container = await loginDocument('en');
    const renderedAhead = container.querySelector('h1');
    const email = container.querySelector<HTMLInputElement>('input[type="email"]');
    expect(renderedAhead?.textContent).toBe('Log in');
    const counts = watchChildren(container);

    expect(await startBeforeTheLoginRoute(container, '')).toBe('hydrated');
    // The app's page sets the tab's title; the page rendered ahead had it in its HTML.
    await waitFor(() => expect(document.title).toBe('Log in | Sinar Kredit Back Office'));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBe(renderedAhead);
    expect(screen.getByLabelText('Work email')).toBe(email);
    expect(counts).toEqual([]);
  });

  it("replaces it in one commit, never a blank screen, when the reader's language is not the page's", async () => {
    const container = await loginDocument('en');
    const renderedAhead = container.querySelector('h1');
    const counts = watchChildren(container);

    expect(await startBeforeTheLoginRoute(container, '?lang=ms')).toBe('replaced');
    await screen.findByRole('heading', { level: 1, name: 'Log masuk' });
    expect(renderedAhead?.isConnected).toBe(false);
    expect(document.documentElement.lang).toBe('ms');
    expect(counts.filter((count) => count === 0)).toEqual([]);
  });

  it('keeps a login sent before the take-over out of the address, and sends it once the app has taken over', async () => {
    const api = fakeApi({
      [`POST ${OFFICER_AUTH_PATHS.login}`]: ok({
        challengeToken: 'challenge-1',
        expiresAt: '2026-03-02T01:20:00.000Z',
        enrolment: null,
      }),
    });
    const container = await loginDocument('en');
    const guard = new Function(submitGuardScript());
    guard();
    const form = container.querySelector('form');
    const field = (type: string) => container.querySelector<HTMLInputElement>(`input[type="${type}"]`);
    const email = field('email');
    const password = field('password');
    if (!form || !email || !password) throw new Error('the login screen rendered ahead has no form');
    email.value = 'nurul@sinarkredit.com.my';
    password.value = 'right-password';
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(document.documentElement.getAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe('0');

    expect(await page.startApp(container, page.loginRouter(), '')).toBe('hydrated');
    await screen.findByRole('heading', { name: /Code from your authenticator app/ });
    expect(api.to(OFFICER_AUTH_PATHS.login)[0]?.body).toEqual({
      email: 'nurul@sinarkredit.com.my',
      password: 'right-password',
    });
    expect(document.documentElement.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('sends an officer with a session on from the login screen rendered ahead, as the app does', async () => {
    const who = officer(['verifier']);
    page.storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: who });
    fakeApi({ ...sessionAnswers(who), 'GET /sinar/admin/api/v1.0/queues': ok(queueSummary()) });
    const container = await loginDocument('en');
    const router = page.loginRouter();
    await page.startApp(container, router, '');
    await screen.findByRole('heading', { level: 1, name: 'Work queues' });
    expect(router.state.location.pathname).toBe(BACKOFFICE_BASE_PATH);
  });

  it('renders into an empty page as before', async () => {
    const container = await loginDocument(null);
    expect(await page.startApp(container, page.loginRouter(), '')).toBe('rendered');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
  });
});
