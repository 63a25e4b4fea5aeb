/**
 * The agreement feature's pages as one lazily loaded chunk, as the verification pages are: one import in the router
 * for every page after approval.
 */

export * as accountCreationPage from './account-creation-page.tsx';
export * as approvedSummaryPage from './approved-summary-page.tsx';
export * as attestationOptionPage from './attestation-option-page.tsx';
export * as attestationVideoPage from './attestation-video-page.tsx';
export * as digitalSigningPage from './digital-signing-page.tsx';
export * as liveCallPage from './live-call-page.tsx';
export * as loanAgreementPage from './loan-agreement-page.tsx';
export * as requestTacPage from './request-tac-page.tsx';
export * as smeApplicationCompletePage from './sme-application-complete-page.tsx';
export * as smeApprovedSummaryPage from './sme-approved-summary-page.tsx';
export * as smeLoanAgreementPage from './sme-loan-agreement-page.tsx';
