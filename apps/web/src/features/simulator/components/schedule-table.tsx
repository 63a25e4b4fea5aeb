import { addSen, formatMalaysianDate, formatRinggit, type ScheduleRow, type Sen } from '@sinar/domain';
import { useT } from '../../../lib/use-t.ts';
import styles from './simulator.module.css';

/** Every instalment with its split into principal and interest (profit), and the totals that sum exactly. */
export function ScheduleTable({ rows }: { readonly rows: readonly ScheduleRow[] }) {
  const { t, language } = useT();
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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard */}
      <section className={styles.tableWrap} aria-labelledby="simulator-schedule" tabIndex={0}>
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
