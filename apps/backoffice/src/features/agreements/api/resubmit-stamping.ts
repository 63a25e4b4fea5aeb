import {
  AGREEMENT_BACKOFFICE_PATHS,
  officerAgreementChangedSchema,
  type StampingResubmitRequest,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { agreementQueryOptions } from './get-agreement.ts';

/** A disbursement officer submits a rejected or failed e-stamping again, with the reason the audit trail keeps. */
export function resubmitStamping(id: string, body: StampingResubmitRequest) {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.resubmitStamping(id), {
    method: 'POST',
    json: body,
    schema: officerAgreementChangedSchema,
  });
}

export function useResubmitStamping(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StampingResubmitRequest) => resubmitStamping(id, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(agreementQueryOptions(id).queryKey, answer.agreement);
      await queryClient.invalidateQueries({ queryKey: ['agreements', 'list'] });
    },
  });
}
