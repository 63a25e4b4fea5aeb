import { ApiError } from '@sinar/client/api-error';
import { formatMalaysianDate, type LoanHistoryItem } from '@sinar/domain';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { withAgreementNo } from '../../../lib/account-in-address.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useSettlementQuote } from '../api/early-settlement-queries.ts';
import { useAccountToSettle } from '../components/account-to-settle.ts';
import styles from '../components/early-settlement.module.css';
import { SettleNowForm } from '../components/settle-now-form.tsx';
import { SettlementByDay } from '../components/settlement-by-day.tsx';
import { SettlementQuote } from '../components/settlement-quote.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /early-settlement and its Islamic twin (decision 046): the quotation for today, the rebate (ibra') in plain words,
 * the amount for each later day of the quotation, and 'Settle now' online. `?agreementNo=` names the account, as on
 * the schedule; without it, the newest one still open.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('earlySettlement.title'));
  return (
    <Page title={t('earlySettlement.title')} narrow>
      <AccountToSettle />
    </Page>
  );
}

function AccountToSettle() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const account = useAccountToSettle();
  if (account.leaving || account.state === 'loading')
    return <p role="status">{t('loanAccount.states.loading')}</p>;
  if (account.state === 'error') return <QueryFailed onRetry={account.retry} />;
  if (account.state === 'none')
    return (
      <div className={styles.stack}>
        <Alert tone="info">{t('loanAccount.states.noLoan')}</Alert>
        <p>
          <LinkButton to={path(PAGES.home)}>{t('loanAccount.states.backToHome')}</LinkButton>
        </p>
      </div>
    );
  if (account.state === 'notFound') return <Alert tone="error">{t('loanAccount.states.notFound')}</Alert>;
  return <Quotation loan={account.loan} />;
}

function Quotation({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t, language } = useT('journey');
  const translate = useT().t;
  const { path } = useVariant();
  // A closed account owes nothing: its refusal needs no call.
  const closed = loan.status === 'CLOSED';
  const quote = useSettlementQuote(closed ? null : loan.agreementNo);
  const schedule = (
    <p>
      <LinkButton variant="secondary" to={withAgreementNo(path(PAGES.repaymentSchedule), loan.agreementNo)}>
        {t('earlySettlement.backToSchedule')}
      </LinkButton>
    </p>
  );
  if (closed)
    return (
      <div className={styles.stack}>
        <Alert tone="info">{translate('servicingRules.settlement.nothingOwed')}</Alert>
        {schedule}
      </div>
    );
  if (quote.error instanceof ApiError && quote.error.status === 404)
    return <Alert tone="error">{t('loanAccount.states.notFound')}</Alert>;
  // The server's refusal in the reader's language: nothing owed, so nothing to settle.
  if (quote.error instanceof ApiError && quote.error.status === 409)
    return (
      <div className={styles.stack}>
        <Alert tone="info">{quote.error.message}</Alert>
        {schedule}
      </div>
    );
  if (quote.isError) return <QueryFailed onRetry={() => void quote.refetch()} />;
  if (quote.isPending) return <p role="status">{t('earlySettlement.loading')}</p>;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        {t('earlySettlement.lead', {
          agreementNo: quote.data.agreementNo,
          date: formatMalaysianDate(quote.data.settleOn, language, 'long'),
        })}
      </p>
      <SettlementQuote quote={quote.data} />
      <SettlementByDay quote={quote.data} />
      <SettleNowForm quote={quote.data} />
      {schedule}
    </div>
  );
}
