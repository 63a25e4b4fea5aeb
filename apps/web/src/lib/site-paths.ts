import {
  CONVENTIONAL_BRAND_PATH,
  ISLAMIC_PATH,
  VARIANT_RULES,
  type Variant,
  variantOfPath,
} from '@sinar/domain';

/**
 * The public site lives under three bases: '' (the conventional product at the root), the conventional brand's
 * own prefix and /islamic. The base decides the variant (the registry's path prefixes); the pages are the same code
 * under each base.
 */
export const SITE_BASES = ['', CONVENTIONAL_BRAND_PATH, ISLAMIC_PATH] as const;
export type SiteBase = (typeof SITE_BASES)[number];

/** The landing page of each variant, for the product cards. */
export const VARIANT_HOME_BASE: Readonly<Record<Variant, SiteBase>> = {
  conventional: CONVENTIONAL_BRAND_PATH,
  islamic: ISLAMIC_PATH,
};

/** Pages of the public site, as paths under a base. */
export const PAGES = {
  landing: '/',
  simulator: '/simulator',
  contact: '/contact-us',
  about: '/about-us',
  legal: '/legal-terms',
  privacy: '/privacy-policy',
  faq: '/faq',
  registration: '/registration',
  home: '/home',
  logout: '/logout',
  resetPasswordRequest: '/reset-password-request',
  updateProfile: '/update-profile',
  changePassword: '/change-password',
  requestEInvoice: '/request-e-invoice',
  partner: '/partner',
  smeHome: '/sme/home',
  smeUpdateProfile: '/sme/update-profile',
  smeApprovedLoanSummary: '/sme/loan-status/approved-loan-summary',
  smeLoanAgreement: '/sme/loan-status/loan-agreement',
  staffLogin: '/staff',
  staffRegistration: '/staff/registration',
  staffVerification: '/staff/registration/verification',
  staffResetPasswordRequest: '/staff/reset-password-request',
  devInbox: '/dev/inbox',
  testingEligibility: '/testing-eligibility',
  eligibilityResult: '/result/{result}',
  draftApplication: '/draft-application',
  application: '/application',
  emailVerification: '/application/email-verification',
  documentUpload: '/application/document-upload',
  summary: '/application/summary',
  identityVerification: '/application/identity-verification',
  verificationComplete: '/application/verification-complete',
  notAllowNewLoan: '/not-allow-new-loan',
  loanStatusCheck: '/loan-status-check',
  ekycMobile: '/ekyc-mobile',
  approvedLoanSummary: '/loan-status/approved-loan-summary',
  attestationOption: '/loan-status/attestation-option',
  attestationVideo: '/loan-status/attestation-option/video',
  attestationLiveCall: '/loan-status/attestation-option/live-call',
  loanAgreement: '/loan-status/loan-agreement',
  accountCreation: '/loan-status/account-creation',
  digitalSigning: '/loan-status/digital-signing',
  requestTac: '/loan-status/request-tac',
  directDebit: '/direct-debit',
  directDebitConfirmation: '/direct-debit/confirmation',
  directDebitEnrollment: '/direct-debit-enrollment',
  updateDirectDebit: '/update-direct-debit',
  updateDirectDebitResult: '/update-direct-debit-result',
  repaymentSchedule: '/repayment-schedule',
  paymentHistory: '/payment-history',
  loanHistory: '/loan-history',
  loanDetail: '/loan-history/{applicationId}',
  payInstalmentNow: '/pay-instalment-now',
  paymentResult: '/payment-result',
  pendingPayment: '/pending-payment',
  earlySettlement: '/early-settlement',
  refundRequest: '/refund-request',
  directDebitAttempts: '/direct-debit-attempts',
} as const;
export type Page = (typeof PAGES)[keyof typeof PAGES];

/** Pages that exist under every base ('info twin brand' in routes.tsv, plus the simulator). */
export const PAGES_UNDER_EVERY_BASE: readonly Page[] = [
  PAGES.landing,
  PAGES.simulator,
  PAGES.contact,
  PAGES.about,
  PAGES.legal,
  PAGES.privacy,
  PAGES.faq,
];
/** Pages with an Islamic twin but no brand-prefix twin ('individual twin' in routes.tsv). */
const PAGES_WITH_ISLAMIC_TWIN: readonly Page[] = [
  PAGES.registration,
  PAGES.home,
  PAGES.resetPasswordRequest,
  PAGES.updateProfile,
  PAGES.changePassword,
  PAGES.requestEInvoice,
  PAGES.testingEligibility,
  PAGES.eligibilityResult,
  PAGES.draftApplication,
  PAGES.application,
  PAGES.emailVerification,
  PAGES.documentUpload,
  PAGES.summary,
  PAGES.identityVerification,
  PAGES.verificationComplete,
  PAGES.notAllowNewLoan,
  PAGES.loanStatusCheck,
  PAGES.approvedLoanSummary,
  PAGES.attestationOption,
  PAGES.attestationVideo,
  PAGES.attestationLiveCall,
  PAGES.loanAgreement,
  PAGES.accountCreation,
  PAGES.digitalSigning,
  PAGES.requestTac,
  PAGES.directDebit,
  PAGES.directDebitConfirmation,
  PAGES.directDebitEnrollment,
  PAGES.updateDirectDebit,
  PAGES.updateDirectDebitResult,
  PAGES.repaymentSchedule,
  PAGES.paymentHistory,
  PAGES.loanHistory,
  PAGES.loanDetail,
  PAGES.payInstalmentNow,
  PAGES.paymentResult,
  PAGES.pendingPayment,
  PAGES.earlySettlement,
  PAGES.refundRequest,
  PAGES.directDebitAttempts,
];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function siteBaseOf(pathname: string): SiteBase {
  const variantPrefix = VARIANT_RULES[variantOfPath(pathname)].pathPrefix;
  if (variantPrefix !== '') return variantPrefix;
  if (startsWithSegment(pathname, CONVENTIONAL_BRAND_PATH)) return CONVENTIONAL_BRAND_PATH;
  return '';
}

export function variantOfBase(base: SiteBase): Variant {
  return variantOfPath(base);
}

/** The path of a page as seen from a base: '/islamic' + '/faq', or '/registration' from the brand prefix. */
export function pagePath(base: SiteBase, page: Page): string {
  // A variant's own prefix (/islamic) has the individual's pages too; the brand prefix has only the public ones.
  const isVariantPrefix = base === VARIANT_RULES[variantOfBase(base)].pathPrefix;
  const twinned =
    PAGES_UNDER_EVERY_BASE.includes(page) || (isVariantPrefix && PAGES_WITH_ISLAMIC_TWIN.includes(page));
  const prefix = twinned ? base : '';
  if (page === PAGES.landing) return prefix === '' ? '/' : prefix;
  return `${prefix}${page}`;
}
