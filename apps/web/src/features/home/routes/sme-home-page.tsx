import { FigureList } from '../../../components/ui/figure-list.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentUser } from '../../../lib/get-current-user.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { AccountLinks } from '../components/account-links.tsx';
import styles from '../components/home.module.css';
import { ProfileError, ProfileLoading } from '../components/profile-state.tsx';

/** /sme/home: the SME partner's start page, with the partner's name and Partner ID. */
export function Component() {
  const { t } = useT();
  const user = useCurrentUser();
  usePageTitle(t('auth.smeHome.title'));

  const title = user.data ? t('auth.home.greeting', { name: user.data.fullName }) : t('auth.smeHome.title');
  return (
    <Page title={title} lead={user.data ? t('auth.smeHome.lead') : undefined}>
      {user.isPending ? <ProfileLoading /> : null}
      {user.isError ? <ProfileError onRetry={() => void user.refetch()} /> : null}
      {user.data ? (
        <div className={styles.layout}>
          <FigureList
            figures={[
              { id: 'partner-id', term: t('forms.partner.partnerId'), value: user.data.partnerId ?? '-' },
              { id: 'name', term: t('auth.smeHome.partnerName'), value: user.data.fullName },
            ]}
          />
          <AccountLinks
            links={[
              { to: PAGES.smeUpdateProfile, label: t('forms.profile.title') },
              { to: PAGES.logout, label: t('auth.logOut') },
            ]}
          />
        </div>
      ) : null}
    </Page>
  );
}
