import { useSearchParams } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useT } from '../../../lib/use-t.ts';
import { AUDIT_PAGE_SIZE, useAuditSearch } from '../api/search-audit.ts';
import { type AuditFilter, AuditSearchForm, auditFilterSchema } from '../components/audit-search-form.tsx';
import { AuditTable } from '../components/audit-table.tsx';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The filter as the address holds it; a hand-edited address that does not parse is read as no filter. */
function filterOf(params: URLSearchParams): AuditFilter {
  const parsed = auditFilterSchema.safeParse({
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  });
  return parsed.success ? parsed.data : {};
}

function addressOf(filter: AuditFilter, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The admin's search of the whole audit trail; the address keeps the search, so Back and links work. */
export function Component() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = pageOf(params.get('page'));
  const results = useAuditSearch({ ...filter, page, pageSize: AUDIT_PAGE_SIZE });
  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <AuditSearchForm
        key={params.toString()}
        initial={filter}
        onSearch={(next) => setParams(addressOf(next, 1).slice(1))}
      />
      {results.isPending ? <Loading /> : null}
      {results.isError ? <LoadError error={results.error} onRetry={() => void results.refetch()} /> : null}
      {results.data ? (
        <>
          <p role="status">{t('audit.found', { total: results.data.total })}</p>
          {results.data.items.length > 0 ? <AuditTable items={results.data.items} /> : null}
          <Pager
            page={results.data.page}
            pageSize={results.data.pageSize}
            total={results.data.total}
            hrefFor={(target) => addressOf(filter, target)}
          />
        </>
      ) : null}
    </>
  );
}
