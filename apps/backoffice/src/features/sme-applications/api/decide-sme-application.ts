import { type DecisionRequest, SME_BACKOFFICE_PATHS, smeDecisionResponseSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { smeApplicationQueryOptions } from './get-sme-application.ts';
import { SME_QUEUES_KEY } from './get-sme-queues.ts';

/** An officer's decision, or the admin's cancel (`{ decision: 'cancel', remark }`). */
export type SmeDecision = DecisionRequest | { readonly decision: 'cancel'; readonly remark: string };

/** POST a decision, or PATCH the admin's cancel; the server answers its message and the application as it now is. */
export function decideSmeApplication(id: string, body: SmeDecision) {
  return body.decision === 'cancel'
    ? apiRequest(SME_BACKOFFICE_PATHS.cancel(id), {
        method: 'PATCH',
        json: { remark: body.remark },
        schema: smeDecisionResponseSchema,
      })
    : apiRequest(SME_BACKOFFICE_PATHS.decisions(id), {
        method: 'POST',
        json: body,
        schema: smeDecisionResponseSchema,
      });
}

/** After a decision the view shows the answer's application, and the SME queues are read again. */
export function useDecideSmeApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmeDecision) => decideSmeApplication(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(smeApplicationQueryOptions(id).queryKey, response.application);
      void queryClient.invalidateQueries({ queryKey: SME_QUEUES_KEY });
    },
  });
}
