import { LOAN_ACCOUNT_PATHS, type LoanHistory, loanHistorySchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountDetails/loanHistory`: every loan or financing account of the customer, newest first. */
export function getLoanHistory(signal?: AbortSignal): Promise<LoanHistory> {
  return apiRequest(LOAN_ACCOUNT_PATHS.loanHistory, { signal, schema: loanHistorySchema });
}

export function loanHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['loan-account', 'loan-history'] as const,
    queryFn: ({ signal }) => getLoanHistory(signal),
  });
}

export function useLoanHistory() {
  return useQuery(loanHistoryQueryOptions());
}
