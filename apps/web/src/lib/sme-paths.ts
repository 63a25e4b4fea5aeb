import type { SmeSubForm } from '@sinar/domain';

/**
 * The SME partner's and staff member's application screens (spec 001 section 2, and the loan details page the web
 * app adds: docs/decisions/061). The email verification, business documents and e-KYC screens are the steps'
 * own; the application links to them by these paths.
 */
export const SME_PAGES = {
  home: '/sme/home',
  testingEligibility: '/sme/testing-eligibility',
  eligibilityResult: '/sme/testing-eligibility/result/{result}',
  productProfile: '/smeApplication/product-profile',
  summary: '/sme/application/summary',
  emailVerification: '/sme/email-verification',
  documentUpload: '/sme/document-upload',
  identityVerification: '/sme/application/identity-verification',
  verificationComplete: '/sme/application/verification-complete',
} as const;

/**
 * The SME partner's and staff member's pages after approval (spec 001 section 2), the individual's agreement pages
 * of the SME kind (docs/decisions/068). The approved summary and the loan agreement are in site-paths.ts's PAGES.
 */
export const SME_AGREEMENT_PAGES = {
  attestationOption: '/sme/loan-status/attestation-option',
  attestationVideo: '/sme/loan-status/attestation-option/video',
  attestationLiveCall: '/sme/loan-status/attestation-option/live-call',
  accountCreation: '/sme/loan-status/account-creation',
  digitalSigning: '/sme/loan-status/digital-signing',
  requestTac: '/sme/loan-status/request-tac',
  applicationComplete: '/sme/loan-status/application-complete',
} as const;

/** Where the SME partner's pages after approval live: a page under it reads the SME agreement. */
export const SME_LOAN_STATUS_BASE = '/sme/loan-status/';

/** Each sub-form's page (spec 001 section 2). */
export const SME_SUB_FORM_PAGES: Readonly<Record<SmeSubForm, string>> = {
  company: '/smeApplication/company-details',
  applicant: '/smeApplication/applicant-details',
  disbursement: '/smeApplication/disbursement-details',
  emergency: '/smeApplication/emergency-details',
  directors: '/smeApplication/director-details',
};

/** The route parameter of each eligibility outcome: /result/eligible and /result/not-eligible. */
export const SME_RESULT_PARAM = { eligible: 'eligible', notEligible: 'not-eligible' } as const;

export function smeEligibilityResultPath(eligible: boolean): string {
  return SME_PAGES.eligibilityResult.replace(
    '{result}',
    eligible ? SME_RESULT_PARAM.eligible : SME_RESULT_PARAM.notEligible,
  );
}
