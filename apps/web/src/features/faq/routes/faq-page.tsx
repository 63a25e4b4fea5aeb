import { VARIANTS } from '@sinar/domain';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { loadContentCatalog } from '../../../lib/i18n.ts';
import { productName } from '../../../lib/product-name.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { FaqList } from '../components/faq-list.tsx';

export async function loader() {
  await loadContentCatalog();
  return null;
}

/** FAQ with a tab per product; the tab of the page's own variant is open first. */
export function Component() {
  const { t } = useT();
  const { variant } = useVariant();
  usePageTitle(t('site.faq.title'));
  return (
    <Page title={t('site.faq.title')} lead={t('site.faq.lead')} narrow>
      <Tabs
        key={variant}
        label={t('site.faq.tabs')}
        defaultTab={variant}
        items={VARIANTS.map((product) => ({
          id: product,
          label: productName(t, product),
          panel: <FaqList product={product} />,
        }))}
      />
    </Page>
  );
}
