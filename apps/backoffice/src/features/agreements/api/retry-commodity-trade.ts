import {
  AGREEMENT_BACKOFFICE_PATHS,
  type DisbursementActionRequest,
  officerAgreementChangedSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { agreementQueryOptions } from './get-agreement.ts';
import { commodityTradeQueryOptions } from './get-commodity-trade.ts';

/** A disbursement officer requests the failed leg of the trade again, with a remark. */
export function retryCommodityTrade(id: string, body: DisbursementActionRequest) {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(id), {
    method: 'POST',
    json: body,
    schema: officerAgreementChangedSchema,
  });
}

export function useRetryCommodityTrade(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisbursementActionRequest) => retryCommodityTrade(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commodityTradeQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: agreementQueryOptions(id).queryKey }),
      ]);
    },
  });
}
