import { NavLink, useSearchParams } from 'react-router';
import { AGREEMENT_NO_PARAM, withAgreementNo } from '../../../lib/account-in-address.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import styles from './loan-account.module.css';

/** The loan account's pages, one link each; the page shown is marked current. The chosen account goes along. */
export function LoanAccountNav() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const [search] = useSearchParams();
  const agreementNo = search.get(AGREEMENT_NO_PARAM);
  const ofAccount = (page: string) => (agreementNo ? withAgreementNo(page, agreementNo) : page);
  return (
    <nav aria-label={t('loanAccount.nav.label')} className={styles.nav}>
      <ul>
        <li>
          <NavLink to={ofAccount(path(PAGES.repaymentSchedule))} end>
            {t('loanAccount.nav.schedule')}
          </NavLink>
        </li>
        <li>
          <NavLink to={ofAccount(path(PAGES.paymentHistory))} end>
            {t('loanAccount.nav.payments')}
          </NavLink>
        </li>
        <li>
          <NavLink to={path(PAGES.directDebitAttempts)}>{t('loanCredit.attempts.navLabel')}</NavLink>
        </li>
        <li>
          <NavLink to={path(PAGES.loanHistory)}>{t('loanAccount.nav.loans')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
