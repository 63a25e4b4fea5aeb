import { useT } from '../../lib/use-t.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** What a page or a part of it shows while its data loads. */
export function Loading() {
  const { t } = useT();
  return (
    <p role="status" className="muted">
      {t('common.loading')}
    </p>
  );
}

/** A failed load: the server's message, and a way to try again. */
export function LoadError({ error, onRetry }: { readonly error: unknown; readonly onRetry?: () => void }) {
  const { t } = useT();
  const message = error instanceof Error ? error.message : t('errors.unexpectedAnswer');
  return (
    <div role="alert">
      <Alert tone="error" title={t('common.loadFailed')}>
        <p>{message}</p>
        {onRetry ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        ) : null}
      </Alert>
    </div>
  );
}
