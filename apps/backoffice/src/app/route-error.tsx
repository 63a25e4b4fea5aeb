import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useT } from '../lib/use-t.ts';

/** What a page that failed to load or render shows, inside the layout. */
export function RouteError() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('pages.error.title')} />
      <Alert tone="error">
        <p>{t('pages.error.body')}</p>
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('pages.error.reload')}</Button>
    </>
  );
}
