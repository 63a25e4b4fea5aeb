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
 * What is paid and what remains, as one bar drawn in SVG: solid for paid, hatched for waived, outlined for what
 * remains, so that the parts are told apart without colour. The picture is named by the same sentence the legend
 * reads, and the legend carries every figure in words.
 */
export function PaidChart({ rows }: { readonly rows: readonly TenureRow[] }) {
  const { t, language } = useT('journey');
  const baseId = useId();
  const figures = paidAndRemaining(rows);
  const money = (amount: Sen) => formatRinggit(amount, language);
  const share = (amount: Sen) => (figures.totalSen === 0 ? 0 : (amount / figures.totalSen) * 100);
  const paidWidth = share(figures.paidSen);
  const waivedWidth = share(figures.waivedSen);
  const summary = t('loanAccount.chart.summary', {
    paid: money(figures.paidSen),
    total: money(figures.totalSen),
    remaining: money(figures.remainingSen),
  });
  const hatchId = `${baseId}-hatch`;
  return (
    <section aria-labelledby={`${baseId}-heading`} className={styles.chart}>
      <h2 id={`${baseId}-heading`}>{t('loanAccount.chart.heading')}</h2>
      <svg viewBox="0 0 100 10" preserveAspectRatio="none" role="img" className={styles.bar}>
        <title>{summary}</title>
        <defs>
          <pattern
            id={hatchId}
            width="2"
            height="2"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="1" height="2" className={styles.waivedFill} />
          </pattern>
        </defs>
        <rect x="0" y="0" width="100" height="10" className={styles.remainingFill} />
        <rect x="0" y="0" width={paidWidth} height="10" className={styles.paidFill} />
        <rect x={paidWidth} y="0" width={waivedWidth} height="10" fill={`url(#${hatchId})`} />
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
