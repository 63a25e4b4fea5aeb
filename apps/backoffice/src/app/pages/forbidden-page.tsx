import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ROUTES } from '../../lib/paths.ts';
import { useT } from '../../lib/use-t.ts';

/** An officer without the admin role who follows a link to an admin page. */
export function ForbiddenPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('pages.forbidden.title')} lead={t('pages.forbidden.body')} />
      <Link to={ROUTES.queues}>{t('pages.toQueues')}</Link>
    </>
  );
}
