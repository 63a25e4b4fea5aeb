import { useLayoutEffect } from 'react';
import { useT } from '../../lib/use-t.ts';

/** Sets document.title to 'Page | Brand' (the brand follows the variant), or the brand alone for no page. */
export function usePageTitle(page?: string): void {
  const { t } = useT();
  const brand = t('site.brandName');
  const title = page ? t('site.pageTitle', { page, brand }) : brand;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
