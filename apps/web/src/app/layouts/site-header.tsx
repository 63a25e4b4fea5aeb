import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { importWithReload } from '../../lib/lazy-reload.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { tokenSummary, useAccessToken } from '../../lib/session.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { preloadLoginDialog } from './login-dialog-host.tsx';
import { LogoMark } from './logo-mark.tsx';
import styles from './site-layout.module.css';

const loadAccountMenu = () => importWithReload(() => import('./account-menu.tsx'));
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const AccountSection = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountSection })));

/**
 * Desktop (above 1024px): logo, navigation, language, 'Log in' (or the account menu) and 'Apply now' in one row.
 * Phone and tablet: logo, language and a menu button that opens the navigation as a panel under the header, with
 * 'Log in' (or the user's own pages) in the panel.
 */
export function SiteHeader() {
  const { t } = useT();
  const { path } = useVariant();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const token = useAccessToken();
  const summary = useMemo(() => tokenSummary(token), [token]);
  const loggedIn = token !== null;
  // A logged-in user applies from the eligibility check; registering again would be a dead end.
  const applyPath = path(loggedIn ? PAGES.testingEligibility : PAGES.registration);

  const logIn = () => {
    setMenuOpen(false);
    openLoginDialog();
  };

  // Following a link closes the menu at once; a page change by other means (Back) closes it too.
  const closeMenu = () => setMenuOpen(false);
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = [
    { to: path(PAGES.landing), label: t('site.nav.home'), end: true },
    { to: path(PAGES.simulator), label: t('site.nav.simulator'), end: false },
    { to: path(PAGES.faq), label: t('site.nav.faq'), end: false },
    { to: path(PAGES.about), label: t('site.nav.about'), end: false },
    { to: path(PAGES.contact), label: t('site.nav.contact'), end: false },
  ];

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={path(PAGES.landing)} className={styles.logo}>
          <LogoMark />
          <span>{t('site.brandName')}</span>
        </Link>
        <nav
          id={menuId}
          aria-label={t('site.nav.main')}
          className={styles.nav}
          data-open={menuOpen ? 'true' : 'false'}
        >
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={styles.navLink} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {loggedIn ? (
            <Suspense fallback={null}>
              <AccountSection summary={summary} onNavigate={closeMenu} />
            </Suspense>
          ) : (
            <Button
              variant="secondary"
              block
              className={styles.menuLogin}
              onClick={logIn}
              onPointerEnter={preloadLoginDialog}
              onFocus={preloadLoginDialog}
            >
              {t('auth.logIn')}
            </Button>
          )}
          <LinkButton to={applyPath} variant="accent" block className={styles.menuCta} onClick={closeMenu}>
            {t('common.actions.applyNow')}
          </LinkButton>
        </nav>
        <div className={styles.headerActions}>
          <LanguageSwitcher />
          {loggedIn ? (
            <div className={styles.headerAccount}>
              <Suspense fallback={null}>
                <AccountMenu summary={summary} />
              </Suspense>
            </div>
          ) : (
            <Button
              variant="secondary"
              size="small"
              className={styles.headerLogin}
              onClick={logIn}
              onPointerEnter={preloadLoginDialog}
              onFocus={preloadLoginDialog}
            >
              {t('auth.logIn')}
            </Button>
          )}
          <LinkButton to={applyPath} variant="accent" size="small" className={styles.headerCta}>
            {t('common.actions.applyNow')}
          </LinkButton>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            <span>{t('common.actions.menu')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
