import { NoApplication, QueryFailed } from '../../../components/journey/load-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { DocumentUpload } from '../components/document-upload.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /application/document-upload and its /islamic twin: the documents of the user's current application. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('verification.documents.title'));
  const application = useLatestApplication();
  return (
    <Page title={t('verification.documents.title')} lead={t('verification.documents.lead')} narrow>
      {application.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {application.isError ? <QueryFailed onRetry={() => void application.refetch()} /> : null}
      {application.data === null ? <NoApplication /> : null}
      {application.data ? <DocumentUpload application={application.data} /> : null}
    </Page>
  );
}
