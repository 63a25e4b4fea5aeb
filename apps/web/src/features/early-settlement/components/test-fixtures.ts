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
 * Contract-shaped answers for the early settlement page: month 7 of the 24-month RM10,000 loan (and financing) of
 * decision 032, with instalment 6 overdue, quoted on 5 Aug 2026 and valid to 13 Aug 2026, the day before
 * instalment 7 falls due. The figures are the domain's `earlySettlementQuote` for that account
 * (packages/domain/src/servicing/early-settlement.test.ts).
 */
export const AGREEMENT_NO: Record<Variant, string> = {
  conventional: 'SKL-2026-000007',
  islamic: 'SKF-2026-000007',
};
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

/** Late charges on instalment 6 from 22 to 30 days overdue: 8% a year conventional, 1% ta'widh Islamic. */
const LATE_CHARGES: Record<Variant, readonly number[]> = {
  conventional: [273, 286, 298, 311, 323, 335, 348, 360, 373],
  islamic: [34, 36, 37, 39, 40, 42, 43, 45, 47],
};
/** What is owed before the late charges: balance + instalment 6 + postage - rebate. */
const OWED_BEFORE_LATE_CHARGES = 1_019_998 + 56_667 + 1_000 - 270_000;

export function quote(
  variant: Variant = 'conventional',
  changes: Partial<EarlySettlementQuoteView> = {},
): EarlySettlementQuoteView {
  const byDay = LATE_CHARGES[variant].map((late, index) => ({
    on: `2026-08-${String(5 + index).padStart(2, '0')}`,
    lateChargesSen: sen(late),
    settlementSen: sen(OWED_BEFORE_LATE_CHARGES + late),
  }));
  const [today] = byDay;
  if (!today) throw new RangeError('a quote has its first day');
  return {
    accountId: ACCOUNT_ID,
    agreementNo: AGREEMENT_NO[variant],
    company: variant,
    status: 'ACTIVE',
    businessDate: '2026-08-05',
    settleOn: '2026-08-05',
    validUntil: '2026-08-13',
    outstandingPrincipalSen: sen(749_998),
    unearnedInterestSen: sen(270_000),
    outstandingBalanceSen: sen(1_019_998),
    instalmentsDueSen: sen(56_667),
    feesDueSen: sen(1_000),
    lateChargesSen: today.lateChargesSen,
    settlementChargeSen: sen(0),
    rebateSen: sen(270_000),
    settlementSen: today.settlementSen,
    credit: { kind: 'none', amountSen: sen(0) },
    byDay,
    ...changes,
  };
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
