import type {
  AgreementListProduct,
  AgreementProduct,
  AgreementStatus,
  QueueStatus,
  Variant,
} from '@sinar/domain';

/** The app's routes, under the basename /backoffice. */
export const ROUTES = {
  queues: '/',
  login: '/login',
  password: '/password',
  audit: '/audit',
  officers: '/officers',
  customers: '/customers',
  agreements: '/agreements',
  disbursements: '/disbursements',
  liveCalls: '/live-calls',
  loanAccounts: '/loan-accounts',
  accountRequests: '/loan-account-requests',
  closeOfBusiness: '/close-of-business',
  jompay: '/jompay',
  failedJobs: '/failed-jobs',
  smeApplications: '/sme',
} as const;

export function queueListPath(status: QueueStatus, product?: Variant, page?: number): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/queues/${encodeURIComponent(status)}${query ? `?${query}` : ''}`;
}

export function applicationPath(id: string): string {
  return `/applications/${encodeURIComponent(id)}`;
}

/** The agreements, of one status and product when given, at a page. */
export function agreementListPath(
  filter: {
    status?: AgreementStatus;
    product?: AgreementListProduct;
    attention?: boolean;
    page?: number;
  } = {},
): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.product) params.set('product', filter.product);
  if (filter.attention) params.set('attention', '1');
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return `${ROUTES.agreements}${query ? `?${query}` : ''}`;
}

/** The application an agreement was made from: the individual's, or the SME application of an SME or staff loan. */
export function agreementApplicationPath(agreement: {
  readonly product: AgreementProduct;
  readonly applicationId: string;
}): string {
  return agreement.product === 'INDIVIDUAL'
    ? applicationPath(agreement.applicationId)
    : smeApplicationPath(agreement.applicationId);
}

export function agreementPath(id: string): string {
  return `${ROUTES.agreements}/${encodeURIComponent(id)}`;
}

export function loanAccountPath(id: string): string {
  return `${ROUTES.loanAccounts}/${encodeURIComponent(id)}`;
}

/** The loan accounts a search finds, at a page: the filter as the address's query. */
export function loanAccountSearchPath(filter: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
      params.set(name, String(value));
  const query = params.toString();
  return `${ROUTES.loanAccounts}${query ? `?${query}` : ''}`;
}

/** Where the login page sends the officer afterwards: only a path of this app, never another site. */
export function safeNextPath(value: string | null): string {
  const internal = value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return internal && value ? value : ROUTES.queues;
}

export function loginPathFor(next: string): string {
  return next === ROUTES.queues ? ROUTES.login : `${ROUTES.login}?${new URLSearchParams({ next })}`;
}

/** The SME and staff applications waiting, filtered by status, product and search text, at a page (decision 062). */
export function smeQueuePath(
  filter: Readonly<{
    status?: string | undefined;
    product?: string | undefined;
    q?: string | undefined;
    page?: number;
  }>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
      params.set(name, String(value));
  const query = params.toString();
  return `${ROUTES.smeApplications}${query ? `?${query}` : ''}`;
}

export function smeApplicationPath(id: string): string {
  return `${ROUTES.smeApplications}/${encodeURIComponent(id)}`;
}
