export * from './api/application.ts';
export * from './api/auth.ts';
export * from './api/backoffice.ts';
export * from './api/contact-us.ts';
export * from './api/dev-inbox.ts';
export * from './api/error-body.ts';
export * from './api/master-admin.ts';
export * from './audit/audit-events.ts';
export * from './brand.ts';
export * from './calendar/business-days.ts';
export * from './calendar/malaysian-time.ts';
export type { EligibilityResult } from './eligibility/eligibility-result.ts';
export * from './eligibility/eligible-age.ts';
export * from './eligibility/individual.ts';
export * from './eligibility/sme.ts';
export { DomainRuleError, REFUSAL_KINDS, type RefusalKind } from './errors/domain-rule-error.ts';
export * from './forms/application.ts';
export * from './forms/change-password.ts';
export * from './forms/contact.ts';
export * from './forms/eligibility-check.ts';
export * from './forms/email-change.ts';
export * from './forms/fields.ts';
export * from './forms/form-issues.ts';
export * from './forms/live-call-booking.ts';
export * from './forms/login.ts';
export * from './forms/partner-login.ts';
export * from './forms/password-reset.ts';
export * from './forms/profile-update.ts';
export * from './forms/registration.ts';
export * from './forms/staff-registration.ts';
export * from './forms/staff-verification.ts';
export * from './forms/tac-entry.ts';
export * from './forms/temporary-password.ts';
export * from './forms/tin-update.ts';
export type { CatalogKey, KeyOf } from './i18n/catalog-key.ts';
export * from './i18n/catalog-shape.ts';
export * from './identity/age.ts';
export * from './identity/bank-account.ts';
export * from './identity/business-registration.ts';
export * from './identity/email.ts';
export * from './identity/identity-card-type.ts';
export * from './identity/malaysian-state.ts';
export * from './identity/nric.ts';
export * from './identity/phone.ts';
export * from './identity/place-of-birth.ts';
export type { PostcodeInfo, PostcodeLookup } from './identity/postcode.ts';
export * from './identity/tin.ts';
export * from './loan/constants.ts';
export * from './loan/excess-payment.ts';
export * from './loan/late-charge.ts';
export * from './loan/loan-terms.ts';
export * from './loan/max-eligible.ts';
export * from './loan/quote.ts';
export * from './loan/schedule.ts';
export * from './loan/variants.ts';
export { formatBasisPoints, formatRinggit } from './money/format.ts';
export * from './money/sen.ts';
export * from './status/account-status.ts';
export * from './status/actors.ts';
export * from './status/agreement-status.ts';
export * from './status/application-status.ts';
export * from './status/application-transitions.ts';
export * from './status/audit-actions.ts';
export * from './status/home-screen.ts';
export * from './status/maker-checker.ts';
export * from './status/onboarding-steps.ts';
export * from './status/review-rules.ts';
export {
  type Refusal,
  TRANSITION_REFUSALS,
  type TransitionOutcome,
  type TransitionRefusal,
  type TransitionRow,
  transitionRefused,
} from './status/transition-table.ts';
export * from './uploads/check-upload.ts';
export * from './uploads/document-groups.ts';
export * from './uploads/document-set.ts';
export * from './uploads/file-type.ts';
