import { addSen, formatRinggit, type Sen, sen, type TenureRow } from '@sinar/domain';
import { useId } from 'react';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-account.module.css';

export interface PaidAndRemaining {
  readonly paidSen: Sen;
  /** Waived or written off: neither paid nor still owed. */
  readonly waivedSen: Sen;
  readonly remainingSen: Sen;
  readonly totalSen: Sen;
  readonly rowsMet: number;
  readonly rowCount: number;
}

/** The schedule's totals, every component of every row: what came in, what was let go and what is still owed. */
export function paidAndRemaining(rows: readonly TenureRow[]): PaidAndRemaining {
  const components = rows.flatMap((row) => Object.values(row.components));
  const paidSen = addSen(sen(0), ...components.map((component) => component.paidSen));
  const waivedSen = addSen(
    sen(0),
    ...components.flatMap((component) => [component.waivedSen, component.writtenOffSen]),
  );
  const remainingSen = addSen(sen(0), ...rows.map((row) => row.outstandingSen));
  return {
    paidSen,
    waivedSen,
    remainingSen,
    totalSen: addSen(paidSen, waivedSen, remainingSen),
    rowsMet: rows.filter((row) => row.status === 'paid').length,
    rowCount: rows.length,
  };
}

/**
 * What is paid and what remains, as one bar drawn in SVG: solid for paid, striped for waived, outlined for what
 * remains, so that the parts are told apart without colour. The picture is named by the same sentence the legend
 * reads, and the legend carries every figure in words.
 */
export function PaidChart({ rows }: { readonly rows: readonly TenureRow[] }) {
  const { t, language } = useT('journey');
  const baseId = useId();
  const figures = paidAndRemaining(rows);
  const money = (amount: Sen) => formatRinggit(amount, language);
  // The bar is drawn in sen: its width is the total, each part as long as its amount.
  const width = Math.max(figures.totalSen, 1);
  const stripe = width / 60;
  const summary = t('loanAccount.chart.summary', {
    paid: money(figures.paidSen),
    total: money(figures.totalSen),
    remaining: money(figures.remainingSen),
  });
  const stripesId = `${baseId}-stripes`;
  return (
    <section aria-labelledby={`${baseId}-heading`} className={styles.chart}>
      <h2 id={`${baseId}-heading`}>{t('loanAccount.chart.heading')}</h2>
      <svg viewBox={`0 0 ${width} 10`} preserveAspectRatio="none" role="img" className={styles.bar}>
        <title>{summary}</title>
        <defs>
          <pattern id={stripesId} width={stripe} height="10" patternUnits="userSpaceOnUse">
            <rect width={stripe / 2} height="10" className={styles.waivedFill} />
          </pattern>
        </defs>
        <rect x="0" y="0" width={width} height="10" className={styles.remainingFill} />
        <rect x="0" y="0" width={figures.paidSen} height="10" className={styles.paidFill} />
        <rect x={figures.paidSen} y="0" width={figures.waivedSen} height="10" fill={`url(#${stripesId})`} />
      </svg>
      <p id={`${baseId}-summary`}>{summary}</p>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.paidSwatch}`} aria-hidden="true" />
          {t('loanAccount.chart.paid')}: {money(figures.paidSen)}
        </li>
        {figures.waivedSen > 0 ? (
          <li>
            <span className={`${styles.swatch} ${styles.waivedSwatch}`} aria-hidden="true" />
            {t('loanAccount.chart.waived')}: {money(figures.waivedSen)}
          </li>
        ) : null}
        <li>
          <span className={`${styles.swatch} ${styles.remainingSwatch}`} aria-hidden="true" />
          {t('loanAccount.chart.remaining')}: {money(figures.remainingSen)}
        </li>
      </ul>
      <p className={styles.muted}>
        {t('loanAccount.chart.instalmentsMet', { met: figures.rowsMet, count: figures.rowCount })}
      </p>
    </section>
  );
}
