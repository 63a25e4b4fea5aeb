import { BACKOFFICE_PATHS, type DecisionRequest, decisionResponseSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUEUES_KEY } from '../../../lib/query-keys.ts';
import { applicationQueryOptions } from './get-application.ts';

/** POST a decision; the server answers its message and the application as it now is. */
export function decide(id: string, body: DecisionRequest) {
  return apiRequest(BACKOFFICE_PATHS.decisions(id), {
    method: 'POST',
    json: body,
    schema: decisionResponseSchema,
  });
}

/** After a decision the view shows the answer's application, and every queue's counts are read again. */
export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionRequest) => decide(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, response.application);
      void queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
    },
  });
}
