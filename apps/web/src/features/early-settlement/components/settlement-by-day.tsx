import { type EarlySettlementQuoteView, formatMalaysianDate, formatRinggit, type Sen } from '@sinar/domain';
import { useId } from 'react';
import { useT } from '../../../lib/use-t.ts';
import styles from './early-settlement.module.css';

/**
 * The settlement amount for each day of the quotation (decision 032: only the late charges change from day to day),
 * as a compact table of three short columns that fits a phone; today's row first and set apart.
 */
export function SettlementByDay({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t, language } = useT('journey');
  const headingId = useId();
  const money = (amount: Sen) => formatRinggit(amount, language);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('earlySettlement.byDayHeading')}</h2>
      <p className={styles.note}>
        {t('earlySettlement.byDayLead', { date: formatMalaysianDate(quote.validUntil, language, 'long') })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: should a narrow phone make the table scroll, the keyboard must reach it */}
      <div className={styles.tableWrap} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('earlySettlement.byDayCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('earlySettlement.date')}</th>
              <th scope="col" className={styles.money}>
                {t('earlySettlement.lateCharges')}
              </th>
              <th scope="col" className={styles.money}>
                {t('earlySettlement.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.byDay.map((day) => {
              const date = formatMalaysianDate(day.on, language);
              const today = day.on === quote.settleOn;
              return (
                <tr key={day.on} className={today ? styles.today : undefined}>
                  <th scope="row">{today ? t('earlySettlement.today', { date }) : date}</th>
                  <td className={styles.money}>{money(day.lateChargesSen)}</td>
                  <td className={styles.money}>{money(day.settlementSen)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
