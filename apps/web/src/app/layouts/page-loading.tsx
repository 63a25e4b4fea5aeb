import { useTranslation } from '@sinar/client/translator-react';
import styles from './site-layout.module.css';

/** Shown while a page's code or texts load. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('common.status.loading')}</span>
    </div>
  );
}
