import { useFocusOnNavigation } from '@sinar/client/use-focus-on-navigation';
import { useLanguageFromAddress } from '@sinar/client/use-language-from-address';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { installApiAuthentication } from '../../lib/api-authentication.ts';
import { setApiAuthentication } from '../../lib/api-client.ts';
import { withLanguageOf } from '../../lib/session-paths.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { LoginDialogHost } from './login-dialog-host.tsx';
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

/**
 * The site's frame around a page: the header, the footer, the session's guard, the toasts and the login dialog. The
 * app's router renders it around its pages (SiteLayout); the landing page's and the simulator's own entries
 * (app/rendered-ahead) around the landing page or the simulator alone.
 */
export function SiteFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useT();
  const { variant } = useVariant();
  const main = useRef<HTMLElement>(null);
  useVariantTheme(variant);
  useLanguageFromAddress();
  useFocusOnNavigation(() => main.current);
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
          {children}
        </main>
        <SiteFooter />
      </div>
      <LoginDialogHost />
    </ToastProvider>
  );
}
