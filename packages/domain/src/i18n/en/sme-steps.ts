/**
 * The SME partner's and staff member's steps before and after submission: email verification, business documents
 * and identity verification (spec 001 sections 3-5; decision 060).
 */
export const smeSteps = {
  requiredDocumentsMissing: 'Please upload every required document before you continue',
  formFirst: 'Please complete your application form first',
  email: {
    title: 'Verify your email',
    intro: 'We will send a 6-digit code to the email address in your application.',
    noEmail: 'Your application has no email address yet. Please fill in your applicant details first.',
    applicantDetails: 'Applicant details',
  },
  documents: {
    title: 'Upload your documents',
    intro: 'Upload each required document as pdf, png or jpeg, under 5MB, at most 3 files each.',
  },
  identity: {
    title: 'Verify your identity',
    intro: 'Take pictures of the front and back of your identity card and a selfie.',
  },
  complete: {
    title: 'Verification complete',
    home: 'Back to home',
  },
  loading: 'Loading…',
} as const;
