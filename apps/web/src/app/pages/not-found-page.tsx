import { LinkButton } from '../../components/ui/link-button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';

/**
 * Shown for a path the redirect rules let through but that has no screen in this build (for example a login-only
 * route whose screen arrives with a later issue). Unknown paths never get here: they are redirected.
 */
export function Component() {
  const { t } = useT();
  const { path } = useVariant();
  usePageTitle(t('site.notFound.title'));
  return (
    <Page title={t('site.notFound.title')} lead={t('site.notFound.body')} narrow>
      <LinkButton to={path(PAGES.landing)}>{t('common.actions.backToHome')}</LinkButton>
    </Page>
  );
}
