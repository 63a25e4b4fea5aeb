import { useId } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLoanHistory } from '../api/get-loan-history.ts';
import { AccountLoading, NoLoanYet } from '../components/account-states.tsx';
import styles from '../components/loan-account.module.css';
import { LoanAccountNav } from '../components/loan-account-nav.tsx';
import { LoanList } from '../components/loan-list.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-history and its /islamic twin: every loan or financing of the customer, the newest first. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('loanAccount.loans.title'));
  return (
    <Page title={t('loanAccount.loans.title')}>
      <LoanAccountNav />
      <Loans />
    </Page>
  );
}

function Loans() {
  const { t } = useT('journey');
  const leadId = useId();
  const history = useLoanHistory();
  if (history.isError) return <QueryFailed onRetry={() => void history.refetch()} />;
  if (history.isPending) return <AccountLoading />;
  if (history.data.loans.length === 0) return <NoLoanYet />;
  return (
    <div className={styles.stack}>
      <p id={leadId} className={styles.lead}>
        {t('loanAccount.loans.lead')}
      </p>
      <LoanList loans={history.data.loans} labelledBy={leadId} />
    </div>
  );
}
