import {
  type AccountDetails,
  accountDetailsSchema,
  LOAN_ACCOUNT_PATHS,
  type LoanHistory,
  loanHistorySchema,
} from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountDetails/loanHistory`: which accounts the customer may pay. */
function getLoanHistory(signal?: AbortSignal): Promise<LoanHistory> {
  return apiRequest(LOAN_ACCOUNT_PATHS.loanHistory, { signal, schema: loanHistorySchema });
}

export function useLoanHistory() {
  return useQuery(
    queryOptions({
      queryKey: ['pay-instalment', 'loan-history'] as const,
      queryFn: ({ signal }) => getLoanHistory(signal),
    }),
  );
}

/** `accountDetails/agreementNo/{agreementNo}`: what is due on the account now. */
function getAccountDetails(agreementNo: string, signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(LOAN_ACCOUNT_PATHS.accountDetails(agreementNo), { signal, schema: accountDetailsSchema });
}

export function useAccountDetails(agreementNo: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['pay-instalment', 'account-details', agreementNo] as const,
      queryFn: agreementNo ? ({ signal }) => getAccountDetails(agreementNo, signal) : skipToken,
    }),
  );
}
