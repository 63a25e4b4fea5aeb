import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import { StaffVerificationForm } from '../components/staff-verification-form.tsx';

/** /staff/registration/verification: the code sent to the company email. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('account.staff.verifyTitle'));
  return (
    <Page title={t('account.staff.verifyTitle')} narrow>
      <Card>
        <StaffVerificationForm />
      </Card>
    </Page>
  );
}
