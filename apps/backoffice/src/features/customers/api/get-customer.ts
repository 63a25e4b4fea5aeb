import { BACKOFFICE_PATHS, type CustomerDetail, customerDetailSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET one customer's account and applications (admin); the server records the reading. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest(BACKOFFICE_PATHS.user(id), { signal, schema: customerDetailSchema });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['customer', id] as const,
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}
