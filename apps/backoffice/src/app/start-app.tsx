import { createQueryClient } from '@sinar/client/query-client';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../lib/i18n.ts';
import { PENDING_SUBMIT_ATTRIBUTE, PRERENDERED_LANGUAGE_ATTRIBUTE } from './login-ahead/prerendered.ts';
import { AppProviders } from './providers.tsx';

/**
 * How the app came on screen: taking over the login screen the build rendered ahead (hydrated), replacing it when the
 * reader's language is not the page's, or into an empty page.
 */
export type AppStart = 'hydrated' | 'replaced' | 'rendered';

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
 * Sends again, once the app owns it, the form an officer sent before the app had taken the page over. A wrapper, not a
 * sibling of the router: a sibling would change the ids React gives the fields, which the page rendered ahead has.
 */
function SendPendingForm({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    const page = document.documentElement;
    const pending = page.getAttribute(PENDING_SUBMIT_ATTRIBUTE);
    if (pending === null) return;
    page.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    document.forms.item(Number(pending))?.requestSubmit();
  }, []);
  return children;
}

/**
 * Renders the app into `#root`. The router has started loading the first screen's chunks while the reader's catalog
 * loads; the first render waits for the catalog, so no screen shows raw keys. When `#root` holds the login screen the
 * build rendered ahead (decision 079), it also waits for the router's lazy route, so that React replaces that markup
 * with the page itself, never with the router's empty fallback: it takes the markup over (the same elements, no new
 * layout) in the reader's language, or replaces it in one commit in the other. Either is a transition, in slices that
 * leave the main thread free. A login the officer sent before (the page's head script kept it) is then sent.
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
        <SendPendingForm>
          <RouterProvider router={router} />
        </SendPendingForm>
      </AppProviders>
    </StrictMode>
  );
  if (!renderedAhead) {
    createRoot(container).render(app);
    return 'rendered';
  }
  const hydrate = container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === i18n.language;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  return hydrate ? 'hydrated' : 'replaced';
}
