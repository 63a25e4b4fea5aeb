import { createQueryClient } from '@sinar/client/query-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../lib/i18n.ts';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './login-ahead/prerendered.ts';
import { AppProviders } from './providers.tsx';

/** How the app came on screen: over the login screen the build rendered ahead, or into an empty page. */
export type AppStart = 'took over' | 'rendered';

/** Resolves once the router has loaded the first screen's lazy routes (its first render then shows the page). */
function initialised(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders the app into `#root`. The router has started loading the first screen's chunks while the reader's catalog
 * loads; the first render waits for the catalog, so no screen shows raw keys. When `#root` holds the login screen the
 * build rendered ahead (decision 079), it also waits for the router's lazy route, so that React replaces that markup
 * with the page itself in one commit, never with the router's empty fallback; the render is a transition, in slices
 * that leave the main thread free. A reader whose language is not the page's gets the app in theirs.
 */
export async function startApp(
  container: HTMLElement,
  router: DataRouter,
  search: string,
): Promise<AppStart> {
  const renderedAhead = container.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  await Promise.all([initI18n({ search }), renderedAhead ? initialised(router) : undefined]);
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient({ refetchOnWindowFocus: true })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = createRoot(container);
  if (!renderedAhead) {
    root.render(app);
    return 'rendered';
  }
  startTransition(() => root.render(app));
  return 'took over';
}
