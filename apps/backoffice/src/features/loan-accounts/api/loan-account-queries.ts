import {
  type AccountRequestQueue,
  type AccountRequestQueueQuery,
  accountRequestQueueSchema,
  EARLY_SETTLEMENT_PATHS,
  type EarlySettlementQuoteView,
  earlySettlementQuoteSchema,
  type LedgerPage,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  LOAN_REFUND_PATHS,
  type LoanAccountSearch,
  type LoanAccountSearchQuery,
  ledgerPageSchema,
  loanAccountSearchSchema,
  type OfficerLoanAccount,
  officerLoanAccountSchema,
  type RefundQueue,
  type RefundQueueQuery,
  refundQueueSchema,
} from '@sinar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ACCOUNT_PAGE_SIZE = 25;
export const LEDGER_PAGE_SIZE = 20;

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const LOAN_ACCOUNTS_KEY = ['loanAccounts'] as const;

export function searchLoanAccounts(
  query: LoanAccountSearchQuery,
  signal?: AbortSignal,
): Promise<LoanAccountSearch> {
  return apiRequest(LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts, {
    query: { ...query },
    signal,
    schema: loanAccountSearchSchema,
  });
}

export function useLoanAccountSearch(query: LoanAccountSearchQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...LOAN_ACCOUNTS_KEY, 'search', query] as const,
      queryFn: ({ signal }) => searchLoanAccounts(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function getLoanAccount(accountId: string, signal?: AbortSignal): Promise<OfficerLoanAccount> {
  return apiRequest(LOAN_ACCOUNT_BACKOFFICE_PATHS.account(accountId), {
    signal,
    schema: officerLoanAccountSchema,
  });
}

export function useLoanAccount(accountId: string) {
  return useQuery({
    queryKey: [...LOAN_ACCOUNTS_KEY, 'account', accountId] as const,
    queryFn: ({ signal }) => getLoanAccount(accountId, signal),
  });
}

/** One page of the account's journal: the ledger is never read whole. */
export function getLedgerPage(accountId: string, page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return apiRequest(LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(accountId), {
    query: { page, pageSize: LEDGER_PAGE_SIZE },
    signal,
    schema: ledgerPageSchema,
  });
}

export function useLedgerPage(accountId: string, page: number) {
  return useQuery({
    queryKey: [...LOAN_ACCOUNTS_KEY, 'ledger', accountId, page] as const,
    queryFn: ({ signal }) => getLedgerPage(accountId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function getRequestQueue(
  query: AccountRequestQueueQuery,
  signal?: AbortSignal,
): Promise<AccountRequestQueue> {
  return apiRequest(LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue, {
    query: { ...query },
    signal,
    schema: accountRequestQueueSchema,
  });
}

export function useRequestQueue(query: AccountRequestQueueQuery) {
  return useQuery({
    queryKey: [...LOAN_ACCOUNTS_KEY, 'requests', query] as const,
    queryFn: ({ signal }) => getRequestQueue(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function getRefundQueue(query: RefundQueueQuery, signal?: AbortSignal): Promise<RefundQueue> {
  return apiRequest(LOAN_REFUND_PATHS.queue, { query: { ...query }, signal, schema: refundQueueSchema });
}

export function useRefundQueue(query: RefundQueueQuery) {
  return useQuery({
    queryKey: [...LOAN_ACCOUNTS_KEY, 'refunds', query] as const,
    queryFn: ({ signal }) => getRefundQueue(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The early settlement quote for the business date, with each day's amount (decision 046). */
export function getSettlementQuote(
  accountId: string,
  signal?: AbortSignal,
): Promise<EarlySettlementQuoteView> {
  return apiRequest(EARLY_SETTLEMENT_PATHS.officerQuote(accountId), {
    signal,
    schema: earlySettlementQuoteSchema,
  });
}

export function useSettlementQuote(accountId: string) {
  return useQuery({
    queryKey: [...LOAN_ACCOUNTS_KEY, 'settlement', accountId] as const,
    queryFn: ({ signal }) => getSettlementQuote(accountId, signal),
    // A refusal (nothing owed) is the answer to show, not a failure to retry.
    retry: false,
  });
}
