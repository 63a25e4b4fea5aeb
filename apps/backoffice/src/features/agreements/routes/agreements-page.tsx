import {
  AGREEMENT_LIST_PRODUCT_KEYS,
  AGREEMENT_LIST_PRODUCTS,
  AGREEMENT_STATUSES,
  type AgreementList,
  type AgreementListProduct,
  type AgreementStatus,
  agreementListProductOf,
  formatMalaysianDate,
  formatMalaysianDateTime,
  formatRinggit,
} from '@sinar/domain';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { agreementApplicationPath, agreementListPath, agreementPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { AGREEMENT_PAGE_SIZE, useAgreements } from '../api/get-agreements.ts';
import { AgreementStatusBadge } from '../components/agreement-badge.tsx';

const isStatus = (value: unknown): value is AgreementStatus =>
  (AGREEMENT_STATUSES as readonly unknown[]).includes(value);
const isProduct = (value: unknown): value is AgreementListProduct =>
  (AGREEMENT_LIST_PRODUCT_KEYS as readonly unknown[]).includes(value);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

interface Filter {
  readonly status?: AgreementStatus;
  readonly product?: AgreementListProduct;
  /** Only the agreements that need an officer (a stamping rejected or given up, a trade not unwound). */
  readonly attention?: boolean;
}

/** The agreements by status and product, each count a link to its list; then the list, latest change first. */
export function Component() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const product = searchParams.get('product');
  const filter: Filter = {
    ...(isStatus(status) ? { status } : {}),
    ...(isProduct(product) ? { product } : {}),
    ...(searchParams.get('attention') === '1' ? { attention: true } : {}),
  };
  const page = pageOf(searchParams.get('page'));
  const list = useAgreements({
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.product ? AGREEMENT_LIST_PRODUCTS[filter.product] : {}),
    ...(filter.attention ? { needsAttention: true } : {}),
    page,
    pageSize: AGREEMENT_PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title={t('agreements.title')} lead={t('agreements.lead')} />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <Counts counts={list.data.counts} product={filter.product} />
          <ProductFilter filter={filter} needsAttention={list.data.needsAttention} />
          <AgreementTable list={list.data} filter={filter} />
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            hrefFor={(target) => agreementListPath({ ...filter, page: target })}
          />
        </>
      ) : null}
    </>
  );
}

/** A product's name, or all products'. */
function useProductLabel() {
  const { t } = useT();
  return (product: AgreementListProduct | undefined) =>
    product ? t(`agreements.products.${product}`) : t('products.all');
}

/**
 * Every status with an agreement, in the journey's order, by product; each count opens its list. The server counts
 * within the product chosen, so once one is chosen it is the only column.
 */
function Counts({
  counts,
  product: chosen,
}: {
  readonly counts: AgreementList['counts'];
  readonly product: AgreementListProduct | undefined;
}) {
  const { t } = useT();
  const productLabel = useProductLabel();
  const statuses = AGREEMENT_STATUSES.filter((status) => counts.some((count) => count.status === status));
  const countOf = (status: AgreementStatus, product?: AgreementListProduct) =>
    counts
      .filter(
        (count) =>
          count.status === status &&
          (!product || agreementListProductOf(count.product, count.company) === product),
      )
      .reduce((sum, count) => sum + count.count, 0);
  const products: readonly (AgreementListProduct | undefined)[] = chosen
    ? [chosen]
    : [...AGREEMENT_LIST_PRODUCT_KEYS, undefined];
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('agreements.countsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agreements.status')}</th>
            {products.map((product) => (
              <th scope="col" className="numeric" key={product ?? 'all'}>
                {productLabel(product)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status}>
              <th scope="row">{t(`agreementStatuses.${status}`)}</th>
              {products.map((product) => {
                const count = countOf(status, product);
                return (
                  <td className="numeric" key={product ?? 'all'}>
                    <Link
                      to={agreementListPath({ status, ...(product ? { product } : {}) })}
                      aria-label={`${count} ${t('agreements.countLabel', {
                        status: t(`agreementStatuses.${status}`),
                        product: productLabel(product),
                      })}`}
                    >
                      {count}
                    </Link>
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

/** All products or one of the four, keeping the status chosen; and the agreements that need an officer. */
function ProductFilter({
  filter,
  needsAttention,
}: {
  readonly filter: Filter;
  readonly needsAttention: number;
}) {
  const { t } = useT();
  const productLabel = useProductLabel();
  const options: readonly (AgreementListProduct | undefined)[] = [undefined, ...AGREEMENT_LIST_PRODUCT_KEYS];
  const products = options.map((option) => ({
    key: option ?? 'all',
    to: agreementListPath({
      ...(filter.status ? { status: filter.status } : {}),
      ...(option ? { product: option } : {}),
    }),
    label: productLabel(option),
    current: option === filter.product,
  }));
  const allStatuses = filter.status
    ? [
        {
          key: 'all-statuses',
          to: agreementListPath(filter.product ? { product: filter.product } : {}),
          label: t('agreements.allStatuses'),
        },
      ]
    : [];
  const attention = {
    key: 'attention',
    to: agreementListPath({ ...filter, attention: !filter.attention }),
    label: t('agreements.needsAttention', { count: needsAttention }),
    current: filter.attention === true,
  };
  return (
    <FilterLinks label={t('agreements.productFilter')} links={[...products, ...allStatuses, attention]} />
  );
}

function AgreementTable({ list, filter }: { readonly list: AgreementList; readonly filter: Filter }) {
  const { t, language } = useT();
  const productLabel = useProductLabel();
  if (list.items.length === 0) return <p>{t('agreements.empty')}</p>;
  return (
    <>
      <p>{t('agreements.total', { total: list.total })}</p>
      <TableFrame>
        <table className="data-table">
          <caption>
            {t('agreements.caption', {
              status: filter.status ? t(`agreementStatuses.${filter.status}`) : t('agreements.allStatuses'),
              product: productLabel(filter.product),
            })}
            {filter.attention ? `, ${t('agreements.needsAttentionCaption')}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('agreements.agreementNo')}</th>
              <th scope="col">{t('agreements.applicant')}</th>
              <th scope="col">{t('agreements.loanType')}</th>
              <th scope="col">{t('agreements.product')}</th>
              <th scope="col">{t('agreements.status')}</th>
              <th scope="col">{t('agreements.attentionColumn')}</th>
              <th scope="col" className="numeric">
                {t('agreements.amount')}
              </th>
              <th scope="col" className="numeric">
                {t('agreements.tenure')}
              </th>
              <th scope="col">{t('agreements.opened')}</th>
              <th scope="col">{t('agreements.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id}>
                <td className="nowrap">
                  <Link to={agreementPath(item.id)}>{item.agreementNo}</Link>
                  <div>
                    <Link
                      to={agreementApplicationPath(item)}
                      aria-label={t('agreements.applicationLink', { applicationNo: item.applicationNo })}
                    >
                      {item.applicationNo}
                    </Link>
                  </div>
                </td>
                <td>{item.applicantName}</td>
                <td>{t(`agreements.loanTypes.${item.product}`)}</td>
                <td>{t(`products.${item.company}`)}</td>
                <td>
                  <AgreementStatusBadge status={item.status} />
                </td>
                <td>
                  {item.attention.map((reason) => (
                    <Badge tone="danger" key={reason}>
                      {t(`agreements.attention.${reason}`)}
                    </Badge>
                  ))}
                </td>
                <td className="numeric">{formatRinggit(item.approvedAmountSen, language)}</td>
                <td className="numeric">{t('common.months', { months: item.tenureMonths })}</td>
                <td className="nowrap">{formatMalaysianDate(item.openedAt, language)}</td>
                <td className="nowrap">{formatMalaysianDateTime(item.updatedAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
