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
