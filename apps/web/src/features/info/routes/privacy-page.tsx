import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadContentCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { ContentDocument } from '../components/content-document.tsx';

/** The page's long texts load with the route, so it never renders without them. */
export async function loader() {
  await loadContentCatalog();
  return null;
}

export function Component() {
  const { t } = useT();
  const { t: content } = useT('content');
  usePageTitle(t('site.privacy.title'));
  return (
    <Page
      title={t('site.privacy.title')}
      meta={t('site.content.lastUpdated', { date: content('privacy.updated') })}
    >
      <ContentDocument name="privacy" toc />
    </Page>
  );
}
