import { BACKOFFICE_PATHS, officerWithTemporaryPasswordSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { officersQueryOptions } from './list-officers.ts';

/** POST a reset: the second factor is cleared and a temporary password set; the officer enrols again. */
export function resetOfficer(id: string) {
  return apiRequest(BACKOFFICE_PATHS.officerReset(id), {
    method: 'POST',
    schema: officerWithTemporaryPasswordSchema,
  });
}

export function useResetOfficer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetOfficer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officersQueryOptions().queryKey }),
  });
}
