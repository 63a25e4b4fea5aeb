import type { AgreementView } from '@sinar/domain';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentAgreement } from '../../../lib/get-current-agreement.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useApprovedSummary } from '../api/approved-summary.ts';
import { ApprovedSummaryView } from '../components/approved-summary-view.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-status/approved-loan-summary and its /islamic twin: the approved figures, accepted or walked away from. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.summary.title'));
  const agreement = useCurrentAgreement();
  return (
    <Page title={t('afterApproval.summary.title')} lead={t('afterApproval.summary.lead')} narrow>
      {agreement.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {agreement.isError ? <QueryFailed onRetry={() => void agreement.refetch()} /> : null}
      {agreement.data === null ? <NoAgreement /> : null}
      {agreement.data ? <Summary agreement={agreement.data} /> : null}
    </Page>
  );
}

function Summary({ agreement }: { readonly agreement: AgreementView }) {
  const { t } = useT('journey');
  const summary = useApprovedSummary(agreement.id);
  if (summary.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (summary.isError) return <QueryFailed onRetry={() => void summary.refetch()} />;
  return (
    <ApprovedSummaryView summary={summary.data} canCancel={agreement.allowedEvents.includes('cancel')} />
  );
}

/** No agreement is open (not approved yet, or approved before one could be): back to the status screen. */
function NoAgreement() {
  const { t } = useT('journey');
  const { path } = useVariant();
  return (
    <div>
      <Alert tone="info">{t('afterApproval.summary.noAgreement')}</Alert>
      <LinkButton to={path(PAGES.home)}>{t('afterApproval.summary.backToHome')}</LinkButton>
    </div>
  );
}
