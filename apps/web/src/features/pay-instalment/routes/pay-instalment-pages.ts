/** Paying an instalment online as one lazily loaded chunk: one import in the router for the three pages. */

export * as payInstalmentPage from './pay-instalment-page.tsx';
export * as paymentResultPage from './payment-result-page.tsx';
export * as pendingPaymentPage from './pending-payment-page.tsx';
