import {
  AGREEMENT_BACKOFFICE_PATHS,
  type DisbursementActionRequest,
  officerAgreementChangedSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { disbursementsQueryOptions } from './get-disbursements.ts';

export type DisbursementAction = 'prepare' | 'release';

const PATHS = {
  prepare: AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement,
  release: AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement,
} as const;

/** Prepares (one disbursement officer) or releases (another) the payout of an agreement, with a remark. */
export function disbursementAction(
  action: DisbursementAction,
  agreementId: string,
  body: DisbursementActionRequest,
) {
  return apiRequest(PATHS[action](agreementId), {
    method: 'POST',
    json: body,
    schema: officerAgreementChangedSchema,
  });
}

export function useDisbursementAction(action: DisbursementAction, agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisbursementActionRequest) => disbursementAction(action, agreementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disbursementsQueryOptions.queryKey }),
  });
}
