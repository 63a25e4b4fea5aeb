/** The application's server answers and form messages: eligibility, drafts, steps, submission, email verification. */
export const application = {
  consentRequired: 'Please agree to the use of your personal data and to credit checks',
  individualsOnly: 'Only individual customers can apply here.',
  nricMissing: 'Please add your NRIC to your profile before checking your eligibility.',
  notAllowedToApplyUntil: 'You cannot make a new application until {{date}}.',
  openApplicationExists:
    'You already have an application in progress ({{applicationNo}}). Please continue or cancel it before applying again.',
  telecomUnavailable:
    'We could not reach the telecom operator to check your account. Please try again in a few minutes.',
  checkNotFound: 'We could not find this eligibility check. Please check your eligibility again.',
  checkNotEligible: 'This eligibility check did not pass, so no application can be made from it.',
  checkExpired: 'This eligibility check is more than 24 hours old. Please check your eligibility again.',
  checkIdentityChanged:
    'Your NRIC or name changed after this eligibility check. Please check your eligibility again.',
  identityUnchanged:
    'The NRIC and the name are as the account holds them already: there is nothing to correct.',
  identityNricTaken: 'Another customer holds this NRIC. Check the identity card again.',
  identityApplicationApproved:
    'Application {{applicationNo}} is approved on the identity as it stands. Cancel it before correcting the NRIC or name.',
  identityCorrected: 'The NRIC and name are corrected.',
  identityCorrectedSentBack:
    'The NRIC and name are corrected. Application {{applicationNo}} goes back to the applicant to verify their identity again.',
  identityLocked:
    'Your NRIC and name are those of your application and cannot be changed here. Please contact us to have them corrected.',
  checkTypeMismatch:
    'This eligibility check was made for the other product. Please check your eligibility again.',
  notEditable: 'This application can no longer be changed.',
  termsIncomplete: 'Please choose the amount and the tenure first.',
  formIncomplete: 'Please complete the application form.',
  emailNotVerified: 'Please verify your email address first.',
  documentsIncomplete: 'Please upload the required documents first.',
  ekycNotPassed: 'Your identity verification has not passed yet.',
  stepNotFound: 'There is no such step.',
  profileEmailMissing:
    'Please add an email address in your profile first, so that we can send you a verification code.',
  emailCodeSent: 'We have sent a 6-digit code and a link to {{email}}. They work for {{minutes}} minutes.',
  referBackStepNotReopened:
    'This part of your application was not referred back to you, so it cannot be changed now. Please update only what we asked for, then submit your application again.',
};
