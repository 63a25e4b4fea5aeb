import { CONVENTIONAL_BRAND_PATH, ISLAMIC_PATH } from '@sinar/domain';

/**
 * The screens' routes of the specification (shared/spec/routes.tsv) as data, with what the web app adds to the
 * public site. `{name}` marks a path parameter. The redirect rules read this table; which of these routes already
 * have a screen is the router's business.
 */
export type Access = 'public' | 'login';

/** Where else a route exists: 'islamic' under /islamic, 'brand' also under the conventional brand prefix. */
export type Twins = 'none' | 'islamic' | 'islamic+brand';

export interface RouteEntry {
  readonly path: string;
  readonly access: Access;
  readonly twins: Twins;
}

const individual = (path: string, access: Access): RouteEntry => ({ path, access, twins: 'islamic' });
const info = (path: string): RouteEntry => ({ path, access: 'public', twins: 'islamic+brand' });
const single = (path: string, access: Access): RouteEntry => ({ path, access, twins: 'none' });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Landings: '/' and one per brand.
  single('/', 'public'),
  single(CONVENTIONAL_BRAND_PATH, 'public'),
  single(ISLAMIC_PATH, 'public'),
  // Public individual routes.
  individual('/registration', 'public'),
  single('/logout', 'public'),
  individual('/not-allow-new-loan', 'public'),
  info('/contact-us'),
  info('/about-us'),
  info('/legal-terms'),
  info('/privacy-policy'),
  info('/faq'),
  individual('/reset-password-request', 'public'),
  individual('/loan-status/account-creation', 'public'),
  // Login-only individual routes, each with its /islamic twin ('own-islamic-page' ones have an Islamic page too).
  ...[
    '/testing-eligibility',
    '/result/{result}',
    '/home',
    '/application',
    '/application/email-verification',
    '/application/document-upload',
    '/application/summary',
    '/application/identity-verification',
    '/application/verification-complete',
    '/loan-status/attestation-option',
    '/loan-status/attestation-option/video',
    '/loan-status/attestation-option/live-call',
    '/loan-status/approved-loan-summary',
    '/loan-status/loan-agreement',
    '/loan-status/digital-signing',
    '/loan-status/request-tac',
    '/loan-status/application-complete',
    '/direct-debit',
    '/direct-debit/confirmation',
    '/direct-debit-enrollment',
    '/update-profile',
    '/update-direct-debit',
    '/update-direct-debit-result',
    '/change-password',
    '/repayment-schedule',
    '/payment-history',
    '/pay-instalment-now',
    '/payment-result',
    '/pending-payment',
    '/loan-history',
    '/loan-history/{applicationId}',
    '/loan-status-check',
    '/draft-application',
    '/request-e-invoice',
  ].map((path) => individual(path, 'login')),
  // SME partners.
  single('/partner', 'public'),
  ...[
    '/sme/testing-eligibility',
    '/sme/testing-eligibility/result/{result}',
    '/sme/home',
    '/sme/document-upload',
    '/sme/email-verification',
    '/sme/update-profile',
    '/sme/application/summary',
    '/sme/application/identity-verification',
    '/sme/application/verification-complete',
    '/sme/loan-status/digital-signing',
    '/sme/loan-status/application-complete',
    '/sme/loan-status/approved-loan-summary',
    '/sme/loan-status/attestation-option',
    '/sme/loan-status/attestation-option/video',
    '/sme/loan-status/attestation-option/live-call',
    '/sme/loan-status/loan-agreement',
    '/sme/loan-status/account-creation',
    '/sme/loan-status/request-tac',
    '/smeApplication/company-details',
    '/smeApplication/applicant-details',
    '/smeApplication/disbursement-details',
    '/smeApplication/emergency-details',
    '/smeApplication/director-details',
  ].map((path) => single(path, 'login')),
  // Staff.
  single('/staff', 'public'),
  single('/staff/registration', 'public'),
  single('/staff/registration/verification', 'public'),
  single('/staff/reset-password-request', 'public'),
  // Added by the web app: the repayment simulator (public, under every base) and the developer inbox.
  info('/simulator'),
  single('/dev/inbox', 'public'),
  // The phone's end of the e-KYC hand-off: its single-use link is the proof, not a login.
  single('/ekyc-mobile', 'public'),
  // Settling a loan or financing early (decision 046): the spec names no page for it.
  individual('/early-settlement', 'login'),
  // Added by the web app for servicing (decision 047): the refund of a credit and the direct-debit attempts.
  individual('/refund-request', 'login'),
  individual('/direct-debit-attempts', 'login'),
  // The SME and staff loan details before the sub-forms (decision 061): the spec names no page for them.
  single('/smeApplication/product-profile', 'login'),
];

/** Every concrete path pattern of a table entry, its twins included. */
export function expandTwins(entry: RouteEntry): string[] {
  const paths = [entry.path];
  if (entry.twins !== 'none') paths.push(`${ISLAMIC_PATH}${entry.path}`);
  if (entry.twins === 'islamic+brand') paths.push(`${CONVENTIONAL_BRAND_PATH}${entry.path}`);
  return paths;
}
