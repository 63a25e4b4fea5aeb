import { formatMalaysianDate, formatRinggit, type QueueItem } from '@sinar/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { applicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './queues.module.css';

/** A queue's applications, oldest first as the server sends them. */
export function QueueListTable({
  items,
  caption,
}: {
  readonly items: readonly QueueItem[];
  readonly caption: string;
}) {
  const { t, language } = useT();
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('queueList.applicationNo')}</th>
            <th scope="col">{t('queueList.applicant')}</th>
            <th scope="col">{t('queueList.product')}</th>
            <th scope="col" className="numeric">
              {t('queueList.amount')}
            </th>
            <th scope="col" className="numeric">
              {t('queueList.tenure')}
            </th>
            <th scope="col">{t('queueList.submitted')}</th>
            <th scope="col">{t('queueList.age')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="nowrap">
                <Link to={applicationPath(item.id)}>{item.applicationNo}</Link>
              </td>
              <td>{item.applicantName}</td>
              <td>{t(`products.${item.applicationType}`)}</td>
              <td className="numeric">{formatRinggit(item.amountSen, language)}</td>
              <td className="numeric">{t('common.months', { months: item.tenureMonths })}</td>
              <td className="nowrap">{formatMalaysianDate(item.submittedAt, language)}</td>
              <td>
                <span className={styles.age}>
                  {item.ageBusinessDays}
                  {item.overdue ? <Badge tone="danger">{t('queueList.overdue')}</Badge> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
