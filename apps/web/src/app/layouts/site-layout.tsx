import { isLanguage } from '@sinar/domain';
import { type RefObject, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { installApiAuthentication } from '../../lib/api-authentication.ts';
import { setApiAuthentication } from '../../lib/api-client.ts';
import { languageFromSearch } from '../../lib/language.ts';
import { withLanguageOf } from '../../lib/session-paths.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { LoginDialogHost } from './login-dialog-host.tsx';
import { PageLoading } from './page-loading.tsx';
import { SessionGuard } from './session-guard.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './site-layout.module.css';

/** The variant decides the theme: `<html data-variant="islamic">` switches the palette (theme.css). */
function useVariantTheme(variant: string): void {
  useLayoutEffect(() => {
    document.documentElement.dataset.variant = variant;
  }, [variant]);
}

/** A link that carries `?lang=ms` switches the language, also within the app. */
function useLanguageFromAddress(): void {
  const { search } = useLocation();
  const { i18n } = useT();
  useEffect(() => {
    const requested = languageFromSearch(search);
    if (isLanguage(requested) && requested !== i18n.language) void i18n.changeLanguage(requested);
  }, [search, i18n]);
}

/**
 * After an in-app navigation, focus moves to the new page's heading, so that keyboard and screen-reader users
 * start reading the new page instead of staying on the link they followed. The first page keeps the browser's focus.
 */
function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = main.current?.querySelector<HTMLElement>('h1');
    const target = heading ?? main.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * Every API call carries the session's Bearer token and refreshes it once on a 401 (lib/api-authentication.ts); a
 * refused refresh ends the session at the logout route. Installed in a layout effect, so before any page's query
 * starts (those start in passive effects).
 */
function useApiAuthentication(): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const currentSearch = useRef(search);
  currentSearch.current = search;
  useLayoutEffect(() => {
    installApiAuthentication({
      onSessionEnded: () =>
        void navigate(withLanguageOf(PAGES.logout, currentSearch.current), { state: { reason: 'expired' } }),
    });
    return () => setApiAuthentication(null);
  }, [navigate]);
}

export function SiteLayout() {
  const { t } = useT();
  const { variant } = useVariant();
  const main = useRef<HTMLElement>(null);
  useVariantTheme(variant);
  useLanguageFromAddress();
  useFocusOnNavigation(main);
  useApiAuthentication();

  return (
    <ToastProvider>
      <SessionGuard />
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('common.actions.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} ref={main} className={styles.main}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
      <LoginDialogHost />
      <ScrollRestoration />
    </ToastProvider>
  );
}
