import { addSen, formatMalaysianDate, formatRinggit, type Sen, type TenureRow } from '@sinar/domain';
import { useId } from 'react';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-account.module.css';

/** What the row asked for in all (the instalment, and any late charge or fee added to it) and what came in. */
export function rowFigures(row: TenureRow): { readonly dueSen: Sen; readonly paidSen: Sen } {
  const components = Object.values(row.components);
  return {
    dueSen: addSen(...components.map((component) => component.dueSen)),
    paidSen: addSen(...components.map((component) => component.paidSen)),
  };
}

/**
 * The schedule's rows: a table on a desktop, a list of cards on a phone (tablets included), each row's status in
 * words (paid, due, overdue, upcoming) as well as in its badge's colour.
 */
export function ScheduleRows({ rows }: { readonly rows: readonly TenureRow[] }) {
  const { t } = useT('journey');
  const phone = useIsPhone();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('loanAccount.schedule.rowsHeading')}</h2>
      {phone ? <ScheduleCards rows={rows} /> : <ScheduleTable rows={rows} labelledBy={headingId} />}
    </section>
  );
}

function StatusBadge({ status }: { readonly status: TenureRow['status'] }) {
  const { t } = useT('journey');
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      {t(`loanAccount.schedule.rowStatus.${status}`)}
    </span>
  );
}

/** The late charges and fees a row carries beyond its instalment, said under its amount. */
function ChargesNote({ row }: { readonly row: TenureRow }) {
  const { t, language } = useT('journey');
  const charges = addSen(row.components.lateCharge.dueSen, row.components.fee.dueSen);
  if (charges === 0) return null;
  return (
    <span className={styles.note}>
      {t('loanAccount.schedule.includesCharges', { amount: formatRinggit(charges, language) })}
    </span>
  );
}

function ScheduleTable({
  rows,
  labelledBy,
}: {
  readonly rows: readonly TenureRow[];
  readonly labelledBy: string;
}) {
  const { t, language } = useT('journey');
  const money = (amount: Sen) => formatRinggit(amount, language);
  const figures = rows.map(rowFigures);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('loanAccount.schedule.columns.no')}</th>
            <th scope="col">{t('loanAccount.schedule.columns.dueOn')}</th>
            <th scope="col" className={styles.money}>
              {t('loanAccount.schedule.columns.amount')}
            </th>
            <th scope="col" className={styles.money}>
              {t('loanAccount.schedule.columns.paid')}
            </th>
            <th scope="col" className={styles.money}>
              {t('loanAccount.schedule.columns.outstanding')}
            </th>
            <th scope="col">{t('loanAccount.schedule.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { dueSen, paidSen } = rowFigures(row);
            return (
              <tr key={row.instalmentNo}>
                <td>{row.instalmentNo}</td>
                <td>{formatMalaysianDate(row.dueOn, language)}</td>
                <td className={styles.money}>
                  {money(dueSen)}
                  <ChargesNote row={row} />
                </td>
                <td className={styles.money}>{money(paidSen)}</td>
                <td className={styles.money}>{money(row.outstandingSen)}</td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('loanAccount.schedule.total')}
            </th>
            <td className={styles.money}>{money(addSen(...figures.map((row) => row.dueSen)))}</td>
            <td className={styles.money}>{money(addSen(...figures.map((row) => row.paidSen)))}</td>
            <td className={styles.money}>{money(addSen(...rows.map((row) => row.outstandingSen)))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ScheduleCards({ rows }: { readonly rows: readonly TenureRow[] }) {
  const { t, language } = useT('journey');
  const money = (amount: Sen) => formatRinggit(amount, language);
  return (
    <ol className={styles.cards}>
      {rows.map((row) => {
        const { dueSen, paidSen } = rowFigures(row);
        return (
          <li key={row.instalmentNo} className={`${styles.card} ${styles[`${row.status}Card`]}`}>
            <div className={styles.cardHeader}>
              <h3>{t('loanAccount.schedule.card', { no: row.instalmentNo })}</h3>
              <StatusBadge status={row.status} />
            </div>
            <FigureList
              figures={[
                {
                  id: 'due',
                  term: t('loanAccount.schedule.columns.dueOn'),
                  value: formatMalaysianDate(row.dueOn, language),
                },
                { id: 'amount', term: t('loanAccount.schedule.columns.amount'), value: money(dueSen) },
                { id: 'paid', term: t('loanAccount.schedule.columns.paid'), value: money(paidSen) },
                {
                  id: 'outstanding',
                  term: t('loanAccount.schedule.columns.outstanding'),
                  value: money(row.outstandingSen),
                  strong: row.outstandingSen > 0,
                },
              ]}
            />
            <ChargesNote row={row} />
            {row.metOn ? (
              <p className={styles.note}>
                {t('loanAccount.schedule.metOn', { date: formatMalaysianDate(row.metOn, language, 'long') })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
