import { useSearchParams } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useCustomerSearch } from '../api/search-customers.ts';
import { CustomerSearchForm } from '../components/customer-search-form.tsx';
import { CustomersTable } from '../components/customers-table.tsx';

/** The admin's customer look-up, with each customer's latest application one click away. */
export function Component() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const results = useCustomerSearch(q);
  return (
    <>
      <PageHeader title={t('customers.title')} lead={t('customers.lead')} />
      <CustomerSearchForm key={q} initial={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {q !== '' && results.isPending ? <Loading /> : null}
      {results.isError ? <LoadError error={results.error} onRetry={() => void results.refetch()} /> : null}
      {results.data ? (
        <>
          <p role="status">{t('customers.found', { total: results.data.length })}</p>
          {results.data.length > 0 ? <CustomersTable customers={results.data} /> : null}
        </>
      ) : null}
    </>
  );
}
