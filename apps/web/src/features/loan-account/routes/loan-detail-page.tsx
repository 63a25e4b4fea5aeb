import { formatMalaysianDate, formatRinggit, type LoanHistoryItem } from '@sinar/domain';
import { useEffect, useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { withAgreementNo } from '../../../lib/account-in-address.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useLoanHistory } from '../api/get-loan-history.ts';
import { useSignedAgreement } from '../api/get-signed-agreement.ts';
import { AccountLoading, AccountNotFound, NoLoanYet } from '../components/account-states.tsx';
import styles from '../components/loan-account.module.css';
import { LoanAccountNav } from '../components/loan-account-nav.tsx';
import { useAccountVariant } from '../components/use-account-variant.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /loan-history/{applicationId} and its /islamic twin: one loan's agreement number, status and amounts, its signed
 * agreement to view or keep, where its e-stamping certificate is, and the ways to its schedule and payments.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('loanAccount.detail.title'));
  return (
    <Page title={t('loanAccount.detail.title')}>
      <LoanAccountNav />
      <LoanDetail />
    </Page>
  );
}

function LoanDetail() {
  const { applicationId } = useParams();
  const history = useLoanHistory();
  if (history.isError) return <QueryFailed onRetry={() => void history.refetch()} />;
  if (history.isPending) return <AccountLoading />;
  if (history.data.loans.length === 0) return <NoLoanYet />;
  const loan = history.data.loans.find((candidate) => candidate.applicationId === applicationId);
  if (!loan) return <AccountNotFound />;
  return <OwnVariant loan={loan} />;
}

/** The loan in its own variant's words: under the other base, the page moves to its own first. */
function OwnVariant({ loan }: { readonly loan: LoanHistoryItem }) {
  const { leaving } = useAccountVariant(loan.company);
  return leaving ? <AccountLoading /> : <LoanView loan={loan} />;
}

function LoanView({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const documentsId = useId();
  return (
    <div className={styles.stack}>
      <FigureList
        figures={[
          { id: 'agreementNo', term: t('loanAccount.schedule.agreementNo'), value: loan.agreementNo },
          {
            id: 'status',
            term: t('loanAccount.schedule.status'),
            value: t(`loanAccount.accountStatus.${loan.status}`),
          },
          {
            id: 'amount',
            term: t('loanAccount.schedule.amount'),
            value: formatRinggit(loan.amountSen, language),
          },
          {
            id: 'tenure',
            term: t('loanAccount.schedule.tenure'),
            value: t('loanAccount.schedule.tenureMonths', { count: loan.tenureMonths }),
          },
          {
            id: 'opened',
            term: t('loanAccount.loans.columns.openedOn'),
            value: formatMalaysianDate(loan.openedOn, language, 'long'),
          },
          {
            id: 'outstanding',
            term: t('loanAccount.schedule.outstandingBalance'),
            value: formatRinggit(loan.outstandingBalanceSen, language),
            strong: true,
          },
        ]}
      />
      <ul className={styles.actions}>
        <li>
          <Link to={withAgreementNo(path(PAGES.repaymentSchedule), loan.agreementNo)}>
            {t('loanAccount.detail.viewSchedule')}
          </Link>
        </li>
        <li>
          <Link to={withAgreementNo(path(PAGES.paymentHistory), loan.agreementNo)}>
            {t('loanAccount.detail.viewPayments')}
          </Link>
        </li>
      </ul>
      <section aria-labelledby={documentsId} className={styles.section}>
        <h2 id={documentsId}>{t('loanAccount.detail.documentsHeading')}</h2>
        <h3>{t('loanAccount.detail.signedAgreement')}</h3>
        <SignedAgreement loan={loan} />
        <h3>{t('loanAccount.detail.stampCertificate')}</h3>
        <p>
          {t('loanAccount.detail.stampCertificateNote')}{' '}
          <Link to={path(PAGES.contact)}>{t('loanAccount.detail.contactUs')}</Link>
        </p>
      </section>
      <p>
        <Link to={path(PAGES.loanHistory)}>{t('loanAccount.detail.backToLoans')}</Link>
      </p>
    </div>
  );
}

/** The signed agreement as the agreement's document call serves it: opened in the phone's viewer, or kept. */
function SignedAgreement({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t, language } = useT('journey');
  const document = useSignedAgreement(loan.agreementId, language);
  const url = useObjectUrl(document.data);
  if (document.isPending) return <p role="status">{t('loanAccount.detail.loadingAgreement')}</p>;
  if (document.isError) return <QueryFailed onRetry={() => void document.refetch()} />;
  return (
    <p className={styles.documentLinks}>
      <a href={url ?? undefined} target="_blank" rel="noopener">
        {t('loanAccount.detail.viewAgreement')}
      </a>
      <a href={url ?? undefined} download={`${loan.agreementNo}.pdf`}>
        {t('loanAccount.detail.downloadAgreement')}
      </a>
    </p>
  );
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
