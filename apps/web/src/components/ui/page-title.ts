import { useLayoutEffect } from 'react';
import { useT } from '../../lib/use-t.ts';

/** 'Page | Brand' (the brand follows the variant), or the brand alone for no page. */
export function usePageTitleText(page?: string): string {
  const { t } = useT();
  const brand = t('site.brandName');
  return page ? t('site.pageTitle', { page, brand }) : brand;
}

/** Sets document.title to the page's title (usePageTitleText). */
export function usePageTitle(page?: string): void {
  const title = usePageTitleText(page);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
