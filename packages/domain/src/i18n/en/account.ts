/** Getting and keeping an account: registration, staff registration, password reset and change, profile, TIN. */
export const account = {
  myAccount: 'My account',
};
