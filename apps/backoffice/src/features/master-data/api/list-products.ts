import { type AdminProduct, adminProductSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const productsKey = ['masterData', 'products'] as const;

export function listProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return apiRequest(MASTER_ADMIN_PATHS.products, { signal, schema: z.array(adminProductSchema) });
}

export function useProducts() {
  return useQuery({ queryKey: productsKey, queryFn: ({ signal }) => listProducts(signal) });
}
