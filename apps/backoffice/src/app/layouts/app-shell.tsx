import { useFocusOnNavigation } from '@sinar/client/use-focus-on-navigation';
import { useLanguageFromAddress } from '@sinar/client/use-language-from-address';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { installApiAuthentication } from '../../lib/api-authentication.ts';
import { setApiAuthentication } from '../../lib/api-client.ts';
import { noteSessionEnd } from '../../lib/session-end.ts';
import { useT } from '../../lib/use-t.ts';

/** The page's main region, where the focus goes after a navigation (its heading first). */
const mainRegion = () => document.querySelector<HTMLElement>('main');

/**
 * Every call carries the officer's token and refreshes it once on a 401; a refused refresh ends the session (the
 * officer layout then leaves for the login page, which says the session expired). Installed in a layout effect,
 * before any page's query starts.
 */
function useApiAuthentication(): void {
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    installApiAuthentication({
      onSessionEnded: () => {
        noteSessionEnd('expired');
        queryClient.clear();
      },
    });
    return () => setApiAuthentication(null);
  }, [queryClient]);
}

/** The root of every page: the address's language, the focus after navigation and the API's authentication. */
export function AppShell() {
  const { t } = useT();
  useLanguageFromAddress();
  useFocusOnNavigation(mainRegion);
  useApiAuthentication();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.actions.skipToContent')}
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
