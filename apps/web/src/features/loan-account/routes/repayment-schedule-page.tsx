import { ApiError } from '@sinar/client/api-error';
import { formatMalaysianDate, formatRinggit, type LoanHistoryItem } from '@sinar/domain';
import { Link } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { withAgreementNo } from '../../../lib/account-in-address.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useAccountDetails } from '../api/get-account-details.ts';
import { useTenureDetails } from '../api/get-tenure-details.ts';
import { AccountFigures } from '../components/account-figures.tsx';
import { AccountGate } from '../components/account-gate.tsx';
import { AccountLoading, AccountNotFound } from '../components/account-states.tsx';
import { JompayPanel } from '../components/jompay-panel.tsx';
import styles from '../components/loan-account.module.css';
import { LoanAccountNav } from '../components/loan-account-nav.tsx';
import { PaidChart } from '../components/paid-chart.tsx';
import { PayNowSlot, SettleEarlySlot } from '../components/pay-now-slot.tsx';
import { ScheduleRows } from '../components/schedule-rows.tsx';
import { StatementDownload } from '../components/statement-download.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /repayment-schedule and /islamic/repayment-schedule (Payment Schedule): the account's figures, what is paid and
 * what remains, and every instalment with its status. `?agreementNo=` picks the account; without it, the newest
 * one still open.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('loanAccount.schedule.title'));
  return (
    <Page title={t('loanAccount.schedule.title')}>
      <LoanAccountNav />
      <AccountGate>{(loan) => <Schedule loan={loan} />}</AccountGate>
    </Page>
  );
}

function Schedule({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const account = useAccountDetails(loan.agreementNo);
  const tenure = useTenureDetails(loan.agreementNo);
  const missing = [account.error, tenure.error].some(
    (error) => error instanceof ApiError && error.status === 404,
  );
  if (missing) return <AccountNotFound />;
  if (account.isError || tenure.isError)
    return (
      <QueryFailed
        onRetry={() => {
          if (account.isError) void account.refetch();
          if (tenure.isError) void tenure.refetch();
        }}
      />
    );
  if (account.isPending || tenure.isPending) return <AccountLoading />;
  const details = account.data;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        {t('loanAccount.schedule.lead', {
          date: formatMalaysianDate(details.businessDate, language, 'long'),
        })}
      </p>
      {details.overdueInstalmentSen > 0 ? (
        <Alert tone="error">
          {t('loanAccount.schedule.overdueAlert', {
            amount: formatRinggit(details.overdueInstalmentSen, language),
            count: details.daysPastDue,
          })}
        </Alert>
      ) : null}
      {details.refundableSen > 0 ? (
        <Alert tone="info">
          {t('loanCredit.refund.creditNotice', { amount: formatRinggit(details.refundableSen, language) })}{' '}
          <Link to={withAgreementNo(path(PAGES.refundRequest), details.agreementNo)}>
            {t('loanCredit.refund.creditLink')}
          </Link>
        </Alert>
      ) : null}
      <div className={styles.payActions}>
        <PayNowSlot owing={details.status !== 'CLOSED' && details.outstandingBalanceSen > 0} />
        <SettleEarlySlot settleable={details.status === 'ACTIVE' && details.outstandingBalanceSen > 0} />
      </div>
      <AccountFigures account={details} />
      {details.status === 'ACTIVE' ? <JompayPanel jompay={details.jompay} /> : null}
      <PaidChart rows={tenure.data.rows} />
      <ScheduleRows rows={tenure.data.rows} />
      <StatementDownload loan={loan} />
    </div>
  );
}
