import { MASTER_ADMIN_PATHS, type ProductCodeCreateRequest, productCodeSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { codesQueryOptions } from './list-codes.ts';

/** POST a new campaign or referral code. */
export function createCode(body: ProductCodeCreateRequest) {
  return apiRequest(MASTER_ADMIN_PATHS.codes, { method: 'POST', json: body, schema: productCodeSchema });
}

export function useCreateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesQueryOptions().queryKey }),
  });
}
