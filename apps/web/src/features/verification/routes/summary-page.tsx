import type { ApplicationView } from '@sinar/domain';
import { NoApplication, QueryFailed } from '../../../components/journey/load-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useApplicationSummary } from '../api/get-summary.ts';
import { SummaryForm } from '../components/summary-form.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /application/summary and its /islamic twin: check, consent and submit. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('verification.summary.title'));
  const application = useLatestApplication();
  return (
    <Page title={t('verification.summary.title')} lead={t('verification.summary.lead')} narrow>
      {application.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {application.isError ? <QueryFailed onRetry={() => void application.refetch()} /> : null}
      {application.data === null ? <NoApplication /> : null}
      {application.data ? <Summary application={application.data} /> : null}
    </Page>
  );
}

function Summary({ application }: { readonly application: ApplicationView }) {
  const { t } = useT('journey');
  const summary = useApplicationSummary(application.id);
  if (summary.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (summary.isError) return <QueryFailed onRetry={() => void summary.refetch()} />;
  return <SummaryForm summary={summary.data} application={application} />;
}
