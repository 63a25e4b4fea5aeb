import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import { ContentDocument } from './content-document.tsx';

/** A dated policy document (legal terms, privacy policy) with its table of contents. */
export function PolicyDocumentPage({ name }: { readonly name: 'legal' | 'privacy' }) {
  const { t } = useT();
  const { t: content } = useT('content');
  usePageTitle(t(`site.${name}.title`));
  return (
    <Page
      title={t(`site.${name}.title`)}
      meta={t('site.content.lastUpdated', { date: content(`${name}.updated`) })}
    >
      <ContentDocument name={name} toc />
    </Page>
  );
}
