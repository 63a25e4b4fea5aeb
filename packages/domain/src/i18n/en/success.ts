/** Success texts of spec 000 and 001 section 8. */
export const success = {
  loginSuccessful: 'Login successful',
  passwordSent: 'Password sent',
  otpVerified: 'OTP Verified',
  signingInProgress: 'Signing in progress',
  registerSuccessfully: 'Register Successfully',
  updated: 'Updated',
  saved: 'Saved',
  submitSuccessfully: 'Submit Successfully',
  updateRemoveSuccessfully: 'Update/Remove successfully',
  updateSuccessfully: 'Update successfully',
  messageSent: 'Thank you. Your message has been sent and we will reply by email.',
  resetLinkSent:
    'If this email address belongs to an account, we have sent it a link to choose a new password. The link works for 30 minutes.',
  codeSent: 'We have sent a 6-digit code to {{email}}. It works for 10 minutes.',
  passwordChanged: 'Your password has been changed. Please use it from now on.',
  loggedOut: 'You have logged out.',
  accountDeleted: 'The account has been deleted.',
} as const;
