import { LinkButton } from '../../components/ui/link-button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';

/**
 * Shown for a page of the specification that has no screen in this build yet, and says so honestly. Unknown paths
 * never get here: the redirect rules send them home (or to the landing page without a session).
 */
export function Component() {
  const { t } = useT();
  const { path } = useVariant();
  usePageTitle(t('site.comingSoon.title'));
  return (
    <Page title={t('site.comingSoon.title')} lead={t('site.comingSoon.body')} narrow>
      <LinkButton to={path(PAGES.landing)}>{t('common.actions.backToHome')}</LinkButton>
    </Page>
  );
}
