import { addSen, formatMalaysianDate, formatRinggit, type ScheduleRow, type Sen } from '@sinar/domain';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/use-t.ts';
import styles from './simulator.module.css';

/** Whether an element's content is wider than the element, so that it scrolls sideways; followed as sizes change. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * Every instalment with its split into principal and interest (profit), and the totals that sum exactly. Where the
 * table is wider than the screen (a phone) it scrolls sideways, and a hint above it says so.
 */
export function ScheduleTable({ rows }: { readonly rows: readonly ScheduleRow[] }) {
  const { t, language } = useT();
  const wrap = useRef<HTMLElement>(null);
  const scrolls = useScrollsSideways(wrap);
  const hintId = useId();
  const money = (amount: Sen) => formatRinggit(amount, language);
  const sum = (pick: (row: ScheduleRow) => Sen) => addSen(...rows.map(pick));
  const firstDue = rows[0]?.dueOn;

  return (
    <div className={styles.schedule}>
      <h2 id="simulator-schedule">{t('loan.repaymentSchedule')}</h2>
      {firstDue ? (
        <p className={styles.scheduleIntro}>
          {t('site.simulator.scheduleIntro', { date: formatMalaysianDate(firstDue, language, 'long') })}
        </p>
      ) : null}
      {scrolls ? (
        <p id={hintId} className={styles.scrollHint}>
          {t('site.simulator.scrollHint')}
        </p>
      ) : null}
      <section
        ref={wrap}
        className={styles.tableWrap}
        aria-labelledby="simulator-schedule"
        aria-describedby={scrolls ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        tabIndex={0}
      >
        <table className={styles.table} aria-labelledby="simulator-schedule">
          <thead>
            <tr>
              <th scope="col">{t('loan.instalmentNo')}</th>
              <th scope="col">{t('loan.dueDate')}</th>
              <th scope="col">{t('loan.instalment')}</th>
              <th scope="col">{t('loan.principal')}</th>
              <th scope="col">{t('loan.interest')}</th>
              <th scope="col">{t('loan.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.instalmentNo}>
                <td>{row.instalmentNo}</td>
                <td>{formatMalaysianDate(row.dueOn, language)}</td>
                <td>{money(row.instalmentSen)}</td>
                <td>{money(row.principalSen)}</td>
                <td>{money(row.interestSen)}</td>
                <td>{money(row.balanceAfterSen)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('site.simulator.total')}
              </th>
              <td>{money(sum((row) => row.instalmentSen))}</td>
              <td>{money(sum((row) => row.principalSen))}</td>
              <td>{money(sum((row) => row.interestSen))}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
