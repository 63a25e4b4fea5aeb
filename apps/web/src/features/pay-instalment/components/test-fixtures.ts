import {
  type AccountDetails,
  jompayRef1,
  LOAN_ACCOUNT_PATHS,
  type LoanHistoryItem,
  PAYMENT_PATHS,
  type PaymentOrder,
  sen,
  type Variant,
} from '@sinar/domain';

/**
 * Contract-shaped answers for the pay-instalment pages: a RM1,000 loan over 6 months, RM727.89 still owed on
 * 26 Nov 2026, of which RM182.90 overdue (an instalment of RM181.67 with RM1.23 late charge) and RM181.67 current.
 */
export const AGREEMENT_NO: Record<Variant, string> = {
  conventional: 'SKL-2026-000001',
  islamic: 'SKF-2026-000001',
};
export const ORDER_ID = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';
export const PAYMENT_URL =
  'https://sandbox.example/razer/pay/SB_sinar/?orderid=1d2c3b4a5f6e4d7c8b9a0f1e2d3c4b5a';

export function loanItem(
  variant: Variant = 'conventional',
  changes: Partial<LoanHistoryItem> = {},
): LoanHistoryItem {
  return {
    accountId: '6c2f3d4e-5a61-4b72-8c83-94a5b6c7d8e9',
    agreementId: '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8',
    agreementNo: AGREEMENT_NO[variant],
    applicationId: '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    company: variant,
    status: 'ACTIVE',
    amountSen: sen(100_000),
    tenureMonths: 6,
    openedOn: '2026-07-27',
    outstandingBalanceSen: sen(72_789),
    ...changes,
  };
}

export function accountDetails(
  variant: Variant = 'conventional',
  changes: Partial<AccountDetails> = {},
): AccountDetails {
  return {
    accountId: '6c2f3d4e-5a61-4b72-8c83-94a5b6c7d8e9',
    agreementId: '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8',
    agreementNo: AGREEMENT_NO[variant],
    company: variant,
    status: 'ACTIVE',
    amountSen: sen(100_000),
    tenureMonths: 6,
    annualRateBp: 1800,
    totalInterestSen: sen(9000),
    firstInstalmentOn: '2026-08-26',
    maturityOn: '2027-01-26',
    monthlyInstalmentSen: sen(18_167),
    lastInstalmentSen: sen(18_165),
    totalPayableSen: sen(109_000),
    outstandingBalanceSen: sen(72_789),
    nextDueOn: '2026-12-26',
    overdueInstalmentSen: sen(18_290),
    currentInstalmentSen: sen(18_167),
    latePaymentChargesSen: sen(123),
    protectionChargeSen: sen(0),
    refundableSen: sen(0),
    daysPastDue: 31,
    businessDate: '2026-11-26',
    jompay: { billerCode: '83212', ref1: jompayRef1(AGREEMENT_NO[variant]) },
    ...changes,
  };
}

export function order(changes: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    orderId: ORDER_ID,
    agreementNo: AGREEMENT_NO.conventional,
    variant: 'conventional',
    method: 'onlineBanking',
    amountSen: sen(36_457),
    status: 'success',
    transactionId: 'SB2026112600001',
    paidAt: '2026-11-26T02:30:00.000Z',
    failure: null,
    createdAt: '2026-11-26T02:29:00.000Z',
    ...changes,
  };
}

export const INSUFFICIENT_FUNDS: PaymentOrder['failure'] = {
  reason: 'insufficientFunds',
  title: 'Payment Unsuccessful',
  message: 'Sorry, your payment is not succeed. Please try again later.',
  reasonText: 'Insufficient funds in the account.',
};

/** The answers of the account calls the pay page makes, by variant. */
export function accountAnswers(variant: Variant = 'conventional', details: Partial<AccountDetails> = {}) {
  return {
    [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [loanItem(variant)] } },
    [`GET ${LOAN_ACCOUNT_PATHS.accountDetails(AGREEMENT_NO[variant])}`]: {
      status: 200,
      body: accountDetails(variant, details),
    },
  };
}

export const ORDER_PATH = PAYMENT_PATHS.order;
export const ORDER_STATUS_PATH = PAYMENT_PATHS.orderStatus(ORDER_ID);
