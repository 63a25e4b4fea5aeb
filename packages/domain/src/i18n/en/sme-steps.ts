/**
 * The SME partner's and staff member's steps before and after submission: email verification, business documents
 * and identity verification (spec 001 sections 3-5; decision 060).
 */
export const smeSteps = {
  requiredDocumentsMissing: 'Please upload every required document before you continue',
  formFirst: 'Please complete your application form first',
  emailCodeSent: 'We sent a 6-digit code to {{email}}. It is valid for {{minutes}} minutes.',
  email: {
    title: 'Verify your email',
    intro: 'We will send a 6-digit code to the email address in your application.',
    send: 'Send code',
    resend: 'Send a new code',
    code: 'Code',
    verify: 'Verify',
    verified: 'Your email is verified.',
    noEmail: 'Your application has no email address yet. Please fill in your applicant details first.',
    applicantDetails: 'Applicant details',
  },
  documents: {
    title: 'Upload your documents',
    intro: 'Upload each required document as pdf, png or jpeg, under 5MB, at most 3 files each.',
    required: 'Required',
    optional: 'Optional',
    complete: 'Continue',
  },
  identity: {
    title: 'Verify your identity',
    intro: 'Take pictures of the front and back of your identity card and a selfie.',
  },
  complete: {
    title: 'Verification complete',
    body: 'Thank you. Your application {{applicationNo}} is with us for review.',
    home: 'Back to home',
  },
  next: 'Next',
  loading: 'Loading…',
} as const;
