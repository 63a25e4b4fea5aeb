/** Logging in and out, sessions, the human check, the logged-in homes and the partner and staff login pages. */
export const auth = {
  logIn: 'Log in',
  logOut: 'Log out',
  loggingIn: 'Logging in…',
  loginDialog: {
    lead: 'Choose the account you log in with.',
    tabs: 'Ways to log in',
  },
  tabLead: {
    telecom: 'Use the mobile number of your redONE account.',
    conventional: 'Use the phone number or email address of your Sinar Kredit account.',
    islamic: 'Use the phone number or email address of your Sinar Kredit-i account.',
    staff: 'For staff of the Sinar group: use your company email address.',
  },
  links: {
    forgotPassword: 'Forgot password?',
    firstLogin: 'First time logging in?',
    noAccount: 'New to Sinar Kredit?',
    noAccount_islamic: 'New to Sinar Kredit-i?',
    register: 'Register now',
    staffRegister: 'Register as staff',
  },
  temporaryPassword: {
    firstLoginTitle: 'First time logging in',
    firstLoginLead:
      'Enter the mobile number of your redONE account. We will send you a temporary password by SMS: log in with it, then choose your own password.',
    resetTitle: 'Forgot your password',
    resetLead:
      'Enter the mobile number of your redONE account. We will send you a new temporary password by SMS.',
    send: 'Send password',
    sending: 'Sending…',
    sentHint: 'We sent a temporary password by SMS to {{phoneNo}}. Log in with it below.',
    backToLogin: 'Back to log in',
  },
  humanCheck: {
    label: "I'm not a robot",
    verifying: 'Verifying…',
    verified: 'Verified',
    failed: 'We could not verify you. Please tick the box again.',
  },
  staffPage: {
    title: 'Staff login',
    lead: 'For staff of the Sinar group: log in with your company email address.',
    noAccount: 'No staff account yet?',
  },
  partnerPage: {
    title: 'Partner login',
    lead: 'For redONE business partners: log in with your Partner ID.',
    activationTitle: 'First time here? Get your password',
    activationLead:
      'Enter your Partner ID. We will send a temporary password by SMS to the phone number redONE holds for you.',
    activationSend: 'Get my password',
    activationSent:
      'We sent a temporary password by SMS to the phone number registered for {{partnerId}}. Log in with it above.',
  },
  logout: {
    title: 'Log out',
    inProgress: 'Logging you out…',
  },
  idleLoggedOut: 'You were logged out after 15 minutes without activity.',
  accountMenu: {
    label: 'My account: {{name}}',
    fallbackName: 'My account',
  },
  home: {
    title: 'My account',
    greeting: 'Welcome, {{name}}',
    lead: 'Your loan applications and their progress will show here.',
    lead_islamic: 'Your financing applications and their progress will show here.',
    temporaryPasswordTitle: 'You are using a temporary password',
    temporaryPasswordBody: 'Please choose your own password now, so that only you know it.',
    changePasswordNow: 'Choose my password',
    accountHeading: 'Your account',
  },
  smeHome: {
    title: 'Partner account',
    lead: 'Your business loan applications and their progress will show here.',
    partnerName: 'Partner name',
  },
};
