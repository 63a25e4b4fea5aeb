import { BACKOFFICE_PATHS, cancelRequestSchema, decisionResponseSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUEUES_KEY } from '../../../lib/query-keys.ts';
import { applicationQueryOptions } from './get-application.ts';

export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** The admin's cancel call (PATCH): the server answers its message and the application as it now is. */
export function cancelApplication(id: string, body: CancelRequest) {
  return apiRequest(BACKOFFICE_PATHS.cancel(id), {
    method: 'PATCH',
    json: body,
    schema: decisionResponseSchema,
  });
}

export function useCancelApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelRequest) => cancelApplication(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, response.application);
      void queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
    },
  });
}

export { cancelRequestSchema };
