import { VARIANT_RULES, variantOfCustomer } from '@sinar/domain';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentUser } from '../../../lib/get-current-user.ts';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { currentClaims } from '../../../lib/session.ts';
import { withLanguageOf } from '../../../lib/session-paths.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { ApplicationStatus } from '../components/application-status.tsx';
import styles from '../components/home.module.css';
import { ProfileError, ProfileLoading } from '../components/profile-state.tsx';

/**
 * /home and /islamic/home: the logged-in individual's (or staff member's) start page. It greets the user, asks
 * for a password of their own while they use a temporary one, shows the latest application's status screen (with
 * its next step, or a redirect when a ban forbids a new application) and links to the account pages. A customer who
 * belongs on the other variant's home (their application's, or their brand account's) is sent there, so that the
 * wording follows the customer and not the address typed or the login tab used.
 */
export async function loader() {
  await loadJourneyCatalog();
  return null;
}

export function Component() {
  const { t } = useT();
  const { path, variant } = useVariant();
  const user = useCurrentUser();
  const ownHome = useOwnHome(variant);
  usePageTitle(t('auth.home.title'));

  const title = user.data ? t('auth.home.greeting', { name: user.data.fullName }) : t('auth.home.title');
  return (
    <Page title={title} lead={user.data ? t('auth.home.lead') : undefined}>
      {user.isPending ? <ProfileLoading /> : null}
      {user.isError ? <ProfileError onRetry={() => void user.refetch()} /> : null}
      {user.data && ownHome.leaving ? <ProfileLoading /> : null}
      {user.data && !ownHome.leaving ? (
        <div className={styles.layout}>
          <div className={styles.column}>
            {user.data.passwordIsTemporary ? (
              <Alert tone="info" title={t('auth.home.temporaryPasswordTitle')}>
                {t('auth.home.temporaryPasswordBody')}{' '}
                <Link to={path(PAGES.changePassword)}>{t('auth.home.changePasswordNow')}</Link>
              </Alert>
            ) : null}
            {user.data.organizationType === 'INDIVIDUAL' ? (
              <ApplicationStatus profile={user.data} siteVariant={variant} />
            ) : null}
          </div>
          <AccountLinks
            links={[
              { to: path(PAGES.updateProfile), label: t('forms.profile.title') },
              { to: path(PAGES.changePassword), label: t('forms.changePassword.title') },
              { to: path(PAGES.requestEInvoice), label: t('forms.tin.title') },
              { to: PAGES.logout, label: t('auth.logOut') },
            ]}
          />
        </div>
      ) : null}
    </Page>
  );
}

/**
 * The home of the customer's own variant when it is not the one shown (`variantOfCustomer`): the page goes there at
 * once, keeping the language, and shows nothing of the other variant's wording meanwhile. Until the latest
 * application is known the page stays as it is (the status card waits for it too).
 */
function useOwnHome(shown: ReturnType<typeof useVariant>['variant']): { readonly leaving: boolean } {
  const user = useCurrentUser();
  const { search } = useLocation();
  const navigate = useNavigate();
  const individual = user.data?.organizationType === 'INDIVIDUAL';
  const latest = useLatestApplication(individual ? user.data?.id : null);
  const waiting = !user.data || (individual && latest.isPending);
  const own = waiting
    ? undefined
    : variantOfCustomer({
        latestApplicationType: latest.data?.applicationType,
        loginMethod: currentClaims()?.loginMethod,
        brands: user.data?.brands ?? [],
      });
  const target =
    own && own !== shown ? withLanguageOf(`${VARIANT_RULES[own].pathPrefix}${PAGES.home}`, search) : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  return { leaving: target !== null };
}
