import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** /change-password and /islamic/change-password. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.changePassword.title'));
  return (
    <Page title={t('forms.changePassword.title')} lead={t('account.changePassword.lead')} narrow>
      <Card>
        <ChangePasswordForm />
      </Card>
    </Page>
  );
}
