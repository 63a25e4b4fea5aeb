import {
  EARLY_SETTLEMENT_PATHS,
  type EarlySettlementQuoteView,
  earlySettlementQuoteSchema,
  LOAN_ACCOUNT_PATHS,
  type LoanHistory,
  loanHistorySchema,
} from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `accountDetails/loanHistory`: which accounts the customer may settle. */
function getLoanHistory(signal?: AbortSignal): Promise<LoanHistory> {
  return apiRequest(LOAN_ACCOUNT_PATHS.loanHistory, { signal, schema: loanHistorySchema });
}

export function useLoanHistory() {
  return useQuery(
    queryOptions({
      queryKey: ['early-settlement', 'loan-history'] as const,
      queryFn: ({ signal }) => getLoanHistory(signal),
    }),
  );
}

/** `accountDetails/earlySettlement/agreementNo/{agreementNo}`: the quotation for the business date, day by day. */
function getSettlementQuote(agreementNo: string, signal?: AbortSignal): Promise<EarlySettlementQuoteView> {
  return apiRequest(EARLY_SETTLEMENT_PATHS.quote(agreementNo), {
    signal,
    schema: earlySettlementQuoteSchema,
  });
}

export function useSettlementQuote(agreementNo: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['early-settlement', 'quote', agreementNo] as const,
      queryFn: agreementNo ? ({ signal }) => getSettlementQuote(agreementNo, signal) : skipToken,
      // A refusal (nothing owed, an unknown account) is an answer, not a failure to retry.
      retry: false,
    }),
  );
}
