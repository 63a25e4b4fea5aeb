import { isLanguage } from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { installApiAuthentication } from '../../lib/api-authentication.ts';
import { setApiAuthentication } from '../../lib/api-client.ts';
import { languageFromSearch } from '../../lib/language.ts';
import { noteSessionEnd } from '../../lib/session-end.ts';
import { useT } from '../../lib/use-t.ts';

/** A link that carries `?lang=ms` switches the language. */
function useLanguageFromAddress(): void {
  const { search } = useLocation();
  const { i18n } = useT();
  useEffect(() => {
    const requested = languageFromSearch(search);
    if (isLanguage(requested) && requested !== i18n.language) void i18n.changeLanguage(requested);
  }, [search, i18n]);
}

/**
 * After an in-app navigation the focus moves to the new page's heading, so keyboard and screen-reader users start
 * reading the new page instead of staying on the link they followed. The first page keeps the browser's focus.
 */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

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
  useFocusOnNavigation();
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
