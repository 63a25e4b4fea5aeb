import { LOAN_ACCOUNT_PATHS, type TenureDetails, tenureDetailsSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountTenureDetails/agreementNo/{agreementNo}`: the schedule's rows with what is paid and outstanding. */
export function getTenureDetails(agreementNo: string, signal?: AbortSignal): Promise<TenureDetails> {
  return apiRequest(LOAN_ACCOUNT_PATHS.tenureDetails(agreementNo), { signal, schema: tenureDetailsSchema });
}

export function tenureDetailsQueryOptions(agreementNo: string | null) {
  return queryOptions({
    queryKey: ['loan-account', 'tenure-details', agreementNo] as const,
    queryFn: agreementNo ? ({ signal }) => getTenureDetails(agreementNo, signal) : skipToken,
  });
}

/** Waits while `agreementNo` is null (the account is not chosen yet). */
export function useTenureDetails(agreementNo: string | null) {
  return useQuery(tenureDetailsQueryOptions(agreementNo));
}
