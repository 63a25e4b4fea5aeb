/** The direct-debit mandate's server answers: the call's outcome, refusals, and why a bank rejected a mandate. */
export const directDebit = {
  started: 'Please authorise the direct debit at your bank.',
  removed: 'Update/Remove successfully',
  removeFailed: 'Update/Remove Direct Debit failed',
  updateFailed: 'Update Direct Debit failed.',
  notFound: 'No direct debit has been set up for this agreement.',
  tooEarly: 'Please complete the attestation before you set up the direct debit.',
  alreadySetUp: 'A direct debit is set up or waiting for your bank already. Please update it instead.',
  nothingToUpdate: 'There is no active direct debit to update.',
  changePending: 'A direct debit is waiting for your bank already. Please wait for its result.',
  repaidFromCommission:
    'This loan is repaid from your partner commission and e-wallet on the 12th of each month; it needs no direct debit.',
  closed: 'The direct debit of this agreement can no longer be changed here.',
  bankOffline: 'This bank is not available right now. Please try again later or choose another bank.',
  bankNotAccepted: 'This bank or account type cannot be used for a direct debit.',
  serviceUnavailable: 'The direct debit service is not available right now. Please try again later.',
  notActive: 'Your direct debit is not active yet.',
  noticeRefused: 'The notice could not be verified.',
  noticeAccepted: 'Notice received.',
  rejections: {
    cancelledByCustomer: 'The authorisation was cancelled at the bank.',
    insufficientFunds: 'The account could not pay the RM1 verification debit.',
    rejectedByBank: 'The bank did not approve the direct debit.',
  },
  /** The monthly deductions under the mandate, as the customer's attempts list them. */
  collections: {
    notFound: 'There is no such direct-debit deduction.',
    statuses: {
      requested: 'Requested from your bank',
      succeeded: 'Deducted',
      failed: 'Not deducted',
    },
    reasons: {
      insufficientFunds: 'There was not enough money in the account.',
      accountClosed: 'The account has been closed.',
      mandateNotActive: 'The direct debit is no longer active.',
      bankOffline: 'Your bank was not available.',
    },
  },
};
