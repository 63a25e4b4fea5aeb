/**
 * The verification feature's pages as one lazily loaded chunk. Each dynamic import the router holds costs the
 * landing page's first download its list of preloaded files, and that download is at its 150 KB budget: one import
 * for the six pages instead of six. They are small, and an applicant who opens one is about to open the next.
 */

export * as ekycMobilePage from './ekyc-mobile-page.tsx';
export * as identityVerificationPage from './identity-verification-page.tsx';
export * as loanStatusCheckPage from './loan-status-check-page.tsx';
export * as notAllowNewLoanPage from './not-allow-new-loan-page.tsx';
export * as summaryPage from './summary-page.tsx';
export * as verificationCompletePage from './verification-complete-page.tsx';
