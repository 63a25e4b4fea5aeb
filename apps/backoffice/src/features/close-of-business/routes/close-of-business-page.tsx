import {
  type CloseOfBusinessRun,
  type CloseOfBusinessRunResult,
  formatMalaysianDate,
  formatMalaysianDateTime,
  formatRinggit,
  type Language,
  type OfficerRole,
} from '@sinar/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import { hasRole, useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { CLOSE_OF_BUSINESS_PAGE_SIZE, useCloseOfBusiness } from '../api/get-close-of-business.ts';
import { useRunCloseOfBusiness } from '../api/run-close-of-business.ts';
import styles from '../components/close-of-business.module.css';
import { NeedsAttention } from '../components/needs-attention.tsx';

/** The officers who service accounts (decision 041): they see and resolve money stuck in between (decision 052). */
const SERVICING_ROLES: readonly OfficerRole[] = ['admin', 'attestationOfficer', 'disbursementOfficer'];

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The daily close of business: the business date still open, whether the close is behind the calendar, and each run
 * with what it did, newest first. An admin may run the close now when it is behind. The servicing officers also see
 * the money stuck in between and resolve it.
 */
export function Component() {
  const { t, language } = useT();
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const status = useCloseOfBusiness({ page, pageSize: CLOSE_OF_BUSINESS_PAGE_SIZE });
  const [result, setResult] = useState<CloseOfBusinessRunResult | null>(null);
  const officer = useOfficer();
  const servicing = SERVICING_ROLES.some((role) => hasRole(officer, role));
  return (
    <>
      <PageHeader title={t('closeOfBusiness.title')} lead={t('closeOfBusiness.lead')} />
      <LiveRegion>
        {result ? <Alert tone="success">{resultText(t, language, result)}</Alert> : null}
      </LiveRegion>
      {status.isPending ? <Loading /> : null}
      {status.isError ? <LoadError error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.data ? (
        <>
          <BusinessDate
            businessDate={status.data.businessDate}
            calendarDate={status.data.calendarDate}
            behind={status.data.behind}
            onRan={setResult}
          />
          {servicing ? <NeedsAttention /> : null}
          <RunTable runs={status.data.runs} />
          <Pager
            page={status.data.page}
            pageSize={status.data.pageSize}
            total={status.data.total}
            hrefFor={(target) => `${ROUTES.closeOfBusiness}?page=${target}`}
          />
        </>
      ) : null}
    </>
  );
}

type T = ReturnType<typeof useT>['t'];

function resultText(t: T, language: Language, result: CloseOfBusinessRunResult): string {
  if (result.busyOn)
    return t('closeOfBusiness.busy', { businessDate: formatMalaysianDate(result.busyOn, language) });
  const businessDate = formatMalaysianDate(result.businessDate, language);
  if (result.closed.length === 0) return t('closeOfBusiness.ranNothing', { businessDate });
  return t('closeOfBusiness.ranDays', { count: result.closed.length, businessDate });
}

function BusinessDate({
  businessDate,
  calendarDate,
  behind,
  onRan,
}: {
  readonly businessDate: string;
  readonly calendarDate: string;
  readonly behind: boolean;
  readonly onRan: (result: CloseOfBusinessRunResult) => void;
}) {
  const { t, language } = useT();
  const admin = hasRole(useOfficer(), 'admin');
  const run = useRunCloseOfBusiness();
  return (
    <section aria-labelledby="business-date-heading">
      <h2 id="business-date-heading" className="visually-hidden">
        {t('closeOfBusiness.businessDate')}
      </h2>
      <Facts
        items={[
          {
            label: t('closeOfBusiness.businessDate'),
            value: formatMalaysianDate(businessDate, language, 'long'),
          },
          {
            label: t('closeOfBusiness.calendarDate'),
            value: formatMalaysianDate(calendarDate, language, 'long'),
          },
        ]}
      />
      <div className={styles.status}>
        <p>
          {behind
            ? t('closeOfBusiness.behind', { businessDate: formatMalaysianDate(businessDate, language) })
            : t('closeOfBusiness.upToDate')}
        </p>
        {admin && behind ? (
          <Button disabled={run.isPending} onClick={() => run.mutate(undefined, { onSuccess: onRan })}>
            {run.isPending ? t('closeOfBusiness.running') : t('closeOfBusiness.runNow')}
          </Button>
        ) : null}
      </div>
      {run.isError ? (
        <div role="alert">
          <Alert tone="error">
            {run.error instanceof Error ? run.error.message : t('errors.unexpectedAnswer')}
          </Alert>
        </div>
      ) : null}
    </section>
  );
}

function RunTable({ runs }: { readonly runs: readonly CloseOfBusinessRun[] }) {
  const { t } = useT();
  if (runs.length === 0) return <p className="muted">{t('closeOfBusiness.empty')}</p>;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('closeOfBusiness.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('closeOfBusiness.day')}</th>
            <th scope="col">{t('closeOfBusiness.status')}</th>
            <th scope="col">{t('closeOfBusiness.startedBy')}</th>
            <th scope="col">{t('closeOfBusiness.finishedAt')}</th>
            <th scope="col">{t('closeOfBusiness.accountsClosed')}</th>
            <th scope="col">{t('closeOfBusiness.charges')}</th>
            <th scope="col">{t('closeOfBusiness.letters')}</th>
            <th scope="col">{t('closeOfBusiness.debits')}</th>
            <th scope="col">{t('closeOfBusiness.errors')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <RunRow key={run.businessDate} run={run} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function RunRow({ run }: { readonly run: CloseOfBusinessRun }) {
  const { t, language } = useT();
  return (
    <tr>
      <th scope="row" className="nowrap">
        {formatMalaysianDate(run.businessDate, language)}
      </th>
      <td>{t(`closeOfBusiness.statuses.${run.status}`)}</td>
      <td>{run.startedBy === 'schedule' ? t('closeOfBusiness.bySchedule') : run.startedBy}</td>
      <td className="nowrap">{run.finishedAt ? formatMalaysianDateTime(run.finishedAt, language) : '-'}</td>
      <td>{run.accountsClosed}</td>
      <td className="nowrap">
        {t('closeOfBusiness.chargesValue', {
          count: run.chargesPosted,
          amount: formatRinggit(run.chargesSen, language),
        })}
      </td>
      <td className="nowrap">
        {t('closeOfBusiness.lettersValue', {
          count: run.lettersQueued,
          amount: formatRinggit(run.postageSen, language),
        })}
      </td>
      <td>{run.debitsRequested}</td>
      <td>
        {run.errors.length === 0 ? (
          <span className="muted">{t('closeOfBusiness.noErrors')}</span>
        ) : (
          <ul className={styles.errors}>
            {run.errors.map((error) => (
              <li key={error.accountId}>
                {t('closeOfBusiness.errorValue', { agreementNo: error.agreementNo, message: error.message })}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
