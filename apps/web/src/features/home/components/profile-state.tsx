import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './home.module.css';

/** While the profile loads. */
export function ProfileLoading() {
  const { t } = useT();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('common.status.loading')}</span>
    </div>
  );
}

/** The profile could not be loaded: 'Failed to load data' (spec 000 section 8), and a way to try again. */
export function ProfileError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useT();
  return (
    <LiveRegion politeness="assertive">
      <Alert tone="error">{t('errors.failedToLoadData')}</Alert>
      <Button variant="secondary" className={styles.retry} onClick={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </LiveRegion>
  );
}
