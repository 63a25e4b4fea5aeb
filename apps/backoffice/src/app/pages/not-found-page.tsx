import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ROUTES } from '../../lib/paths.ts';
import { useT } from '../../lib/use-t.ts';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('pages.notFound.title')} lead={t('pages.notFound.body')} />
      <Link to={ROUTES.queues}>{t('pages.toQueues')}</Link>
    </>
  );
}
