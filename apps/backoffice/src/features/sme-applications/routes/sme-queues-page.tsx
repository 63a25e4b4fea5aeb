import { QUEUE_STATUSES, type QueueStatus, SME_QUEUE_PRODUCTS, type SmeQueueProduct } from '@sinar/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { smeQueuePath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { SME_QUEUE_PAGE_SIZE, useSmeQueueList, useSmeQueueSummary } from '../api/get-sme-queues.ts';
import styles from '../components/sme-applications.module.css';
import { SmeQueueTable } from '../components/sme-queue-table.tsx';
import { SmeSummaryTable } from '../components/sme-summary-table.tsx';

const isStatus = (value: unknown): value is QueueStatus =>
  (QUEUE_STATUSES as readonly unknown[]).includes(value);
const isProduct = (value: unknown): value is SmeQueueProduct =>
  (SME_QUEUE_PRODUCTS as readonly unknown[]).includes(value);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The search box: the text goes into the address, so the list found can be shared and returned to. */
function SearchForm({
  filter,
}: {
  readonly filter: { status?: QueueStatus; product?: SmeQueueProduct; q?: string };
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const [text, setText] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(smeQueuePath({ ...filter, q: text.trim() }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some office browsers; the role gives the same landmark
    <form role="search" onSubmit={submit} className={styles.search}>
      <TextField
        label={t('smeApplications.search.label')}
        hint={t('smeApplications.search.hint')}
        type="search"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('smeApplications.search.submit')}</Button>
    </form>
  );
}

/**
 * The SME and staff applications waiting for an officer (decision 062): the counts by status and product, then the
 * applications themselves, filtered by product and status and searched, oldest first, a page at a time.
 */
export function Component() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const status = isStatus(searchParams.get('status'))
    ? (searchParams.get('status') as QueueStatus)
    : undefined;
  const product = isProduct(searchParams.get('product'))
    ? (searchParams.get('product') as SmeQueueProduct)
    : undefined;
  const q = searchParams.get('q') ?? undefined;
  const page = pageOf(searchParams.get('page'));
  const filter = { status, product, q };
  const summary = useSmeQueueSummary();
  const list = useSmeQueueList({ status, product, q, page, pageSize: SME_QUEUE_PAGE_SIZE });
  return (
    <>
      <PageHeader
        title={t('smeApplications.title')}
        lead={summary.data ? t('smeApplications.lead', { days: summary.data.targetBusinessDays }) : undefined}
      />
      {summary.isPending ? <Loading /> : null}
      {summary.isError ? <LoadError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {summary.data ? <SmeSummaryTable summary={summary.data} /> : null}
      <FilterLinks
        label={t('smeApplications.product')}
        links={[undefined, ...SME_QUEUE_PRODUCTS].map((option) => ({
          key: option ?? 'all',
          to: smeQueuePath({ ...filter, product: option }),
          label: option ? t(`smeApplications.products.${option}`) : t('smeApplications.allProducts'),
          current: option === product,
        }))}
      />
      <FilterLinks
        label={t('smeApplications.status')}
        links={[undefined, ...QUEUE_STATUSES].map((option) => ({
          key: option ?? 'all',
          to: smeQueuePath({ ...filter, status: option }),
          label: option ? t(`statuses.${option}`) : t('smeApplications.allStatuses'),
          current: option === status,
        }))}
      />
      <SearchForm key={q ?? ''} filter={filter} />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <p>{t('smeApplications.list.lead', { total: list.data.total })}</p>
          {list.data.items.length === 0 ? (
            <p>{t('smeApplications.list.empty')}</p>
          ) : (
            <>
              <SmeQueueTable items={list.data.items} />
              <Pager
                page={list.data.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                hrefFor={(target) => smeQueuePath({ ...filter, page: target })}
              />
            </>
          )}
        </>
      ) : null}
    </>
  );
}
