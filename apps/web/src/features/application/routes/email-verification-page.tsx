import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { ApplicationGate } from '../components/application-gate.tsx';
import { EmailVerification } from '../components/email-verification.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /application/email-verification and its /islamic twin (`?verified=1` after the emailed link). */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('apply.email.title'));
  return (
    <Page title={t('apply.email.title')} narrow>
      <ApplicationGate>
        {(application, userId) => <EmailVerification application={application} userId={userId} />}
      </ApplicationGate>
    </Page>
  );
}
