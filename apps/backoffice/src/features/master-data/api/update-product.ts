import { adminProductSchema, MASTER_ADMIN_PATHS, type ProductUpdateRequest } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { productsQueryOptions } from './list-products.ts';

/** PATCH a product's names, or (de)activate it. */
export function updateProduct(code: string, body: ProductUpdateRequest) {
  return apiRequest(MASTER_ADMIN_PATHS.product(code), {
    method: 'PATCH',
    json: body,
    schema: adminProductSchema,
  });
}

export function useUpdateProduct(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdateRequest) => updateProduct(code, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  });
}
