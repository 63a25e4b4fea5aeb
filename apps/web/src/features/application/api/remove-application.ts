import { APPLICATION_PATHS } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';

/** DELETE: the applicant cancels the draft, after confirming. */
export async function removeApplication(id: string): Promise<void> {
  await apiRequest(APPLICATION_PATHS.remove(id), { method: 'DELETE' });
}

export function useRemoveApplication(userId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: removeApplication,
    onSuccess: () => queries.removeQueries({ queryKey: latestApplicationQueryOptions(userId).queryKey }),
  });
}
