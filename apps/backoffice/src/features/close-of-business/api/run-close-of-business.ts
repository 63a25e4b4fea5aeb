import { CLOSE_OF_BUSINESS_PATHS, closeOfBusinessRunResultSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** An admin closes every business day behind the calendar now. */
export function runCloseOfBusiness() {
  return apiRequest(CLOSE_OF_BUSINESS_PATHS.run, { method: 'POST', schema: closeOfBusinessRunResultSchema });
}

export function useRunCloseOfBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCloseOfBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['close-of-business'] }),
  });
}
