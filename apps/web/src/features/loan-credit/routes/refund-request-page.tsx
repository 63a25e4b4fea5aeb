import { formatRinggit, type RefundCredit, VARIANT_RULES } from '@sinar/domain';
import { useId } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useRefundCredits, useRequestRefund } from '../api/refund-credits.ts';
import styles from '../components/loan-credit.module.css';
import { NoAccount } from '../components/no-account.tsx';
import { RefundForm } from '../components/refund-form.tsx';
import { RefundRequests } from '../components/refund-requests.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /refund-request and its /islamic twin (decision 047): the credit on each of the customer's accounts, the form to
 * ask for it to be paid into a bank account, and every request with its status through its life.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('loanCredit.refund.title'));
  return (
    <Page title={t('loanCredit.refund.title')} lead={t('loanCredit.refund.lead')}>
      <Credits />
    </Page>
  );
}

function Credits() {
  const { t } = useT('journey');
  const credits = useRefundCredits();
  if (credits.isError) return <QueryFailed onRetry={() => void credits.refetch()} />;
  if (credits.isPending) return <p role="status">{t('loanCredit.refund.loading')}</p>;
  if (credits.data.accounts.length === 0) return <NoAccount message={t('loanCredit.refund.noAccount')} />;
  return (
    <div className={styles.stack}>
      {credits.data.accounts.map((account) => (
        <AccountCredit key={account.accountId} account={account} />
      ))}
    </div>
  );
}

function AccountCredit({ account }: { readonly account: RefundCredit }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const headingId = useId();
  const historyId = useId();
  const request = useRequestRefund(account.agreementNo);
  const context = VARIANT_RULES[account.company].wordingContext;
  const open = account.requests.some((candidate) => candidate.status === 'requested');
  return (
    <section aria-labelledby={headingId} className={styles.account}>
      <h2 id={headingId}>{t('loanCredit.refund.account', { agreementNo: account.agreementNo, context })}</h2>
      <FigureList
        figures={[
          {
            id: 'credit',
            term: t('loanCredit.refund.credit'),
            value: formatRinggit(account.refundableSen, language),
            strong: true,
          },
        ]}
      />
      <LiveRegion>
        {request.isSuccess ? <Alert tone="success">{t('loanCredit.refund.sent')}</Alert> : null}
      </LiveRegion>
      {open ? (
        <Alert tone="info">{t('loanCredit.refund.waiting')}</Alert>
      ) : account.refundableSen > 0 ? (
        <RefundForm account={account} request={request} />
      ) : (
        <p className={styles.muted}>{t('loanCredit.refund.noCredit')}</p>
      )}
      <h3 id={historyId}>{t('loanCredit.refund.historyTitle')}</h3>
      <RefundRequests requests={account.requests} headingId={historyId} />
      <p>
        <LinkButton
          variant="secondary"
          to={`${path(PAGES.repaymentSchedule)}?${new URLSearchParams({ agreementNo: account.agreementNo })}`}
        >
          {t('loanCredit.refund.schedule', { context })}
        </LinkButton>
      </p>
    </section>
  );
}
