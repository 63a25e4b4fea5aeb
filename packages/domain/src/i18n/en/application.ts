/** The application's server answers and form messages: eligibility, drafts, steps, submission, email verification. */
export const application = {
  consentRequired: 'Please agree to the use of your personal data and to credit checks',
};
