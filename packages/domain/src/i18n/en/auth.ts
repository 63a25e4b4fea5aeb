/** Logging in and out, sessions, the human check and the partner and staff login pages. */
export const auth = {
  logIn: 'Log in',
  logOut: 'Log out',
};
