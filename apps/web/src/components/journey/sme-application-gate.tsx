import type { SmeApplicationView } from '@sinar/domain';
import type { ReactNode } from 'react';
import { useSmeApplicationOfPage } from '../../lib/get-sme-application.ts';
import { SME_PAGES } from '../../lib/sme-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { Alert } from '../ui/alert.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { QueryFailed } from './load-states.tsx';

/**
 * The SME application an SME step screen works on, named in its address (`?id=`): loading, failed, not found (no id,
 * or not the caller's), or its content.
 */
export function SmeApplicationGate({
  children,
}: {
  readonly children: (application: SmeApplicationView) => ReactNode;
}) {
  const { t } = useT();
  const { id, query } = useSmeApplicationOfPage();
  if (id !== null && query.isPending) return <p role="status">{t('smeSteps.loading')}</p>;
  if (query.data) return children(query.data);
  if (id !== null && query.isError && !isNotFound(query.error))
    return <QueryFailed onRetry={() => void query.refetch()} />;
  return (
    <div>
      <Alert tone="info">{t('errors.applicationNotFound')}</Alert>
      <LinkButton to={SME_PAGES.home}>{t('smeSteps.complete.home')}</LinkButton>
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
