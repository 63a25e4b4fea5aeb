import { LOAN_ACCOUNT_PATHS, type PaymentHistory, paymentHistorySchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `paymentHistory/agreementNo/{agreementNo}`: the payments received on the account, newest first. */
export function getPaymentHistory(agreementNo: string, signal?: AbortSignal): Promise<PaymentHistory> {
  return apiRequest(LOAN_ACCOUNT_PATHS.paymentHistory(agreementNo), { signal, schema: paymentHistorySchema });
}

export function paymentHistoryQueryOptions(agreementNo: string | null) {
  return queryOptions({
    queryKey: ['loan-account', 'payment-history', agreementNo] as const,
    queryFn: agreementNo ? ({ signal }) => getPaymentHistory(agreementNo, signal) : skipToken,
  });
}

/** Waits while `agreementNo` is null (the account is not chosen yet). */
export function usePaymentHistory(agreementNo: string | null) {
  return useQuery(paymentHistoryQueryOptions(agreementNo));
}
