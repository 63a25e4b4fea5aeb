import { type AccountDetails, accountDetailsSchema, LOAN_ACCOUNT_PATHS } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountDetails/agreementNo/{agreementNo}`: the repayment schedule's figures of one account. */
export function getAccountDetails(agreementNo: string, signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(LOAN_ACCOUNT_PATHS.accountDetails(agreementNo), { signal, schema: accountDetailsSchema });
}

export function accountDetailsQueryOptions(agreementNo: string | null) {
  return queryOptions({
    queryKey: ['loan-account', 'account-details', agreementNo] as const,
    queryFn: agreementNo ? ({ signal }) => getAccountDetails(agreementNo, signal) : skipToken,
  });
}

/** Waits while `agreementNo` is null (the account is not chosen yet). */
export function useAccountDetails(agreementNo: string | null) {
  return useQuery(accountDetailsQueryOptions(agreementNo));
}
