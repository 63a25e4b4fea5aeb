import { MASTER_ADMIN_PATHS, type ProductCodeUpdateRequest, productCodeSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { codesQueryOptions } from './list-codes.ts';

/** PATCH a code's product, waiver or dates, or (de)activate it. */
export function updateCode(code: string, body: ProductCodeUpdateRequest) {
  return apiRequest(MASTER_ADMIN_PATHS.code(code), {
    method: 'PATCH',
    json: body,
    schema: productCodeSchema,
  });
}

export function useUpdateCode(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCodeUpdateRequest) => updateCode(code, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesQueryOptions().queryKey }),
  });
}
