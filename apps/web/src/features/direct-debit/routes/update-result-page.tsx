import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { readUpdateResult } from '../components/update-outcome.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /update-direct-debit-result and its /islamic twin: how the update or the removal went, in the spec's words
 * ('Update/Remove successfully', 'Update Direct Debit failed.', 'Update/Remove Direct Debit failed').
 */
export function Component() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const [search] = useSearchParams();
  const { action, outcome } = readUpdateResult(search);
  usePageTitle(t('directDebit.result.title'));
  return (
    <Page title={t('directDebit.result.title')} narrow>
      {outcome === 'success' ? (
        <>
          <Alert tone="success" title={t('directDebit.result.success')}>
            {t('directDebit.result.changesAfterOneDay')}
          </Alert>
          <FormActions>
            <LinkButton to={path(PAGES.directDebitEnrollment)}>
              {t('directDebit.result.backToRecord')}
            </LinkButton>
          </FormActions>
        </>
      ) : (
        <>
          <Alert tone="error">
            {action === 'update' ? t('directDebit.result.updateFailed') : t('directDebit.result.failed')}
          </Alert>
          <FormActions>
            <LinkButton to={path(PAGES.updateDirectDebit)}>{t('directDebit.result.tryAgain')}</LinkButton>
          </FormActions>
        </>
      )}
    </Page>
  );
}
