import { ApiError } from '@sinar/client/api-error';
import type { LoanHistoryItem } from '@sinar/domain';
import { useId } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { usePaymentHistory } from '../api/get-payment-history.ts';
import { AccountGate } from '../components/account-gate.tsx';
import { AccountLoading, AccountNotFound } from '../components/account-states.tsx';
import styles from '../components/loan-account.module.css';
import { LoanAccountNav } from '../components/loan-account-nav.tsx';
import { PaymentList } from '../components/payment-list.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /payment-history and its /islamic twin: the payments received on the account, the newest first. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('loanAccount.payments.title'));
  return (
    <Page title={t('loanAccount.payments.title')}>
      <LoanAccountNav />
      <AccountGate>{(loan) => <Payments loan={loan} />}</AccountGate>
    </Page>
  );
}

function Payments({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t } = useT('journey');
  const leadId = useId();
  const history = usePaymentHistory(loan.agreementNo);
  if (history.error instanceof ApiError && history.error.status === 404) return <AccountNotFound />;
  if (history.isError) return <QueryFailed onRetry={() => void history.refetch()} />;
  if (history.isPending) return <AccountLoading />;
  return (
    <div className={styles.stack}>
      <p id={leadId} className={styles.lead}>
        {t('loanAccount.payments.lead', { agreementNo: loan.agreementNo })}
      </p>
      {history.data.payments.length === 0 ? (
        <Alert tone="info">{t('loanAccount.payments.empty')}</Alert>
      ) : (
        <PaymentList payments={history.data.payments} labelledBy={leadId} />
      )}
    </div>
  );
}
