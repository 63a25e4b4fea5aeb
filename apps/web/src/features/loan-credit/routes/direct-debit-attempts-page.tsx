import { ApiError } from '@sinar/client/api-error';
import { type LoanHistoryItem, VARIANT_RULES } from '@sinar/domain';
import { useId } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useCollectionAttempts, useLoanAccounts } from '../api/collection-attempts.ts';
import { AttemptList } from '../components/attempt-list.tsx';
import styles from '../components/loan-credit.module.css';
import { NoAccount } from '../components/no-account.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /direct-debit-attempts and its /islamic twin (decision 047): each deduction asked of the customer's bank under the
 * mandate, per account, newest first, with its result, the reason of a failure and whether a retry is planned.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('loanCredit.attempts.title'));
  return (
    <Page title={t('loanCredit.attempts.title')} lead={t('loanCredit.attempts.lead')}>
      <Accounts />
    </Page>
  );
}

function Accounts() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const accounts = useLoanAccounts();
  if (accounts.isError) return <QueryFailed onRetry={() => void accounts.refetch()} />;
  if (accounts.isPending) return <p role="status">{t('loanCredit.attempts.loading')}</p>;
  if (accounts.data.loans.length === 0) return <NoAccount message={t('loanCredit.attempts.noAccount')} />;
  return (
    <div className={styles.stack}>
      {accounts.data.loans.map((loan) => (
        <AccountAttempts key={loan.accountId} loan={loan} />
      ))}
      <p>
        <LinkButton variant="secondary" to={path(PAGES.paymentHistory)}>
          {t('loanCredit.attempts.payments')}
        </LinkButton>
      </p>
    </div>
  );
}

function AccountAttempts({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const headingId = useId();
  const attempts = useCollectionAttempts(loan.agreementId, language);
  const context = VARIANT_RULES[loan.company].wordingContext;
  const body = () => {
    if (attempts.error instanceof ApiError && attempts.error.status === 404)
      return <Alert tone="error">{t('loanAccount.states.notFound')}</Alert>;
    if (attempts.isError) return <QueryFailed onRetry={() => void attempts.refetch()} />;
    if (attempts.isPending) return <p role="status">{t('loanCredit.attempts.loading')}</p>;
    if (attempts.data.length === 0) return <p className={styles.muted}>{t('loanCredit.attempts.empty')}</p>;
    const latest = attempts.data[0];
    return (
      <>
        {latest?.status === 'failed' && loan.status === 'ACTIVE' ? (
          <Alert tone="info">
            {t('loanCredit.attempts.payInstead', { context })}{' '}
            <LinkButton
              size="small"
              to={`${path(PAGES.payInstalmentNow)}?${new URLSearchParams({ agreementNo: loan.agreementNo })}`}
            >
              {t('loanCredit.attempts.payNow')}
            </LinkButton>
          </Alert>
        ) : null}
        <AttemptList attempts={attempts.data} context={context} labelledBy={headingId} />
      </>
    );
  };
  return (
    <section aria-labelledby={headingId} className={styles.account}>
      <h2 id={headingId}>{t('loanCredit.attempts.account', { agreementNo: loan.agreementNo, context })}</h2>
      {body()}
    </section>
  );
}
