import { CONVENTIONAL_BRAND_PATH, ISLAMIC_PATH, PUBLIC_CONTACT } from '@sinar/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productName } from '../../lib/product-name.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { LogoMark } from './logo-mark.tsx';
import styles from './site-layout.module.css';

export function SiteFooter() {
  const { t } = useT();
  const { path } = useVariant();
  const year = new Date().getFullYear();

  const columns = [
    {
      heading: t('site.footer.products'),
      links: [
        { to: CONVENTIONAL_BRAND_PATH, label: productName(t, 'conventional') },
        { to: ISLAMIC_PATH, label: productName(t, 'islamic') },
        { to: path(PAGES.simulator), label: t('site.nav.simulator') },
      ],
    },
    {
      heading: t('site.footer.company'),
      links: [
        { to: path(PAGES.about), label: t('site.nav.about') },
        { to: path(PAGES.legal), label: t('site.nav.legal') },
        { to: path(PAGES.privacy), label: t('site.nav.privacy') },
      ],
    },
    {
      heading: t('site.footer.help'),
      links: [
        { to: path(PAGES.faq), label: t('site.nav.faq') },
        { to: path(PAGES.contact), label: t('site.nav.contact') },
      ],
      extra: (
        <>
          <li>
            <a href={`mailto:${PUBLIC_CONTACT.email}`}>{PUBLIC_CONTACT.email}</a>
          </li>
          <li>
            <a href={`tel:${PUBLIC_CONTACT.phoneDisplay.replace(/[^+\d]/g, '')}`}>
              {PUBLIC_CONTACT.phoneDisplay}
            </a>
          </li>
        </>
      ),
    },
  ] satisfies { heading: string; links: { to: string; label: string }[]; extra?: ReactNode }[];

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <p className={styles.footerLogo}>
            <LogoMark size={32} />
            <span>{t('site.brandName')}</span>
          </p>
          <p>{t('site.footer.tagline')}</p>
          <p className={styles.footerLicence}>
            {t('common.brand.lender')}
            <br />
            {t('common.brand.licence')}
          </p>
        </div>
        <nav aria-label={t('site.nav.footer')} className={styles.footerNav}>
          {columns.map((column) => (
            <div key={column.heading}>
              <h2 className={styles.footerHeading}>{column.heading}</h2>
              <ul className={styles.footerList}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
                {'extra' in column ? column.extra : null}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.footerBottom}>
        <p>{t('site.footer.disclaimer')}</p>
        <p>{t('site.footer.copyright', { year, lender: t('common.brand.lender') })}</p>
      </div>
    </footer>
  );
}
