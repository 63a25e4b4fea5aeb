/** The application's server answers and form messages: eligibility, drafts, steps, submission, email verification. */
export const application = {
  consentRequired: 'Sila bersetuju dengan penggunaan data peribadi anda dan semakan kredit',
};
