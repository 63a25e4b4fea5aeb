import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { EligibleResult, NotEligibleResult } from '../components/eligibility-result.tsx';
import { resultFromState, storedEligibilityResult } from '../components/result-store.ts';
import { useSessionUserId } from '../components/session-user.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /result/eligible and /result/not-eligible (and their /islamic twins): the result handed over by the check, or
 * the one kept in session storage after a reload. The result itself decides what shows, not the address.
 */
export function Component() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const { state } = useLocation();
  const userId = useSessionUserId();
  usePageTitle(t('apply.result.title'));
  const result = resultFromState(state) ?? (userId ? storedEligibilityResult(userId) : null);
  return (
    <Page title={t('apply.result.title')} narrow>
      {result === null ? (
        <>
          <Alert tone="info">{t('apply.result.missing')}</Alert>
          <FormActions>
            <LinkButton to={path(PAGES.testingEligibility)}>{t('apply.result.checkNow')}</LinkButton>
          </FormActions>
        </>
      ) : result.eligible ? (
        <EligibleResult result={result} />
      ) : (
        <NotEligibleResult result={result} />
      )}
    </Page>
  );
}
