import {
  formatMalaysianDate,
  occursInWorkflow,
  QUEUE_PRODUCTS,
  QUEUE_STATUSES,
  type QueueStatus,
  type QueueSummary,
  type Variant,
} from '@sinar/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { queueListPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './queues.module.css';

interface CellFigures {
  readonly count: number;
  readonly overdueCount: number;
  readonly oldestSubmittedAt: string | null;
}

const EMPTY: CellFigures = { count: 0, overdueCount: 0, oldestSubmittedAt: null };

function earliest(first: string | null, second: string | null): string | null {
  if (first === null) return second;
  if (second === null) return first;
  return new Date(first).getTime() <= new Date(second).getTime() ? first : second;
}

/** The figures of one status, by product and for all products together. */
export function figuresOf(summary: QueueSummary, status: QueueStatus, product?: Variant): CellFigures {
  return summary.queues
    .filter(
      (queue) => queue.status === status && (product === undefined || queue.applicationType === product),
    )
    .reduce<CellFigures>(
      (total, queue) => ({
        count: total.count + queue.count,
        overdueCount: total.overdueCount + queue.overdueCount,
        oldestSubmittedAt: earliest(total.oldestSubmittedAt, queue.oldestSubmittedAt),
      }),
      EMPTY,
    );
}

function QueueCell({
  status,
  product,
  figures,
}: {
  readonly status: QueueStatus;
  readonly product?: Variant;
  readonly figures: CellFigures;
}) {
  const { t, language } = useT();
  return (
    <td className={figures.count === 0 ? styles.emptyCell : undefined}>
      <Link to={queueListPath(status, product)} className={styles.count}>
        {figures.count}
        <span className="visually-hidden">
          {' '}
          {t('queues.cellLabel', {
            status: t(`statuses.${status}`),
            product: product ? t(`products.${product}`) : t('products.all'),
          })}
        </span>
      </Link>
      {figures.overdueCount > 0 ? (
        <div>
          <Badge tone="danger">{t('queues.overdueCount', { overdue: figures.overdueCount })}</Badge>
        </div>
      ) : null}
      {figures.oldestSubmittedAt ? (
        <div className={styles.oldest}>
          {t('queues.oldest', { date: formatMalaysianDate(figures.oldestSubmittedAt, language) })}
        </div>
      ) : null}
    </td>
  );
}

/** Counts by status (rows, in the order of the work) and product (columns); each cell opens its list. */
export function QueueTable({ summary }: { readonly summary: QueueSummary }) {
  const { t } = useT();
  const statuses = QUEUE_STATUSES.filter((status) => occursInWorkflow(status, summary.workflow));
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('queues.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('queues.status')}</th>
            {QUEUE_PRODUCTS.map((product) => (
              <th scope="col" key={product}>
                {t(`products.${product}`)}
              </th>
            ))}
            <th scope="col">{t('products.all')}</th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status}>
              <th scope="row">{t(`statuses.${status}`)}</th>
              {QUEUE_PRODUCTS.map((product) => (
                <QueueCell
                  key={product}
                  status={status}
                  product={product}
                  figures={figuresOf(summary, status, product)}
                />
              ))}
              <QueueCell status={status} figures={figuresOf(summary, status)} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
