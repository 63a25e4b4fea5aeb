import { QUEUE_PRODUCTS, QUEUE_STATUSES, type QueueStatus, type Variant } from '@sinar/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { queueListPath, ROUTES } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { QUEUE_PAGE_SIZE, useQueueList } from '../api/get-queue-list.ts';
import { QueueListTable } from '../components/queue-list-table.tsx';

const isQueueStatus = (value: unknown): value is QueueStatus =>
  (QUEUE_STATUSES as readonly unknown[]).includes(value);
const isProduct = (value: unknown): value is Variant =>
  (QUEUE_PRODUCTS as readonly unknown[]).includes(value);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The product filter: all, conventional or Islamic, each a link so the address says what is shown. */
function ProductFilter({ status, product }: { readonly status: QueueStatus; readonly product?: Variant }) {
  const { t } = useT();
  const options: readonly (Variant | undefined)[] = [undefined, ...QUEUE_PRODUCTS];
  return (
    <FilterLinks
      label={t('queueList.productFilter')}
      links={options.map((option) => ({
        key: option ?? 'all',
        to: queueListPath(status, option),
        label: option ? t(`products.${option}`) : t('products.all'),
        current: option === product,
      }))}
    />
  );
}

function QueueList({ status }: { readonly status: QueueStatus }) {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('product');
  const product = isProduct(requested) ? requested : undefined;
  const page = pageOf(searchParams.get('page'));
  const list = useQueueList({ status, applicationType: product, page, pageSize: QUEUE_PAGE_SIZE });
  const statusName = t(`statuses.${status}`);
  return (
    <>
      <p>
        <Link to={ROUTES.queues}>{t('queueList.back')}</Link>
      </p>
      <PageHeader
        title={statusName}
        lead={list.data ? t('queueList.lead', { total: list.data.total }) : undefined}
      />
      <ProductFilter status={status} product={product} />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p>{t('queueList.empty')}</p>
        ) : (
          <>
            <QueueListTable
              items={list.data.items}
              caption={t('queueList.caption', {
                status: statusName,
                product: product ? t(`products.${product}`) : t('products.all'),
              })}
            />
            <Pager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              hrefFor={(target) => queueListPath(status, product, target)}
            />
          </>
        )
      ) : null}
    </>
  );
}

/** One queue: the applications of a status (and product), oldest first, a page at a time. */
export function Component() {
  const { t } = useT();
  const { status } = useParams();
  if (!isQueueStatus(status)) {
    return (
      <>
        <PageHeader title={t('pages.notFound.title')} lead={t('queueList.unknownStatus')} />
        <Link to={ROUTES.queues}>{t('pages.toQueues')}</Link>
      </>
    );
  }
  return <QueueList status={status} />;
}
