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
  usePageTitle(t('site.legal.title'));
  return (
    <Page
      title={t('site.legal.title')}
      meta={t('site.content.lastUpdated', { date: content('legal.updated') })}
    >
      <ContentDocument name="legal" toc />
    </Page>
  );
}
