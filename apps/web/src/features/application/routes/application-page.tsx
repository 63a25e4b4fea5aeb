import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentUser } from '../../../lib/get-current-user.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { ApplicationGate } from '../components/application-gate.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /application and /islamic/application: the application form of the latest draft. */
export function Component() {
  const { t } = useT('journey');
  const { t: tr } = useT();
  usePageTitle(tr('forms.application.title'));
  return (
    <Page title={tr('forms.application.title')} lead={t('apply.form.lead')}>
      <ApplicationGate>
        {(application, userId) => <FormWithApplicant application={application} userId={userId} />}
      </ApplicationGate>
    </Page>
  );
}

/** The form waits for the session's user: its email and phone number are part of the form's checks. */
function FormWithApplicant(props: {
  readonly application: Parameters<typeof ApplicationForm>[0]['application'];
  readonly userId: string;
}) {
  const { t: tr } = useT();
  const user = useCurrentUser();
  if (user.isPending) return <p role="status">{tr('common.status.loading')}</p>;
  const applicant = user.data
    ? { email: user.data.email ?? undefined, phoneNo: user.data.phoneNo ?? undefined }
    : {};
  return <ApplicationForm {...props} applicant={applicant} />;
}
