import { BACKOFFICE_PATHS, type CustomerDetail, customerDetailSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const customerKey = (id: string) => ['customer', id] as const;

/** GET one customer's account and applications (admin); the server records the reading. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest(BACKOFFICE_PATHS.user(id), { signal, schema: customerDetailSchema });
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKey(id), queryFn: ({ signal }) => getCustomer(id, signal) });
}
