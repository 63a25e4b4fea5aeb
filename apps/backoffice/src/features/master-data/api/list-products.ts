import { type AdminProduct, adminProductListSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function listProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return apiRequest(MASTER_ADMIN_PATHS.products, { signal, schema: adminProductListSchema });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: ['masterData', 'products'] as const,
    queryFn: ({ signal }) => listProducts(signal),
  });
}
