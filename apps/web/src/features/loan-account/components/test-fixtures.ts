import {
  type AccountDetails,
  type ComponentFigures,
  jompayRef1,
  LOAN_ACCOUNT_PATHS,
  type LoanHistoryItem,
  type PaymentHistoryItem,
  type Sen,
  sen,
  type TenureRow,
  type Variant,
} from '@sinar/domain';
import { vi } from 'vitest';

/**
 * Contract-shaped answers for the loan account's pages: a RM1,000 loan over 6 months at 18% a year, flat (interest
 * RM90.00, RM15.00 a month; instalments RM181.67, the last RM181.65), seen on business date 26 Nov 2026. Instalments
 * 1 and 2 are paid, 3 is 31 days overdue with RM1.23 of late charge (8% x 31/365 x RM181.67), 4 is due today, 5 and
 * 6 are still to come.
 */

export const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
export const ACCOUNT_ID = '6c2f3d4e-5a61-4b72-8c83-94a5b6c7d8e9';
export const RECEIPT_FILE_ID = '8d3e4f50-6172-4c83-9d94-a5b6c7d8e9f0';

export const AGREEMENT_NO: Record<Variant, string> = {
  conventional: 'SKL-2026-000001',
  islamic: 'SKF-2026-000001',
};

const none = sen(0);

function figures(dueSen: Sen, paidSen: Sen): ComponentFigures {
  return { dueSen, paidSen, waivedSen: none, writtenOffSen: none, outstandingSen: sen(dueSen - paidSen) };
}

function row(
  instalmentNo: number,
  dueOn: string,
  status: TenureRow['status'],
  options: { principal?: number; lateCharge?: number; balanceAfter: number; metOn?: string },
): TenureRow {
  const principal = sen(options.principal ?? 16_667);
  const interest = sen(1500);
  const lateCharge = sen(options.lateCharge ?? 0);
  const paid = status === 'paid';
  const components = {
    lateCharge: figures(lateCharge, paid ? lateCharge : none),
    fee: figures(none, none),
    interest: figures(interest, paid ? interest : none),
    principal: figures(principal, paid ? principal : none),
  };
  return {
    instalmentNo,
    dueOn,
    instalmentSen: sen(principal + interest),
    components,
    outstandingSen: paid ? none : sen(principal + interest + lateCharge),
    balanceAfterSen: sen(options.balanceAfter),
    metOn: options.metOn ?? null,
    status,
  };
}

export const ROWS: TenureRow[] = [
  row(1, '2026-08-26', 'paid', { balanceAfter: 90_833, metOn: '2026-08-25' }),
  row(2, '2026-09-26', 'paid', { balanceAfter: 72_666, metOn: '2026-09-26' }),
  row(3, '2026-10-26', 'overdue', { lateCharge: 123, balanceAfter: 54_499 }),
  row(4, '2026-11-26', 'due', { balanceAfter: 36_332 }),
  row(5, '2026-12-26', 'upcoming', { balanceAfter: 18_165 }),
  row(6, '2027-01-26', 'upcoming', { principal: 16_665, balanceAfter: 0 }),
];

export function loanItem(
  variant: Variant = 'conventional',
  changes: Partial<LoanHistoryItem> = {},
): LoanHistoryItem {
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

export function accountDetails(variant: Variant = 'conventional'): AccountDetails {
  return {
    accountId: ACCOUNT_ID,
    agreementId: AGREEMENT_ID,
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
  };
}

export const PAYMENTS: PaymentHistoryItem[] = [
  {
    paymentId: '9e4f5061-7283-4d94-8ea5-b6c7d8e9f001',
    paidOn: '2026-11-20',
    paidAt: '2026-11-20T02:15:00.000Z',
    amountSen: sen(18_167),
    channel: 'fpx',
    reference: 'FPX-20261120-0007',
    status: 'failed',
    failureReason: 'Insufficient funds in the account',
    receiptFileId: null,
    recovery: false,
    reversalAdviceFileId: null,
  },
  {
    paymentId: 'af506172-8394-4ea5-9fb6-c7d8e9f00112',
    paidOn: '2026-09-26',
    paidAt: '2026-09-26T01:00:00.000Z',
    amountSen: sen(18_167),
    channel: 'directDebit',
    reference: 'DD-20260926-0001',
    status: 'success',
    failureReason: null,
    receiptFileId: RECEIPT_FILE_ID,
    recovery: false,
    reversalAdviceFileId: null,
  },
];

/** The answers of every call the pages make, by variant; `changes` replaces some. */
export function loanAccountAnswers(variant: Variant = 'conventional') {
  const agreementNo = AGREEMENT_NO[variant];
  return {
    [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [loanItem(variant)] } },
    [`GET ${LOAN_ACCOUNT_PATHS.accountDetails(agreementNo)}`]: { status: 200, body: accountDetails(variant) },
    [`GET ${LOAN_ACCOUNT_PATHS.tenureDetails(agreementNo)}`]: {
      status: 200,
      body: { agreementNo, company: variant, businessDate: '2026-11-26', rows: ROWS },
    },
    [`GET ${LOAN_ACCOUNT_PATHS.paymentHistory(agreementNo)}`]: {
      status: 200,
      body: { agreementNo, company: variant, payments: PAYMENTS },
    },
  };
}

/** The layout to test: a phone below the desktop breakpoint, a desktop above. */
export function useLayout(layout: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: layout === 'phone',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
