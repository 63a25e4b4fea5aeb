import type { LoanHistoryItem } from '@sinar/domain';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { withAgreementNo } from '../../../lib/account-in-address.ts';
import { useT } from '../../../lib/use-t.ts';
import { AccountLoading, AccountNotFound, NoLoanYet } from './account-states.tsx';
import styles from './loan-account.module.css';
import { useAccountVariant } from './use-account-variant.ts';
import { useChosenAccount } from './use-chosen-account.ts';

/**
 * The frame of a page about one account: loading, error, 'no loan yet' and not-found states, then the page's own
 * content for the chosen account (under its own variant's base), and links to the customer's other accounts when
 * there are several.
 */
export function AccountGate({ children }: { readonly children: (loan: LoanHistoryItem) => ReactNode }) {
  const chosen = useChosenAccount();
  const { leaving } = useAccountVariant(chosen.state === 'found' ? chosen.loan.company : undefined);
  if (leaving) return <AccountLoading />;
  switch (chosen.state) {
    case 'loading':
      return <AccountLoading />;
    case 'error':
      return <QueryFailed onRetry={chosen.retry} />;
    case 'none':
      return <NoLoanYet />;
    case 'notFound':
      return <AccountNotFound />;
    case 'found':
      return (
        <>
          {children(chosen.loan)}
          <OtherAccounts current={chosen.loan} loans={chosen.loans} />
        </>
      );
  }
}

function OtherAccounts({
  current,
  loans,
}: {
  readonly current: LoanHistoryItem;
  readonly loans: readonly LoanHistoryItem[];
}) {
  const { t } = useT('journey');
  const { pathname } = useLocation();
  const headingId = useId();
  const others = loans.filter((loan) => loan.accountId !== current.accountId);
  if (others.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className={styles.others}>
      <h2 id={headingId}>{t('loanAccount.picker.others')}</h2>
      <ul>
        {others.map((loan) => (
          <li key={loan.accountId}>
            <Link to={withAgreementNo(pathname, loan.agreementNo)}>
              {t('loanAccount.picker.showing', { agreementNo: loan.agreementNo })}
            </Link>{' '}
            ({t(`loanAccount.accountStatus.${loan.status}`)})
          </li>
        ))}
      </ul>
    </nav>
  );
}
