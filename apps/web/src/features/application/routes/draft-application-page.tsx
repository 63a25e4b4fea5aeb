import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { ApplicationGate } from '../components/application-gate.tsx';
import { DraftOverview } from '../components/draft-overview.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /draft-application and /islamic/draft-application. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('apply.draft.title'));
  return (
    <Page title={t('apply.draft.title')} lead={t('apply.draft.lead')} narrow>
      <ApplicationGate>
        {(application, userId) => <DraftOverview application={application} userId={userId} />}
      </ApplicationGate>
    </Page>
  );
}
