import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import { StaffRegistrationForm } from '../components/staff-registration-form.tsx';

/** /staff/registration: group staff register with their company email, then verify it with a code. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.staffRegistration.title'));
  return (
    <Page title={t('forms.staffRegistration.title')} lead={t('account.staff.lead')} narrow>
      <Card>
        <StaffRegistrationForm />
      </Card>
    </Page>
  );
}
