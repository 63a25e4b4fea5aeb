import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { LinkButton } from '../ui/link-button.tsx';

/** 'Failed to load data' (spec 000 section 8) with a way to try again. */
export function QueryFailed({ onRetry }: { readonly onRetry: () => void }) {
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

/** The user has no application to work on: the way to start one. */
export function NoApplication() {
  const { t } = useT('journey');
  const { path } = useVariant();
  return (
    <div>
      <Alert tone="info">{t('verification.common.noApplication')}</Alert>
      <LinkButton to={path(PAGES.testingEligibility)}>{t('verification.common.applyNow')}</LinkButton>
    </div>
  );
}
