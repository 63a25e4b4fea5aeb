import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  DELINQUENCY_BUCKETS,
  formatMalaysianDate,
  formatRinggit,
  type LoanAccountSearch,
  type LoanAccountSearchQuery,
} from '@sinar/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { loanAccountPath, loanAccountSearchPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { ACCOUNT_PAGE_SIZE, useLoanAccountSearch } from '../api/loan-account-queries.ts';
import { BUCKET_LABELS, isBucket } from '../components/loan-account-labels.ts';
import styles from '../components/loan-accounts.module.css';

const isStatus = (value: unknown): value is AccountStatus =>
  (ACCOUNT_STATUSES as readonly unknown[]).includes(value);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The filter the address holds, the fields the server would refuse left out. */
function queryFrom(params: URLSearchParams): LoanAccountSearchQuery {
  const agreementNo = params.get('agreementNo')?.trim();
  const name = params.get('name')?.trim();
  const nricLast = params.get('nricLast')?.trim();
  const status = params.get('status');
  const bucket = params.get('bucket');
  return {
    ...(agreementNo ? { agreementNo } : {}),
    ...(name && name.length >= 2 ? { name } : {}),
    ...(nricLast && /^\d{4,12}$/.test(nricLast) ? { nricLast } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isBucket(bucket) ? { bucket } : {}),
    page: pageOf(params.get('page')),
    pageSize: ACCOUNT_PAGE_SIZE,
  };
}

/** The loan and financing accounts: a search by number, name, NRIC ending, status and bucket, one page at a time. */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const query = queryFrom(params);
  const found = useLoanAccountSearch(query);
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  return (
    <>
      <PageHeader title={t('loanAccounts.title')} lead={t('loanAccounts.lead')} />
      <SearchForm key={params.toString()} initial={filter} />
      {found.isPending ? <Loading /> : null}
      {found.isError ? <LoadError error={found.error} onRetry={() => void found.refetch()} /> : null}
      {found.data ? (
        <>
          <AccountTable found={found.data} />
          <Pager
            page={found.data.page}
            pageSize={found.data.pageSize}
            total={found.data.total}
            hrefFor={(target) => loanAccountSearchPath({ ...filter, page: target })}
          />
        </>
      ) : null}
    </>
  );
}

type Filter = Omit<LoanAccountSearchQuery, 'page' | 'pageSize'>;

function SearchForm({ initial }: { readonly initial: Filter }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [agreementNo, setAgreementNo] = useState(initial.agreementNo ?? '');
  const [name, setName] = useState(initial.name ?? '');
  const [nricLast, setNricLast] = useState(initial.nricLast ?? '');
  const [status, setStatus] = useState<string>(initial.status ?? '');
  const [bucket, setBucket] = useState<string>(initial.bucket ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(loanAccountSearchPath({ agreementNo, name, nricLast, status, bucket }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some office browsers; the role gives the same landmark
    <form
      role="search"
      aria-label={t('loanAccounts.searchLabel')}
      className={styles.searchForm}
      onSubmit={submit}
    >
      <TextField
        label={t('loanAccounts.agreementNo')}
        hint={t('loanAccounts.agreementNoHint')}
        value={agreementNo}
        maxLength={40}
        onChange={(event) => setAgreementNo(event.target.value)}
      />
      <TextField
        label={t('loanAccounts.name')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('loanAccounts.nricLast')}
        hint={t('loanAccounts.nricLastHint')}
        value={nricLast}
        inputMode="numeric"
        maxLength={12}
        onChange={(event) => setNricLast(event.target.value.replace(/\D/g, ''))}
      />
      <SelectField
        label={t('loanAccounts.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      >
        <option value="">{t('loanAccounts.anyStatus')}</option>
        {ACCOUNT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`accountStatuses.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('loanAccounts.bucket')}
        value={bucket}
        onChange={(event) => setBucket(event.target.value)}
      >
        <option value="">{t('loanAccounts.anyBucket')}</option>
        {DELINQUENCY_BUCKETS.map((option) => (
          <option key={option} value={option}>
            {t(BUCKET_LABELS[option])}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit">{t('loanAccounts.search')}</Button>
      </div>
    </form>
  );
}

function AccountTable({ found }: { readonly found: LoanAccountSearch }) {
  const { t, language } = useT();
  if (found.accounts.length === 0) return <p>{t('loanAccounts.empty')}</p>;
  return (
    <>
      <p>{t('loanAccounts.total', { count: found.total })}</p>
      <TableFrame>
        <table className="data-table">
          <caption>{t('loanAccounts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loanAccounts.agreementNo')}</th>
              <th scope="col">{t('loanAccounts.holder')}</th>
              <th scope="col">{t('loanAccounts.product')}</th>
              <th scope="col">{t('loanAccounts.status')}</th>
              <th scope="col" className="numeric">
                {t('loanAccounts.amount')}
              </th>
              <th scope="col" className="numeric">
                {t('loanAccounts.outstanding')}
              </th>
              <th scope="col" className="numeric">
                {t('loanAccounts.arrears')}
              </th>
              <th scope="col">{t('loanAccounts.bucket')}</th>
              <th scope="col">{t('loanAccounts.opened')}</th>
            </tr>
          </thead>
          <tbody>
            {found.accounts.map((account) => (
              <tr key={account.accountId}>
                <th scope="row" className="nowrap">
                  <Link to={loanAccountPath(account.accountId)}>{account.agreementNo}</Link>
                </th>
                <td>
                  {account.holderName}
                  {account.holderNric ? <div className="muted">{account.holderNric}</div> : null}
                </td>
                <td>{t(`products.${account.company}`)}</td>
                <td>{t(`accountStatuses.${account.status}`)}</td>
                <td className="numeric">{formatRinggit(account.amountSen, language)}</td>
                <td className="numeric">{formatRinggit(account.outstandingBalanceSen, language)}</td>
                <td className="numeric">{formatRinggit(account.arrearsSen, language)}</td>
                <td>{t(BUCKET_LABELS[account.bucket])}</td>
                <td className="nowrap">{formatMalaysianDate(account.openedOn, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
