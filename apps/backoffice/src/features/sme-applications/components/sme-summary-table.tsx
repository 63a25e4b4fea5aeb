import { QUEUE_STATUSES, SME_QUEUE_PRODUCTS, type SmeQueueSummary } from '@sinar/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { smeQueuePath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';

/** The SME and staff queues: how many wait in each status and product, each count a link to its list. */
export function SmeSummaryTable({ summary }: { readonly summary: SmeQueueSummary }) {
  const { t } = useT();
  const statuses = QUEUE_STATUSES.filter((status) => summary.queues.some((queue) => queue.status === status));
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('smeApplications.summaryCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('smeApplications.status')}</th>
            {SME_QUEUE_PRODUCTS.map((product) => (
              <th key={product} scope="col" className="numeric">
                {t(`smeApplications.products.${product}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status}>
              <th scope="row">{t(`statuses.${status}`)}</th>
              {SME_QUEUE_PRODUCTS.map((product) => {
                const queue = summary.queues.find((row) => row.status === status && row.product === product);
                const count = queue?.count ?? 0;
                return (
                  <td key={product} className="numeric">
                    <Link
                      to={smeQueuePath({ status, product })}
                      aria-label={`${count} ${t('smeApplications.cellLabel', {
                        status: t(`statuses.${status}`),
                        product: t(`smeApplications.products.${product}`),
                      })}`}
                    >
                      {count}
                    </Link>
                    {queue && queue.overdueCount > 0 ? (
                      <>
                        {' '}
                        <Badge tone="danger">
                          {t('smeApplications.overdueCount', { overdue: queue.overdueCount })}
                        </Badge>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
