import {
  type CollectionAttempt,
  collectionAttemptListSchema,
  DIRECT_DEBIT_COLLECTION_PATHS,
  type Language,
  LOAN_ACCOUNT_PATHS,
  type LoanHistory,
  loanHistorySchema,
} from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountDetails/loanHistory`: the accounts whose deductions the page lists. */
function getLoanHistory(signal?: AbortSignal): Promise<LoanHistory> {
  return apiRequest(LOAN_ACCOUNT_PATHS.loanHistory, { signal, schema: loanHistorySchema });
}

export function useLoanAccounts() {
  return useQuery(
    queryOptions({
      queryKey: ['loan-credit', 'loan-history'] as const,
      queryFn: ({ signal }) => getLoanHistory(signal),
    }),
  );
}

/** The agreement's direct-debit deductions, newest first, with their results in the reader's language. */
function getCollectionAttempts(agreementId: string, signal?: AbortSignal): Promise<CollectionAttempt[]> {
  return apiRequest(DIRECT_DEBIT_COLLECTION_PATHS.attempts(agreementId), {
    signal,
    schema: collectionAttemptListSchema,
  });
}

/** The reasons come in the reader's language, so the language is part of the key. */
export function useCollectionAttempts(agreementId: string, language: Language) {
  return useQuery(
    queryOptions({
      queryKey: ['loan-credit', 'collection-attempts', agreementId, language] as const,
      queryFn: ({ signal }) => getCollectionAttempts(agreementId, signal),
    }),
  );
}
