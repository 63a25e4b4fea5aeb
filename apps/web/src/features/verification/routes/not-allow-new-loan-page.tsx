import { formatMalaysianDate } from '@sinar/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentUser } from '../../../lib/get-current-user.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import styles from '../components/verification.module.css';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /not-allow-new-loan and /islamic/not-allow-new-loan: after a rejection the applicant waits about 3 months
 * (spec 000 sections 4 and 9). Public: with a session it names the date from the user's profile.
 */
export function Component() {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  usePageTitle(t('verification.notAllow.title'));
  const user = useCurrentUser();
  const allowedAfter = user.data?.allowToApplyNewLoanAfterDateTime;
  return (
    <Page title={t('verification.notAllow.title')} lead={t('verification.notAllow.lead')} narrow>
      <div className={styles.stack}>
        <p>{t('verification.notAllow.waitRule')}</p>
        {user.isFetching && !user.data ? <p role="status">{t('verification.common.loading')}</p> : null}
        {user.isFetching && !user.data ? null : (
          <Alert tone="info">
            {allowedAfter
              ? t('verification.notAllow.allowedFrom', {
                  date: formatMalaysianDate(allowedAfter, language, 'long'),
                })
              : t('verification.notAllow.noDate')}
          </Alert>
        )}
        <div className={styles.actions}>
          <LinkButton to={path(user.data ? PAGES.home : PAGES.landing)}>
            {t('verification.common.backToHome')}
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
