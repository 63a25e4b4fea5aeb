import {
  type AccountDetails,
  formatBasisPoints,
  formatMalaysianDate,
  formatRinggit,
  type Sen,
} from '@sinar/domain';
import { useId } from 'react';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-account.module.css';

/**
 * The schedule's figures of spec 000 section 3: amount, tenure, rate, interest or profit, first instalment and
 * maturity dates, monthly amount, total, outstanding balance, next due date, overdue and current instalment, late
 * payment charges (ta'widh), and the protection plan when one was taken.
 */
export function AccountFigures({ account }: { readonly account: AccountDetails }) {
  const { t, language } = useT('journey');
  const headingId = useId();
  const money = (amount: Sen) => formatRinggit(amount, language);
  const date = (value: string) => formatMalaysianDate(value, language, 'long');
  const figures: Figure[] = [
    { id: 'agreementNo', term: t('loanAccount.schedule.agreementNo'), value: account.agreementNo },
    {
      id: 'status',
      term: t('loanAccount.schedule.status'),
      value: t(`loanAccount.accountStatus.${account.status}`),
    },
    { id: 'amount', term: t('loanAccount.schedule.amount'), value: money(account.amountSen) },
    {
      id: 'tenure',
      term: t('loanAccount.schedule.tenure'),
      value: t('loanAccount.schedule.tenureMonths', { count: account.tenureMonths }),
    },
    {
      id: 'rate',
      term: t('loanAccount.schedule.rate'),
      value: formatBasisPoints(account.annualRateBp, language),
    },
    { id: 'interest', term: t('loanAccount.schedule.totalInterest'), value: money(account.totalInterestSen) },
    {
      id: 'first',
      term: t('loanAccount.schedule.firstInstalmentOn'),
      value: date(account.firstInstalmentOn),
    },
    { id: 'maturity', term: t('loanAccount.schedule.maturityOn'), value: date(account.maturityOn) },
    {
      id: 'monthly',
      term: t('loanAccount.schedule.monthlyInstalment'),
      value: money(account.monthlyInstalmentSen),
    },
    ...(account.lastInstalmentSen === account.monthlyInstalmentSen
      ? []
      : [
          {
            id: 'last',
            term: t('loanAccount.schedule.lastInstalment'),
            value: money(account.lastInstalmentSen),
          },
        ]),
    { id: 'total', term: t('loanAccount.schedule.totalPayable'), value: money(account.totalPayableSen) },
    {
      id: 'outstanding',
      term: t('loanAccount.schedule.outstandingBalance'),
      value: money(account.outstandingBalanceSen),
      strong: true,
    },
    {
      id: 'nextDue',
      term: t('loanAccount.schedule.nextDueOn'),
      value: account.nextDueOn ? date(account.nextDueOn) : t('loanAccount.schedule.noneLeft'),
    },
    {
      id: 'overdue',
      term: t('loanAccount.schedule.overdueInstalment'),
      value: money(account.overdueInstalmentSen),
    },
    {
      id: 'current',
      term: t('loanAccount.schedule.currentInstalment'),
      value: money(account.currentInstalmentSen),
    },
    {
      id: 'lateCharges',
      term: t('loanAccount.schedule.latePaymentCharges'),
      value: money(account.latePaymentChargesSen),
    },
    ...(account.protectionChargeSen > 0
      ? [
          {
            id: 'protection',
            term: t('loanAccount.schedule.protectionCharge'),
            value: money(account.protectionChargeSen),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('loanAccount.schedule.figuresHeading')}</h2>
      <FigureList figures={figures} className={styles.figures} />
    </section>
  );
}
