import {
  LOAN_REFUND_PATHS,
  type RefundCredits,
  type RefundRequest,
  type RefundRequestBody,
  refundCreditsSchema,
  refundRequestSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountDetails/refunds`: each of the customer's accounts with its credit, its requests and its payout bank. */
function getRefundCredits(signal?: AbortSignal): Promise<RefundCredits> {
  return apiRequest(LOAN_REFUND_PATHS.credits, { signal, schema: refundCreditsSchema });
}

export const refundCreditsQueryOptions = queryOptions({
  queryKey: ['loan-credit', 'refund-credits'] as const,
  queryFn: ({ signal }) => getRefundCredits(signal),
});

export function useRefundCredits() {
  return useQuery(refundCreditsQueryOptions);
}

/** `accountDetails/refundRequest/agreementNo/{agreementNo}`: asks for the account's whole credit to be paid back. */
export function useRequestRefund(agreementNo: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (payTo: RefundRequestBody): Promise<RefundRequest> =>
      apiRequest(LOAN_REFUND_PATHS.request(agreementNo), {
        method: 'POST',
        json: payTo,
        schema: refundRequestSchema,
      }),
    onSuccess: () => queries.invalidateQueries({ queryKey: refundCreditsQueryOptions.queryKey }),
  });
}
