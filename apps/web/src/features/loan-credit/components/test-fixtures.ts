import {
  type CollectionAttempt,
  DIRECT_DEBIT_COLLECTION_PATHS,
  LOAN_ACCOUNT_PATHS,
  LOAN_REFUND_PATHS,
  type LoanHistoryItem,
  MASTER_PATHS,
  type RefundCredit,
  type RefundRequest,
  sen,
  type Variant,
} from '@sinar/domain';

/**
 * Contract-shaped answers for the credit pages: one account (a RM1,000 loan, or financing under /islamic) holding
 * RM40.00 of credit, paid out to a Maybank account, and its direct-debit deductions.
 */

export const ACCOUNT_ID = '6c2f3d4e-5a61-4b72-8c83-94a5b6c7d8e9';
export const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const REQUEST_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

export const AGREEMENT_NO: Record<Variant, string> = {
  conventional: 'SKL-2026-000001',
  islamic: 'SKF-2026-000001',
};

export function refundRequest(variant: Variant, changes: Partial<RefundRequest> = {}): RefundRequest {
  return {
    requestId: REQUEST_ID,
    accountId: ACCOUNT_ID,
    agreementNo: AGREEMENT_NO[variant],
    amountSen: sen(4_000),
    status: 'requested',
    requestedAt: '2026-11-20T02:00:00.000Z',
    decidedAt: null,
    paymentReference: null,
    decisionRemark: null,
    bankName: 'Maybank',
    bankAccountNo: '514012345678',
    ...changes,
  };
}

export function credit(variant: Variant, changes: Partial<RefundCredit> = {}): RefundCredit {
  return {
    accountId: ACCOUNT_ID,
    agreementNo: AGREEMENT_NO[variant],
    company: variant,
    status: 'CLOSED',
    refundableSen: sen(4_000),
    payoutBank: { bankId: '1', bankName: 'Maybank', accountNo: '123456789012' },
    requests: [],
    ...changes,
  };
}

const bank = (code: string, name: string, lengths: number[]) => ({
  id: `6c1f9b2e-0000-4000-8000-0000000000${code.padStart(2, '0')}`,
  code,
  name,
  swiftCode: 'MBBEMYKL',
  accountNumberLengths: lengths,
});

export function bankListAnswer(variant: Variant) {
  return {
    [`GET ${MASTER_PATHS.list('bank', variant)}`]: {
      status: 200,
      body: [bank('1', 'Maybank', [12]), bank('2', 'CIMB Bank', [10, 14])],
    },
  };
}

export function loanItem(variant: Variant, changes: Partial<LoanHistoryItem> = {}): LoanHistoryItem {
  return {
    accountId: ACCOUNT_ID,
    agreementId: AGREEMENT_ID,
    agreementNo: AGREEMENT_NO[variant],
    applicationId: APPLICATION_ID,
    company: variant,
    status: 'ACTIVE',
    amountSen: sen(100_000),
    tenureMonths: 6,
    openedOn: '2026-07-27',
    outstandingBalanceSen: sen(72_789),
    ...changes,
  };
}

export function attempt(changes: Partial<CollectionAttempt>): CollectionAttempt {
  return {
    id: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
    agreementNo: AGREEMENT_NO.conventional,
    instalmentNo: 4,
    attemptNo: 1,
    amountSen: sen(18_167),
    requestedOn: '2026-11-26',
    status: 'failed',
    statusText: 'Unsuccessful',
    reason: 'insufficientFunds',
    reasonCode: '51',
    reasonText: 'Insufficient funds in the account',
    bankReference: null,
    settledAt: '2026-11-26T06:00:00.000Z',
    retryPlanned: true,
    ...changes,
  };
}

export const ATTEMPTS: CollectionAttempt[] = [
  attempt({}),
  attempt({
    id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    instalmentNo: 3,
    requestedOn: '2026-10-26',
    status: 'succeeded',
    statusText: 'Successful',
    reason: null,
    reasonCode: null,
    reasonText: null,
    bankReference: 'DD-20261026-0001',
    retryPlanned: false,
  }),
];

export function attemptAnswers(variant: Variant, attempts: CollectionAttempt[] = ATTEMPTS) {
  return {
    [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [loanItem(variant)] } },
    [`GET ${DIRECT_DEBIT_COLLECTION_PATHS.attempts(AGREEMENT_ID)}`]: { status: 200, body: attempts },
  };
}

export const CREDITS_PATH = LOAN_REFUND_PATHS.credits;
