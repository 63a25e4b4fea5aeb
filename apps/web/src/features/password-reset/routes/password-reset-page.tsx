import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import { useLocation, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';

/**
 * /reset-password-request, its /islamic twin and /staff/reset-password-request (spec 001 section 2: the staff
 * flag). Without a token it asks for the email; with the emailed link's ?token= it sets the new password.
 */
export function Component() {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const { path } = useVariant();
  usePageTitle(t('account.passwordReset.title'));

  const staff = pathname.startsWith(`${PAGES.staffLogin}/`);
  const token = searchParams.get('token')?.trim() ?? '';
  const lang = languageFromSearch(search);
  const keepLanguage = lang ? `?${LANGUAGE_QUERY_PARAM}=${lang}` : '';
  const login = { pathname: staff ? PAGES.staffLogin : path(PAGES.landing), search: keepLanguage };

  return (
    <Page
      title={t('account.passwordReset.title')}
      lead={token ? undefined : t('account.passwordReset.lead')}
      narrow
    >
      <Card>
        {token ? (
          <NewPasswordForm
            key={token}
            token={token}
            login={login}
            requestAgain={{ pathname, search: keepLanguage }}
          />
        ) : (
          <ResetRequestForm staff={staff} />
        )}
      </Card>
    </Page>
  );
}
