import { formatBasisPoints, formatRinggit, type LoanQuote, type Sen } from '@sinar/domain';
import { Card } from '../../../components/ui/card.tsx';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './simulator.module.css';

/** The key figures of a quote, in the variant's wording; each value is named by its label. */
export function QuoteSummary({ quote }: { readonly quote: LoanQuote }) {
  const { t, language } = useT();
  const money = (amount: Sen) => formatRinggit(amount, language);

  const repayment: Figure[] = [
    { id: 'last', term: t('loan.lastInstalment'), value: money(quote.lastInstalmentSen) },
    { id: 'interest', term: t('loan.totalInterest'), value: money(quote.totalInterestSen) },
    { id: 'payable', term: t('loan.totalPayable'), value: money(quote.totalPayableSen), strong: true },
  ];
  // A fee the variant does not charge (the Wakalah fee of a conventional loan) is not listed.
  const deductions: Figure[] = [
    { id: 'stamp', term: t('loan.stampDuty'), value: money(quote.stampDutySen) },
    { id: 'processing', term: t('loan.processingFee'), value: money(quote.processingFeeSen) },
    ...(quote.wakalahFeeSen > 0
      ? [{ id: 'wakalah', term: t('loan.wakalahFee'), value: money(quote.wakalahFeeSen) }]
      : []),
    { id: 'deductions', term: t('site.simulator.totalDeductions'), value: money(quote.totalDeductionsSen) },
    { id: 'net', term: t('loan.netDisbursement'), value: money(quote.netDisbursementSen), strong: true },
  ];

  return (
    <Card as="section" className={styles.summary} aria-labelledby="simulator-summary">
      <h2 id="simulator-summary">{t('site.simulator.summaryHeading')}</h2>
      <div aria-live="polite" aria-atomic="true">
        <dl className={styles.headline}>
          <dt id="simulator-monthly">{t('loan.monthlyInstalment')}</dt>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dd is an ARIA definition, which takes its name from the author (ARIA 1.2) */}
          <dd aria-labelledby="simulator-monthly">{money(quote.monthlyInstalmentSen)}</dd>
        </dl>
      </div>
      <p className={styles.rate}>
        {t('site.simulator.rate', {
          monthly: formatBasisPoints(quote.monthlyRateBp, language),
          annual: formatBasisPoints(quote.annualRateBp, language),
        })}
      </p>
      <FigureList figures={repayment} />
      <h3 className={styles.subheading}>{t('site.simulator.deductionsHeading')}</h3>
      <FigureList figures={deductions} />
      <p className={styles.note}>{t('site.simulator.protectionNote')}</p>
    </Card>
  );
}
