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
} as const;
