import { resolveLanguage } from '@sinar/client/language';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { i18n, initI18n, loadDeferredTexts } from '../lib/i18n.ts';
import { languageRecord } from '../lib/language.ts';

/** Initialises the app's i18n instance once per test file, then follows the language a test asks for. */
export async function ensureI18n(search = ''): Promise<void> {
  if (!i18n.isInitialized) await initI18n({ search });
  else await i18n.changeLanguage(resolveLanguage(search, languageRecord));
  await loadDeferredTexts();
}

/**
 * Renders the whole app (layout, redirect rules, lazy routes) at a path, in memory. Resolves once the router has
 * settled on its first page; wait for what the page shows with `findBy...`.
 */
export async function renderApp(path: string) {
  const url = new URL(path, 'http://localhost');
  await ensureI18n(url.search);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, ...view };
}
