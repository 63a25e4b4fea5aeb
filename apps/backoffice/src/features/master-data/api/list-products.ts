import { type AdminProduct, adminProductSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export function listProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return apiRequest(MASTER_ADMIN_PATHS.products, { signal, schema: z.array(adminProductSchema) });
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
