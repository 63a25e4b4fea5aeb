/** The refund of a credit and the direct-debit attempts as one lazily loaded chunk: one import in the router. */

export * as directDebitAttemptsPage from './direct-debit-attempts-page.tsx';
export * as refundRequestPage from './refund-request-page.tsx';
