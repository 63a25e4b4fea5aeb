import { Button } from '../components/ui/button.tsx';
import { Page } from '../components/ui/page.tsx';
import { usePageTitle } from '../components/ui/page-title.ts';
import { useT } from '../lib/use-t.ts';

/** What a page that failed to load or render shows, inside the site's header and footer. */
export function RouteError() {
  const { t } = useT();
  usePageTitle(t('site.error.title'));
  return (
    <Page title={t('site.error.title')} lead={t('site.error.body')} narrow>
      <Button onClick={() => window.location.reload()}>{t('site.error.reload')}</Button>
    </Page>
  );
}
