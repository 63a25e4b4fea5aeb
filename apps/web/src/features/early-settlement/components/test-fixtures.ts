import { earlySettlementQuote, SETTLEMENT_AGREEMENT_NO } from '@sinar/client/test/early-settlement-quote';
import {
  EARLY_SETTLEMENT_PATHS,
  type EarlySettlementQuoteView,
  LOAN_ACCOUNT_PATHS,
  type LoanHistoryItem,
  PAYMENT_PATHS,
  sen,
  type Variant,
} from '@sinar/domain';

/**
 * Contract-shaped answers for the early settlement page: the account of the apps' shared quote (month 7 of the
 * 24-month RM10,000 loan and financing of decision 032, instalment 6 overdue, quoted on 5 Aug 2026).
 */
export const AGREEMENT_NO = SETTLEMENT_AGREEMENT_NO;
export const ORDER_ID = '2e3d4c5b-6a7f-4e8d-9cab-1f2e3d4c5b6a';
export const PAYMENT_URL =
  'https://sandbox.example/razer/pay/SB_sinar/?orderid=2e3d4c5b6a7f4e8d9cab1f2e3d4c5b6a';

const ACCOUNT_ID = '7d3e4f5a-6b72-4c83-9d94-a5b6c7d8e9f0';

export function loanItem(
  variant: Variant = 'conventional',
  changes: Partial<LoanHistoryItem> = {},
): LoanHistoryItem {
  return {
    accountId: ACCOUNT_ID,
    agreementId: '8e4f5a6b-7c83-4d94-8ea5-b6c7d8e9f0a1',
    agreementNo: AGREEMENT_NO[variant],
    applicationId: '9f5a6b7c-8d94-4ea5-9fb6-c7d8e9f0a1b2',
    company: variant,
    status: 'ACTIVE',
    amountSen: sen(1_000_000),
    tenureMonths: 24,
    openedOn: '2026-01-14',
    outstandingBalanceSen: sen(1_077_938),
    ...changes,
  };
}

export function quote(
  variant: Variant = 'conventional',
  changes: Partial<EarlySettlementQuoteView> = {},
): EarlySettlementQuoteView {
  return earlySettlementQuote(ACCOUNT_ID, variant, changes);
}

export const QUOTE_PATH: Record<Variant, string> = {
  conventional: EARLY_SETTLEMENT_PATHS.quote(AGREEMENT_NO.conventional),
  islamic: EARLY_SETTLEMENT_PATHS.quote(AGREEMENT_NO.islamic),
};
export const ORDER_PATH = PAYMENT_PATHS.order;

/** The answers of the calls the page makes: the loan history, then the account's quote. */
export function quoteAnswers(
  variant: Variant = 'conventional',
  changes: Partial<EarlySettlementQuoteView> = {},
) {
  return {
    [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [loanItem(variant)] } },
    [`GET ${QUOTE_PATH[variant]}`]: { status: 200, body: quote(variant, changes) },
  };
}
