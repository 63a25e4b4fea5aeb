import { Alert } from '../../../components/ui/alert.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { EligibilityForm } from '../components/eligibility-form.tsx';
import { useSessionUserId } from '../components/session-user.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /testing-eligibility and /islamic/testing-eligibility: the quick check. */
export function Component() {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const userId = useSessionUserId();
  usePageTitle(t('apply.eligibility.title'));
  return (
    <Page title={t('apply.eligibility.title')} lead={t('apply.eligibility.lead')} narrow>
      {userId ? (
        <EligibilityForm userId={userId} />
      ) : (
        <Alert tone="error">{tr('errors.sessionExpired')}</Alert>
      )}
    </Page>
  );
}
