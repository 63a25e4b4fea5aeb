/**
 * Screens of the direct-debit e-mandate (spec 000 sections 2, 3 and 9): setting it up with a TAC, the bank's
 * answer, the mandate's record, and updating or removing it.
 */
export const directDebit = {
  setup: {
    title: 'Direct Debit',
    lead: 'Your monthly instalments are paid from your bank account by direct debit. Choose your bank and account type; you authorise the mandate at your bank.',
    lead_islamic:
      'Your monthly payments are paid from your bank account by direct debit. Choose your bank and account type; you authorise the mandate at your bank.',
    updateLead:
      'Choose the bank and account type of the new account; you authorise the new mandate at your bank. Updating costs another RM1 verification debit, refunded to your loan.',
    updateLead_islamic:
      'Choose the bank and account type of the new account; you authorise the new mandate at your bank. Updating costs another RM1 verification debit, refunded to your financing.',
    bank: 'Bank',
    selectBank: 'Please select your bank',
    accountType: 'Account type',
    selectAccountType: 'Please select the account type',
    accountTypes: { savings: 'Savings account', current: 'Current account' },
    verificationNote:
      'Your bank debits RM1 to verify the account. It is refunded to your loan when your loan account opens.',
    verificationNote_islamic:
      'Your bank debits RM1 to verify the account. It is refunded to your financing when your financing account opens.',
    consent:
      'I authorise Sinar Kredit to debit my monthly instalment from this account by direct debit, and my bank to debit RM1 to verify it.',
    consent_islamic:
      'I authorise Sinar Kredit to debit my monthly payment from this account by direct debit, and my bank to debit RM1 to verify it.',
    consentRequired: 'Please tick the box to give your consent',
    signatureLead: 'Sign in the box below with your finger or mouse. Clear it to start again.',
    signaturePad: 'Signature pad: draw your signature here',
    clearSignature: 'Clear',
    bankRequired: 'Please select your bank',
    accountTypeRequired: 'Please select the account type',
    requestTac: 'Request TAC',
    tacSent: 'We sent a TAC by SMS to {{phone}}. It works for 10 minutes.',
    tac: 'TAC',
    resend: 'Send another TAC',
    resendIn: 'You can ask for another TAC in {{seconds}} seconds.',
    submit: 'Continue to your bank',
    submitting: 'Taking you to your bank...',
    loadingBanks: 'Loading the banks...',
    notReady: 'You can set up direct debit once your agreement is signed.',
    notReady_islamic: 'You can set up direct debit once your financing agreement is accepted.',
    alreadyActive: 'Your direct debit is active.',
    pending: 'Your bank has not answered yet.',
    viewRecord: 'View your direct debit',
    checkResult: 'See the result',
    backToHome: 'Back to home',
  },
  confirmation: {
    title: 'Direct Debit Result',
    pendingTitle: 'Waiting for your bank',
    pendingBody:
      'Your bank has not confirmed the direct debit yet. This page updates by itself when it does.',
    activeTitle: 'Direct debit is active',
    activeBody:
      'Your bank approved the direct debit. Your monthly instalments will be debited from your {{bank}} account ending {{last4}}.',
    activeBody_islamic:
      'Your bank approved the direct debit. Your monthly payments will be debited from your {{bank}} account ending {{last4}}.',
    rejectedTitle: 'Direct debit was not set up',
    rejectedBody: 'Your bank did not approve the direct debit. Reason: {{reason}}',
    unknownReason: 'not given by the bank',
    cancelledTitle: 'Direct debit removed',
    cancelledBody: 'This direct debit is no longer in use.',
    retry: 'Try again',
    noMandate: 'You have no direct debit yet.',
    setUp: 'Set up direct debit',
  },
  enrollment: {
    title: 'Direct Debit Enrolment',
    lead: 'The direct debit that pays your monthly instalments.',
    lead_islamic: 'The direct debit that pays your monthly payments.',
    status: 'Status',
    states: {
      PENDING: 'Waiting for your bank',
      ACTIVE: 'Active',
      REJECTED: 'Rejected',
      CANCELLED: 'Removed',
    },
    bank: 'Bank',
    accountType: 'Account type',
    accountNo: 'Account number',
    accountNoLast4: 'ending {{last4}}',
    accountNoUnknown: 'not yet known',
    amount: 'Maximum debit amount',
    tenure: 'Tenure',
    balanceTenure: 'Balance tenure',
    months: '{{count}} months',
    agreementNo: 'Agreement number',
    monthlyAmount: 'Monthly amount',
    name: 'Name',
    phone: 'Phone number',
    date: 'Date',
    time: 'Time',
    changesAfterOneDay: 'Direct debit changes show after one day',
    update: 'Update Direct Debit',
    none: 'You have no direct debit yet.',
    setUp: 'Set up direct debit',
  },
  update: {
    title: 'Update Direct Debit',
    lead: 'Move your direct debit to another account, or remove it.',
    current: 'Your direct debit: {{bank}}, account ending {{last4}}.',
    noActive: 'You have no active direct debit to update.',
    update: 'Update',
    updateTitle: 'Update your direct debit?',
    updateBody:
      'You choose the new account at your bank. Updating costs another RM1 verification debit, refunded to your loan.',
    updateBody_islamic:
      'You choose the new account at your bank. Updating costs another RM1 verification debit, refunded to your financing.',
    updateConfirm: 'Yes, update',
    remove: 'Remove',
    removeTitle: 'Remove your direct debit?',
    removeBody:
      'Your monthly instalments will no longer be debited from this account: you will need to pay each one yourself.',
    removeBody_islamic:
      'Your monthly payments will no longer be debited from this account: you will need to pay each one yourself.',
    removeConfirm: 'Yes, remove',
    keep: 'No, keep it',
  },
  result: {
    title: 'Update Direct Debit',
    success: 'Update/Remove successfully',
    failed: 'Update/Remove Direct Debit failed',
    updateFailed: 'Update Direct Debit failed.',
    changesAfterOneDay: 'Direct debit changes show after one day',
    backToRecord: 'View your direct debit',
    tryAgain: 'Try again',
  },
};
