import { STEP_PATHS } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';

/** PATCH the documents step as completed: the server records it only when the set is complete. */
export function completeDocumentUpload(applicationId: string): Promise<unknown> {
  return apiRequest(STEP_PATHS.documentUploadCompleted(applicationId), { method: 'PATCH' });
}

export function useCompleteDocumentUpload() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: completeDocumentUpload,
    onSuccess: () => queries.invalidateQueries({ queryKey: latestApplicationQueryOptions().queryKey }),
  });
}
