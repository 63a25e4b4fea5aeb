import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';

/** While the account's details load. */
export function Loading() {
  const { t } = useT();
  return <p role="status">{t('common.status.loading')}</p>;
}

/** The account's details could not be loaded ('Failed to load data'), with a way to try again. */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert">
      <Alert tone="error">{t('errors.failedToLoadData')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}

/** The page was opened without a usable session. */
export function NoSession() {
  const { t } = useT();
  return <Alert tone="error">{t('errors.sessionExpired')}</Alert>;
}
