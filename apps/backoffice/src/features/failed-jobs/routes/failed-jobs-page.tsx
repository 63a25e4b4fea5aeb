import { type FailedJob, formatMalaysianDateTime } from '@sinar/domain';
import { useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useFailedJobs, useRunJobAgain } from '../api/failed-jobs-api.ts';
import styles from '../components/failed-jobs.module.css';

/**
 * The admin's dead-letter view (decision 053): background jobs that failed on every attempt, with their last error
 * and their details without personal data, each run again with one button once the cause is mended.
 */
export function Component() {
  const { t, language } = useT();
  const failed = useFailedJobs();
  const runAgain = useRunJobAgain();
  const [queued, setQueued] = useState<number | null>(null);
  const rerun = (job: FailedJob) => {
    setQueued(null);
    runAgain.mutate(job.id, { onSuccess: () => setQueued(job.id) });
  };
  return (
    <>
      <PageHeader title={t('failedJobs.title')} lead={t('failedJobs.lead')} />
      <LiveRegion>
        {queued !== null ? <Alert tone="success">{t('failedJobs.queued', { id: queued })}</Alert> : null}
      </LiveRegion>
      <LiveRegion politeness="assertive">
        {runAgain.error ? <Alert tone="error">{runAgain.error.message}</Alert> : null}
      </LiveRegion>
      {failed.isPending ? <Loading /> : null}
      {failed.isError ? <LoadError error={failed.error} onRetry={() => void failed.refetch()} /> : null}
      {failed.data?.items.length === 0 ? <p className="muted">{t('failedJobs.empty')}</p> : null}
      {failed.data && failed.data.total > failed.data.items.length ? (
        <p>{t('failedJobs.shown', { shown: failed.data.items.length, total: failed.data.total })}</p>
      ) : null}
      {failed.data && failed.data.items.length > 0 ? (
        <TableFrame>
          <table className="data-table">
            <caption>{t('failedJobs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('failedJobs.id')}</th>
                <th scope="col">{t('failedJobs.kind')}</th>
                <th scope="col">{t('failedJobs.failedAt')}</th>
                <th scope="col">{t('failedJobs.attempts')}</th>
                <th scope="col">{t('failedJobs.lastError')}</th>
                <th scope="col">{t('failedJobs.payload')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('failedJobs.runAgain')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {failed.data.items.map((job) => (
                <tr key={job.id}>
                  <th scope="row">{job.id}</th>
                  <td className="nowrap">{job.kind}</td>
                  <td className="nowrap">
                    {job.failedAt ? formatMalaysianDateTime(job.failedAt, language) : '-'}
                  </td>
                  <td className="nowrap">
                    {t('failedJobs.attemptsValue', { attempts: job.attempts, maxAttempts: job.maxAttempts })}
                  </td>
                  <td>{job.lastError ?? t('failedJobs.noError')}</td>
                  <td>
                    <PayloadSummary payload={job.payload} empty={t('failedJobs.noPayload')} />
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('failedJobs.runAgainLabel', { id: job.id, kind: job.kind })}
                      busy={runAgain.isPending && runAgain.variables === job.id}
                      onClick={() => rerun(job)}
                    >
                      {t('failedJobs.runAgain')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </>
  );
}

function PayloadSummary({
  payload,
  empty,
}: {
  readonly payload: FailedJob['payload'];
  readonly empty: string;
}) {
  const entries = Object.entries(payload);
  if (entries.length === 0) return <span className="muted">{empty}</span>;
  return (
    <ul className={styles.payload}>
      {entries.map(([key, value]) => (
        <li key={key}>
          {key}: {value}
        </li>
      ))}
    </ul>
  );
}
