/**
 * The agreement feature's pages as one lazily loaded chunk, as the verification pages are: one import in the router
 * for every page after approval.
 */

export * as approvedSummaryPage from './approved-summary-page.tsx';
export * as attestationOptionPage from './attestation-option-page.tsx';
export * as attestationVideoPage from './attestation-video-page.tsx';
