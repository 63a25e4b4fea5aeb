import { resolveLanguage } from '@sinar/client/language';
import { createQueryClient } from '@sinar/client/query-client';
import { BACKOFFICE_BASE_PATH } from '@sinar/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { i18n, initI18n } from '../lib/i18n.ts';
import { languageRecord } from '../lib/language.ts';

/** Initialises the app's i18n instance once per test file, then follows the language a test asks for. */
export async function ensureI18n(search = ''): Promise<void> {
  if (!i18n.isInitialized) await initI18n({ search });
  else await i18n.changeLanguage(resolveLanguage(search, languageRecord));
}

/**
 * Renders the whole app (layouts, session rules, lazy routes) at a path of the back office ('/queues/PENDING'), in
 * memory, under the same basename as in production. Wait for what the page shows with `findBy...`.
 */
export async function renderApp(path: string) {
  const url = new URL(path, 'http://localhost');
  await ensureI18n(url.search);
  const router = createMemoryRouter(appRoutes(), {
    basename: BACKOFFICE_BASE_PATH,
    initialEntries: [`${BACKOFFICE_BASE_PATH}${path}`],
  });
  const queryClient = createQueryClient({ refetchOnWindowFocus: true });
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The app's path now, without the basename. */
  const currentPath = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.slice(BACKOFFICE_BASE_PATH.length) || '/'}${search}`;
  };
  return { router, user, queryClient, currentPath, ...view };
}
