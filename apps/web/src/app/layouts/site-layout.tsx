import { isLanguage } from '@sinar/domain';
import { type RefObject, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { languageFromSearch } from '../../lib/language.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { PageLoading } from './page-loading.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './site-layout.module.css';

/** The variant decides the theme: `<html data-variant="islamic">` switches the palette (tokens.css). */
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

export function SiteLayout() {
  const { t } = useT();
  const { variant } = useVariant();
  const main = useRef<HTMLElement>(null);
  useVariantTheme(variant);
  useLanguageFromAddress();
  useFocusOnNavigation(main);

  return (
    <ToastProvider>
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
      <ScrollRestoration />
    </ToastProvider>
  );
}
