import { useLayoutEffect } from 'react';
import { useT } from './use-t.ts';

/** document.title as 'Page | Sinar Kredit Back Office': the tab and the screen reader name the page. */
export function usePageTitle(page: string): void {
  const { t } = useT();
  const title = t('common.pageTitle', { page, app: t('common.appName') });
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
