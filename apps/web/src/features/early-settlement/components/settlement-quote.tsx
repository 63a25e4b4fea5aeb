import { type EarlySettlementQuoteView, formatMalaysianDate, formatRinggit, type Sen } from '@sinar/domain';
import { useId } from 'react';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './early-settlement.module.css';

/**
 * The quotation's figures (decision 032): what is owed on the instalments not yet due and on those already due, the
 * fees and late charges, less the rebate (ibra'), and the settlement amount, with how the rebate is made in plain
 * words. The servicing rules' names, so the Islamic twin reads profit, selling price, ta'widh and ibra'.
 */
export function SettlementQuote({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t } = useT();
  const journey = useT('journey');
  const { language } = journey;
  const headingId = useId();
  const rebateId = useId();
  const money = (amount: Sen) => formatRinggit(amount, language);
  const figures: Figure[] = [
    {
      id: 'principal',
      term: t('servicingRules.settlement.outstandingPrincipal'),
      value: money(quote.outstandingPrincipalSen),
    },
    {
      id: 'unearned',
      term: t('servicingRules.settlement.unearnedInterest'),
      value: money(quote.unearnedInterestSen),
    },
    {
      id: 'balance',
      term: t('servicingRules.settlement.outstandingBalance'),
      value: money(quote.outstandingBalanceSen),
    },
    {
      id: 'due',
      term: t('servicingRules.settlement.instalmentsDue'),
      value: money(quote.instalmentsDueSen),
    },
    { id: 'fees', term: t('servicingRules.settlement.feesDue'), value: money(quote.feesDueSen) },
    {
      id: 'lateCharges',
      term: t('servicingRules.settlement.lateCharges'),
      value: money(quote.lateChargesSen),
    },
    ...(quote.settlementChargeSen > 0
      ? [
          {
            id: 'charge',
            term: t('servicingRules.settlement.settlementCharge'),
            value: money(quote.settlementChargeSen),
          },
        ]
      : []),
    {
      id: 'rebate',
      term: t('servicingRules.settlement.rebate'),
      value: journey.t('earlySettlement.less', { amount: money(quote.rebateSen) }),
    },
    {
      id: 'settlement',
      term: t('servicingRules.settlement.settlementAmount'),
      value: money(quote.settlementSen),
      strong: true,
    },
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>{journey.t('earlySettlement.quoteHeading')}</h2>
        <FigureList figures={figures} />
        <p className={styles.note}>
          {t('servicingRules.settlement.validUntil', {
            date: formatMalaysianDate(quote.validUntil, language, 'long'),
          })}
        </p>
        <CreditNote quote={quote} />
      </section>
      <section className={styles.section} aria-labelledby={rebateId}>
        <h2 id={rebateId}>{journey.t('earlySettlement.rebateHeading')}</h2>
        <p>{journey.t('earlySettlement.rebateExplained', { amount: money(quote.unearnedInterestSen) })}</p>
        {quote.settlementChargeSen === 0 ? <p>{journey.t('earlySettlement.noCharge')}</p> : null}
      </section>
    </>
  );
}

/** What becomes of what was paid beyond the settlement: an admin fee, charity, or a refund to ask for. */
function CreditNote({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t, language } = useT();
  const amount = formatRinggit(quote.credit.amountSen, language);
  switch (quote.credit.kind) {
    case 'none':
      return null;
    case 'adminFee':
      return <p>{t('servicingRules.settlement.creditAdminFee', { amount })}</p>;
    case 'charity':
      return <p>{t('servicingRules.settlement.creditCharity', { amount })}</p>;
    case 'refundable':
      return <p>{t('servicingRules.settlement.creditRefundable', { amount })}</p>;
  }
}
