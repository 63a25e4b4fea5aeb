import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { currentUserQueryOptions, useCurrentUser } from '../../../lib/get-current-user.ts';
import { currentClaims } from '../../../lib/session.ts';
import { homePathOf, withLanguageOf } from '../../../lib/session-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/**
 * /change-password and /islamic/change-password. A user who logged in with a temporary password starts here: the
 * page says so, and once their own password is set it takes them home, where everything else opens again.
 */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.changePassword.title'));
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const temporary = user.data?.passwordIsTemporary === true;

  const onChanged = (message: string) => {
    if (!temporary) return;
    toast.show(message);
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    const claims = currentClaims();
    void navigate(withLanguageOf(homePathOf(claims ?? {}), search));
  };

  return (
    <Page title={t('forms.changePassword.title')} lead={t('account.changePassword.lead')} narrow>
      {temporary ? (
        <Alert tone="info" title={t('auth.home.temporaryPasswordTitle')}>
          {t('auth.home.temporaryPasswordBody')}
        </Alert>
      ) : null}
      <Card>
        <ChangePasswordForm onChanged={onChanged} />
      </Card>
    </Page>
  );
}
