/** The direct-debit pages as one lazily loaded chunk: one import in the router for all five. */

export * as confirmationPage from './confirmation-page.tsx';
export * as directDebitPage from './direct-debit-page.tsx';
export * as enrollmentPage from './enrollment-page.tsx';
export * as updatePage from './update-page.tsx';
export * as updateResultPage from './update-result-page.tsx';
