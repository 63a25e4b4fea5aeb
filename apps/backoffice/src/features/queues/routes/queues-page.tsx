import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useQueueSummary } from '../api/get-queue-summary.ts';
import { QueueTable } from '../components/queue-table.tsx';
import styles from '../components/queues.module.css';

/** The dashboard: what waits for an officer, where, and how much of it is past the one-business-day target. */
export function Component() {
  const { t } = useT();
  const summary = useQueueSummary();
  const data = summary.data;
  const waiting = data?.queues.reduce((total, queue) => total + queue.count, 0) ?? 0;
  const overdue = data?.queues.reduce((total, queue) => total + queue.overdueCount, 0) ?? 0;
  return (
    <>
      <PageHeader
        title={t('queues.title')}
        lead={data ? t('queues.lead', { days: data.targetBusinessDays }) : undefined}
      >
        {data ? (
          <p className="muted">{t('queues.workflow', { workflow: t(`workflows.${data.workflow}`) })}</p>
        ) : null}
      </PageHeader>
      {summary.isPending ? <Loading /> : null}
      {summary.isError ? <LoadError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {data ? (
        <>
          <ul className={styles.totals}>
            <li className={styles.total}>
              <span className={styles.totalValue}>{waiting}</span>
              <span className={styles.totalLabel}>{t('queues.waiting')}</span>
            </li>
            <li className={styles.total}>
              <span className={styles.totalValue}>{overdue}</span>
              <span className={styles.totalLabel}>
                {t('queues.overdue', { days: data.targetBusinessDays })}
              </span>
            </li>
          </ul>
          <QueueTable summary={data} />
        </>
      ) : null}
    </>
  );
}
