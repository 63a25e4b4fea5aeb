import type { QueueStatus, Variant } from '@sinar/domain';

/** The app's routes, under the basename /backoffice. */
export const ROUTES = {
  queues: '/',
  login: '/login',
  password: '/password',
  audit: '/audit',
  officers: '/officers',
  customers: '/customers',
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

/** Where the login page sends the officer afterwards: only a path of this app, never another site. */
export function safeNextPath(value: string | null): string {
  const internal = value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return internal && value ? value : ROUTES.queues;
}

export function loginPathFor(next: string): string {
  return next === ROUTES.queues ? ROUTES.login : `${ROUTES.login}?${new URLSearchParams({ next })}`;
}
