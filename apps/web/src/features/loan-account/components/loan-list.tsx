import { formatMalaysianDate, formatRinggit, type LoanHistoryItem } from '@sinar/domain';
import { Link } from 'react-router';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import styles from './loan-account.module.css';

/** The path of one loan's details page under the current base. */
export function useLoanDetailPath(): (loan: LoanHistoryItem) => string {
  const { path } = useVariant();
  return (loan) => path(PAGES.loanDetail).replace('{applicationId}', encodeURIComponent(loan.applicationId));
}

/** Every loan with its agreement number, status and amounts, and the way to its details; a table or cards. */
export function LoanList({
  loans,
  labelledBy,
}: {
  readonly loans: readonly LoanHistoryItem[];
  readonly labelledBy: string;
}) {
  const phone = useIsPhone();
  return phone ? <LoanCards loans={loans} /> : <LoanTable loans={loans} labelledBy={labelledBy} />;
}

function LoanTable({
  loans,
  labelledBy,
}: {
  readonly loans: readonly LoanHistoryItem[];
  readonly labelledBy: string;
}) {
  const { t, language } = useT('journey');
  const detailPath = useLoanDetailPath();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('loanAccount.loans.columns.agreementNo')}</th>
            <th scope="col">{t('loanAccount.loans.columns.status')}</th>
            <th scope="col">{t('loanAccount.loans.columns.amount')}</th>
            <th scope="col">{t('loanAccount.loans.columns.tenure')}</th>
            <th scope="col">{t('loanAccount.loans.columns.openedOn')}</th>
            <th scope="col">{t('loanAccount.loans.columns.outstanding')}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.accountId}>
              <th scope="row">
                <Link
                  to={detailPath(loan)}
                  aria-label={t('loanAccount.loans.detailsOf', { agreementNo: loan.agreementNo })}
                >
                  {loan.agreementNo}
                </Link>
              </th>
              <td>{t(`loanAccount.accountStatus.${loan.status}`)}</td>
              <td>{formatRinggit(loan.amountSen, language)}</td>
              <td>{t('loanAccount.schedule.tenureMonths', { count: loan.tenureMonths })}</td>
              <td>{formatMalaysianDate(loan.openedOn, language)}</td>
              <td>{formatRinggit(loan.outstandingBalanceSen, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LoanCards({ loans }: { readonly loans: readonly LoanHistoryItem[] }) {
  const { t, language } = useT('journey');
  const detailPath = useLoanDetailPath();
  return (
    <ul className={styles.cards}>
      {loans.map((loan) => (
        <li key={loan.accountId} className={styles.card}>
          <div className={styles.cardHeader}>
            <h3>{loan.agreementNo}</h3>
            <span className={styles.badge}>{t(`loanAccount.accountStatus.${loan.status}`)}</span>
          </div>
          <FigureList
            figures={[
              {
                id: 'amount',
                term: t('loanAccount.loans.columns.amount'),
                value: formatRinggit(loan.amountSen, language),
              },
              {
                id: 'tenure',
                term: t('loanAccount.loans.columns.tenure'),
                value: t('loanAccount.schedule.tenureMonths', { count: loan.tenureMonths }),
              },
              {
                id: 'opened',
                term: t('loanAccount.loans.columns.openedOn'),
                value: formatMalaysianDate(loan.openedOn, language),
              },
              {
                id: 'outstanding',
                term: t('loanAccount.loans.columns.outstanding'),
                value: formatRinggit(loan.outstandingBalanceSen, language),
              },
            ]}
          />
          <Link
            to={detailPath(loan)}
            aria-label={t('loanAccount.loans.detailsOf', { agreementNo: loan.agreementNo })}
          >
            {t('loanAccount.loans.details')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
