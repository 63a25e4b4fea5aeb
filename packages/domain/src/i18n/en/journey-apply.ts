/** Screens of the eligibility check, the draft application, the application form and the email verification. */
export const apply = {
  placeholder: '-',
};
