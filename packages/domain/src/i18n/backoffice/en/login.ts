/** Logging in with a password and a time-based code, the session's end, and the navigation. */
export const login = {
  title: 'Log in',
  lead: 'For Sinar Kredit officers. You need your work email, your password and your authenticator app.',
  step: 'Step {{step}} of {{steps}}',
  passwordStep: 'Email and password',
  email: 'Work email',
  password: 'Password',
  continue: 'Continue',
  checking: 'Checking...',
  codeStep: 'Code from your authenticator app',
  codeLead: 'Open your authenticator app and enter the 6-digit code it shows for Sinar Kredit Back Office.',
  code: '6-digit code',
  codeHint: 'The code changes every 30 seconds. Enter the one shown now.',
  verify: 'Log in',
  restart: 'Start again with another account',
  enrolment: {
    title: 'Set up your authenticator app',
    lead: 'This is your first login, so your account needs a second factor: a code from an authenticator app on your phone.',
    stepApp:
      'Install an authenticator app on your phone if you do not have one (for example Google Authenticator or Microsoft Authenticator).',
    stepScan: 'In the app, add an account: scan the QR code below, or type the key shown under it.',
    stepCode: 'Enter the 6-digit code the app now shows for Sinar Kredit Back Office.',
    qrAlt: 'QR code to add Sinar Kredit Back Office to your authenticator app',
    secretLabel: 'Key to type if you cannot scan the code',
  },
  errors: {
    email: 'Enter your work email address, for example name@sinarkredit.com.my.',
    password: 'Enter your password.',
    code: 'Enter the 6 digits shown in your authenticator app.',
  },
} as const;

export const session = {
  loggedOut: {
    title: 'You have logged out',
    body: 'Your session has ended in every back-office tab of this browser.',
  },
  idle: {
    title: 'You were logged out',
    body: 'You were inactive for 15 minutes, so we logged you out to protect customer data. Please log in again.',
  },
  elsewhere: {
    title: 'You were logged out',
    body: 'You logged out in another tab of this browser, so this tab was logged out too.',
  },
  expired: { title: 'Session expired', body: 'Your session has expired. Please log in again.' },
} as const;

export const nav = {
  label: 'Back office',
  queues: 'Queues',
  agreements: 'Agreements',
  audit: 'Audit',
  officers: 'Officers',
  customers: 'Customers',
  signedInAs: 'Signed in as',
  password: 'Change password',
  logOut: 'Log out',
} as const;

/** The officer's own password: required after a temporary one, open at any time from the navigation. */
export const password = {
  title: 'Change your password',
  mustChange:
    'You logged in with a temporary password. Choose your own password before you continue; only you will know it.',
  lead: 'Your other sessions end when you change it.',
  current: 'Current password',
  currentHint: 'The temporary password from your administrator, if you have just been given one.',
  new: 'New password',
  newHint: 'At least 8 characters.',
  confirm: 'New password again',
  submit: 'Change password',
  saving: 'Saving...',
  toQueues: 'Continue to the work queues',
} as const;
