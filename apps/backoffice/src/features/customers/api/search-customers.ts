import { BACKOFFICE_PATHS, customerLookupSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type CustomerMatch = z.infer<typeof customerLookupSchema>[number];

/** GET customers by name, phone, email, NRIC or application number (admin). */
export function searchCustomers(q: string, signal?: AbortSignal): Promise<CustomerMatch[]> {
  return apiRequest(BACKOFFICE_PATHS.users, { query: { q }, signal, schema: customerLookupSchema });
}

/** Runs only once something was searched for. */
export function customerSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['customers', q] as const,
    queryFn: q === '' ? skipToken : ({ signal }) => searchCustomers(q, signal),
  });
}

export function useCustomerSearch(q: string) {
  return useQuery(customerSearchQueryOptions(q));
}
