import { Outlet } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import styles from './public-layout.module.css';

/** The frame of the pages before login: the app's name, the language switch, and the page. */
export function PublicLayout() {
  const { t } = useT();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('common.appName')}</p>
        <LanguageSwitcher />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
