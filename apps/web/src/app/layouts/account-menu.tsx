import { VARIANT_RULES, variantOfLoginMethod } from '@sinar/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import type { TokenSummary } from '../../lib/session.ts';
import { PAGES, pagePath } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import styles from './site-layout.module.css';

interface AccountLink {
  readonly to: string;
  readonly label: string;
}

/**
 * The logged-in user's own pages, from what the access token says: a partner's pages live under /sme, a brand
 * account holder's under the path prefix of the account's variant (/islamic), everybody else's where the page they
 * are reading is.
 */
function useAccountLinks(summary: TokenSummary): AccountLink[] {
  const { t } = useT();
  const { rules } = useVariant();
  if (summary.organizationType === 'SME' || summary.loginMethod === 'partner') {
    return [
      { to: PAGES.smeHome, label: t('site.nav.home') },
      { to: PAGES.smeUpdateProfile, label: t('forms.profile.title') },
      { to: PAGES.logout, label: t('auth.logOut') },
    ];
  }
  const accountVariant = variantOfLoginMethod(summary.loginMethod);
  const userBase = (accountVariant && VARIANT_RULES[accountVariant].pathPrefix) || rules.pathPrefix;
  return [
    // Group staff start at /sme/home, where their staff loan is (decision 061).
    {
      to: summary.organizationType === 'STAFF' ? PAGES.smeHome : pagePath(userBase, PAGES.home),
      label: t('site.nav.home'),
    },
    { to: pagePath(userBase, PAGES.updateProfile), label: t('forms.profile.title') },
    { to: pagePath(userBase, PAGES.changePassword), label: t('forms.changePassword.title') },
    { to: pagePath(userBase, PAGES.requestEInvoice), label: t('forms.tin.title') },
    { to: PAGES.logout, label: t('auth.logOut') },
  ];
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}

/**
 * Desktop: a button with the user's name that opens the list of their pages. This module loads only for a
 * logged-in user, so a visitor's landing page does not carry it.
 */
export function AccountMenu({ summary }: { readonly summary: TokenSummary }) {
  const { t } = useT();
  const links = useAccountLinks(summary);
  const name = summary.name ?? t('auth.accountMenu.fallbackName');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('auth.accountMenu.label', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(name)}
        </span>
        <span className={styles.accountName}>{name}</span>
        <ChevronDownIcon size={18} />
      </button>
      <nav id={panelId} aria-label={t('account.myAccount')} className={styles.accountPanel} hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.accountLink} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Phone: the same pages as a section of the menu panel. */
export function AccountSection({
  summary,
  onNavigate,
}: {
  readonly summary: TokenSummary;
  readonly onNavigate: () => void;
}) {
  const { t } = useT();
  const links = useAccountLinks(summary);
  const name = summary.name ?? t('auth.accountMenu.fallbackName');
  const headingId = useId();
  return (
    <section className={styles.accountSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.accountSectionHeading}>
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(name)}
        </span>
        <span>
          <span className="visually-hidden">{t('account.myAccount')}: </span>
          {name}
        </span>
      </h2>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.navLink} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
