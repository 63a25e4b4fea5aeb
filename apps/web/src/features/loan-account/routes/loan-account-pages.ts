/** The loan account's pages as one lazily loaded chunk: one import in the router for all four. */

export * as loanDetailPage from './loan-detail-page.tsx';
export * as loanHistoryPage from './loan-history-page.tsx';
export * as paymentHistoryPage from './payment-history-page.tsx';
export * as repaymentSchedulePage from './repayment-schedule-page.tsx';
