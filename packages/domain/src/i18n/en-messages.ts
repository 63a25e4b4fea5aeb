/**
 * The emails and SMS the service sends, in English. Kept out of the screens' catalog so the browser never loads
 * them; `{{name}}` placeholders are filled by the server.
 */
export const enMessages = {
  temporaryPasswordSms:
    'Sinar Kredit: your temporary password is {{password}}. It expires in {{hours}} hours. Never share it with anyone, including our staff.',
  agreementTacSms:
    'Sinar Kredit: your TAC to sign agreement {{agreementNo}} is {{tac}}. It expires in {{minutes}} minutes. Never share it with anyone, including our staff.',
  mandateTacSms:
    'Sinar Kredit: your TAC to authorise the direct debit of agreement {{agreementNo}} is {{tac}}. It expires in {{minutes}} minutes. Never share it with anyone, including our staff.',
  passwordReset: {
    subject: 'Reset your Sinar Kredit password',
    body: 'Hello {{name}},\n\nWe received a request to reset the password of your Sinar Kredit account. Choose a new password here:\n\n{{link}}\n\nThe link works once, for {{minutes}} minutes. If you did not ask for this, ignore this email: your password stays as it is.\n\nSinar Kredit Sdn. Bhd.',
  },
  staffVerification: {
    subject: 'Your Sinar Kredit staff verification code',
    body: 'Hello {{name}},\n\nYour verification code is {{code}}. It works for {{minutes}} minutes.\n\nIf you did not register for a staff account, ignore this email.\n\nSinar Kredit Sdn. Bhd.',
  },
  staffAlreadyRegistered: {
    subject: 'Your Sinar Kredit staff account',
    body: 'Hello,\n\nSomeone tried to register a staff account with this email address, which already has one. To log in, go to {{link}}. If you forgot your password, use Forgot password on that page.\n\nSinar Kredit Sdn. Bhd.',
  },
  emailChange: {
    subject: 'Confirm your new email address',
    body: 'Hello {{name}},\n\nTo use this address for your Sinar Kredit account, enter this code: {{code}}. It works for {{minutes}} minutes.\n\nIf you did not ask for this, ignore this email.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationEmailVerification: {
    subject: 'Verify your email for application {{applicationNo}}',
    body: 'Hello {{name}},\n\nYour verification code is {{code}}. Enter it to verify this email address for your Sinar Kredit application {{applicationNo}}.\n\nOr open this link:\n\n{{link}}\n\nThe code and the link work once, for {{minutes}} minutes. If you did not apply, ignore this email.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationSubmitted: {
    subject: 'We have received your application {{applicationNo}}',
    body: 'Hello {{name}},\n\nThank you: we received your Sinar Kredit application {{applicationNo}} on {{submittedAt}}, for {{amount}} over {{tenure}} months.\n\nLog in to follow its progress and to complete any step still open, such as verifying your identity:\n\n{{link}}\n\nWe will email you when it has been reviewed.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationApproved: {
    subject: 'Your application {{applicationNo}} is approved',
    body: 'Hello {{name}},\n\nGood news: your Sinar Kredit application {{applicationNo}} is approved for {{amount}} over {{tenure}} months.\n\nLog in to continue to your agreement:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationRejected: {
    subject: 'About your application {{applicationNo}}',
    body: 'Hello {{name}},\n\nThank you for applying to Sinar Kredit. After a careful review, we are unable to approve your application {{applicationNo}}.\n\nYou may make a new application after {{date}}.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationReferredBack: {
    subject: 'Please update your application {{applicationNo}}',
    body: 'Hello {{name}},\n\nBefore we can continue with your Sinar Kredit application {{applicationNo}}, please update: {{steps}}.\n\nWhat we need from you: {{remark}}\n\nLog in, make these changes and submit your application again:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  identityCorrected: {
    subject: 'Your NRIC or name has been corrected',
    body: 'Hello {{name}},\n\nSinar Kredit has corrected the NRIC or the name as on the identity card in your account. The reason: {{remark}}\n\nIf you did not ask for this, please contact us.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationIdentityCorrected: {
    subject: 'Please verify your identity again for application {{applicationNo}}',
    body: 'Hello {{name}},\n\nSinar Kredit has corrected the NRIC or the name as on the identity card in your account. The reason: {{remark}}\n\nBefore we can continue with your application {{applicationNo}}, please log in and verify your identity again with your identity card:\n\n{{link}}\n\nIf you did not ask for this, please contact us.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationCancelled: {
    subject: 'Your application {{applicationNo}} is cancelled',
    body: 'Hello {{name}},\n\nYour Sinar Kredit application {{applicationNo}} has been cancelled by Sinar Kredit. You can see it, or make a new application, when you log in:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  agreementMilestones: {
    ATTESTED: {
      subject: 'Attestation completed for agreement {{agreementNo}}',
      body: 'Hello {{name}},\n\nYour attestation for agreement {{agreementNo}} ({{amount}} over {{tenure}} months) was completed on {{date}}.\n\nNext, read and sign your agreement:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: attestation completed for agreement {{agreementNo}} on {{date}}. Log in to read and sign your agreement.',
    },
    SIGNED: {
      subject: 'You signed agreement {{agreementNo}}',
      body: 'Hello {{name}},\n\nYou signed agreement {{agreementNo}} ({{amount}} over {{tenure}} months) on {{date}}. We are now having it stamped. If you have not set up your direct debit yet, please do so now:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: you signed agreement {{agreementNo}} on {{date}}. Stamping is in progress. Set up your direct debit if you have not yet.',
    },
    STAMPED: {
      subject: 'Agreement {{agreementNo}} is stamped',
      body: 'Hello {{name}},\n\nYour agreement {{agreementNo}} was stamped on {{date}}. Its stamp certificate is kept with your agreement. If you have not set up your direct debit yet, please do so now:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: agreement {{agreementNo}} was stamped on {{date}}. Set up your direct debit if you have not yet.',
    },
    PENDING_DISBURSEMENT: {
      subject: 'Agreement {{agreementNo}} is waiting for disbursement',
      body: 'Hello {{name}},\n\nYour agreement {{agreementNo}} is signed and stamped and your direct debit is active. Disbursement of {{netAmount}} happens within 3 to 7 business days.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: agreement {{agreementNo}} is ready. Disbursement of {{netAmount}} happens within 3 to 7 business days.',
    },
    PAYOUT_SENT: {
      subject: 'Your money for agreement {{agreementNo}} is on its way',
      body: 'Hello {{name}},\n\nOn {{date}} we sent {{netAmount}} for agreement {{agreementNo}} to your bank account. Your bank will credit it shortly.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: {{netAmount}} for agreement {{agreementNo}} was sent to your bank account on {{date}}.',
    },
    DISBURSED: {
      subject: 'Payment disbursed for agreement {{agreementNo}}',
      body: 'Hello {{name}},\n\nPayment disbursed: {{netAmount}} for agreement {{agreementNo}} reached your bank account on {{date}}. Your monthly payment is {{monthlyAmount}}.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: payment disbursed. {{netAmount}} for agreement {{agreementNo}} reached your bank account on {{date}}.',
    },
    COMPLETED: {
      subject: 'Your account for agreement {{agreementNo}} is open',
      body: 'Hello {{name}},\n\nYour account for agreement {{agreementNo}} was opened on {{date}}. You can follow your repayments when you log in:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: your account for agreement {{agreementNo}} was opened on {{date}}. Log in to follow your repayments.',
    },
    CANCELED: {
      subject: 'Agreement {{agreementNo}} is cancelled',
      body: 'Hello {{name}},\n\nYour agreement {{agreementNo}} was cancelled on {{date}}. No money will be paid out under it. You can make a new application when you log in:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: agreement {{agreementNo}} was cancelled on {{date}}. No money will be paid out under it.',
    },
  },
  // Live video call attestation: the invitation, its update and its cancellation, each with an .ics file.
  liveCallInvitation: {
    subject: 'Your live video call for agreement {{agreementNo}}: {{when}}',
    body: 'Hello {{name}},\n\nYour live video call with our attestation officer is booked for {{when}} (30 minutes). The officer will go through your agreement {{agreementNo}} with you.\n\nJoin the call at that time with this link:\n\n{{joinUrl}}\n\nThe attached calendar file adds the call to your calendar. You can move or cancel the call until {{changeableUntil}}:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  liveCallUpdated: {
    subject: 'Your live video call is moved to {{when}}',
    body: 'Hello {{name}},\n\nYour live video call for agreement {{agreementNo}} is moved to {{when}} (30 minutes).\n\nJoin the call at that time with this link:\n\n{{joinUrl}}\n\nThe attached calendar file updates the call in your calendar. You can move or cancel the call until {{changeableUntil}}:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  liveCallCancelled: {
    subject: 'Your live video call on {{when}} is cancelled',
    body: 'Hello {{name}},\n\nYour live video call for agreement {{agreementNo}} on {{when}} is cancelled. The attached calendar file removes it from your calendar.\n\nTo continue, choose how you would like to attest:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  liveCallWithdrawn: {
    subject: 'Your live video call on {{when}} is no longer needed',
    body: 'Hello {{name}},\n\nThank you: your attestation for agreement {{agreementNo}} is recorded, so your live video call on {{when}} is cancelled. The attached calendar file removes it from your calendar.\n\nTo continue with your agreement:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  // The reminder letter the close of business sends at 7, 30 and 60 days past due; its heading is the letter's subject.
  // Alerts to the operations inbox about work after approval that needs a person (docs/decisions/051).
  stampingRejected: {
    subject: 'E-stamping of agreement {{agreementNo}} was rejected: it needs an officer',
    body: 'The e-stamping of agreement {{agreementNo}} ({{applicantName}}) was rejected on attempt {{attempt}}.\n\nReason: {{reason}}\n\nAn operations or disbursement officer can submit it again from the agreement in the back office:\n\n{{link}}\n\nSinar Kredit back office',
  },
  stampingFailed: {
    subject: 'E-stamping of agreement {{agreementNo}} failed: it needs an officer',
    body: 'The e-stamping of agreement {{agreementNo}} ({{applicantName}}) failed on attempt {{attempt}}.\n\nReason: {{reason}}\n\nAn operations or disbursement officer can submit it again from the agreement in the back office:\n\n{{link}}\n\nSinar Kredit back office',
  },
  commodityTradeNeedsAttention: {
    subject: 'Commodity trade of agreement {{agreementNo}} could not be unwound: it needs an officer',
    body: 'Agreement {{agreementNo}} ({{applicantName}}) was cancelled, and its commodity trade could not be unwound: the commodity may still be held.\n\nReason: {{reason}}\n\nA disbursement officer can request the unwinding again from the agreement in the back office:\n\n{{link}}\n\nSinar Kredit back office',
  },
  // Money stuck in between, for the operations inbox (docs/decisions/052).
  directDebitUnsettled: {
    subject: 'Direct debit of agreement {{agreementNo}} not settled after {{days}} working days',
    body: 'The direct-debit deduction of {{amount}} for agreement {{agreementNo}} (instalment {{instalmentNo}}, attempt {{attemptNo}}) was sent to the bank on {{sentOn}} and has no result {{days}} working days later.\n\nCheck with the bank whether the money was taken (reference {{reference}}), then resolve it with a note on the close-of-business page in the back office:\n\n{{link}}\n\nSinar Kredit back office',
  },
  paymentOrderStillPending: {
    subject: 'Online payment for agreement {{agreementNo}} still pending at the gateway',
    body: 'The online payment of {{amount}} for agreement {{agreementNo}}, made on {{madeOn}}, is still pending at the payment gateway after its last requery (transaction {{reference}}).\n\nCheck in the merchant portal of the gateway whether the bank paid it, then resolve it with a note on the close-of-business page in the back office:\n\n{{link}}\n\nSinar Kredit back office',
  },
  liveCallEnded: {
    subject: 'Your live video call on {{when}} is cancelled',
    body: 'Hello {{name}},\n\nAgreement {{agreementNo}} has been cancelled, so your live video call on {{when}} is cancelled too. The attached calendar file removes it from your calendar.\n\nSee where you stand:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  reminderLetter: {
    subject: '{{subject}}: agreement {{agreementNo}}',
    body: 'Hello {{name}},\n\n{{subject}}.\n\nAgreement {{agreementNo}} is {{days}} days past due. The amount overdue on {{date}} is {{overdue}}, including late payment charges. Please pay it as soon as you can:\n\n{{link}}\n\nA letter with this notice is posted to you; its postage of {{postage}} is charged to your account.\n\nSinar Kredit Sdn. Bhd.',
    sms: 'Sinar Kredit: agreement {{agreementNo}} is {{days}} days past due. {{overdue}} is overdue. Please pay it as soon as you can.',
  },
  // Repayment of SME loans from the partner's commission and e-wallet (docs/decisions/064).
  partnerTopUpReminder: {
    subject: 'Please top up your e-wallet before the 15th: agreement {{agreementNo}}',
    body: "Hello {{name}},\n\nThis month's instalment of agreement {{agreementNo}} was deducted on {{date}} from your commission and e-wallet, and {{unpaid}} of it is still unpaid.\n\nPlease top up your partner e-wallet with at least {{unpaid}} before {{deadline}}. On that day the rest is taken from your e-wallet; what it cannot cover stays overdue and late payment charges apply.\n\nSinar Kredit Sdn. Bhd.",
    sms: 'Sinar Kredit: {{unpaid}} of the instalment of agreement {{agreementNo}} is unpaid. Please top up your partner e-wallet before {{deadline}}.',
  },
  partnerDeductionFailed: {
    subject: 'Partner deduction for agreement {{agreementNo}} failed',
    body: "The deduction of {{amount}} from partner {{partnerId}}'s {{source}} for agreement {{agreementNo}} ({{month}}, reference {{reference}}) failed: {{reason}}.\n\nCheck the partner with the partner platform, then collect the instalment by another channel if needed.\n\nSinar Kredit back office",
  },
  // A rejection of an SME partner's or staff member's application, which sets no wait before applying again.
  applicationRejectedWithoutWait: {
    subject: 'About your application {{applicationNo}}',
    body: 'Hello {{name}},\n\nThank you for applying to Sinar Kredit. After a careful review, we are unable to approve your application {{applicationNo}}.\n\nYou may make a new application when you are ready:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
};
export type MessageCatalog = typeof enMessages;
