/** The loan or financing account and its payments, as the server answers the customer and the back office. */
export const loanAccounts = {
  notFound: 'We could not find this loan account.',
  referenceReused: 'This payment reference was already used for a different amount.',
  notActive: 'This account is not active, so the change cannot be made.',
  paymentNotFound: 'We could not find this payment.',
  alreadyReversed: 'This payment has already been reversed.',
  nothingToWaive: 'There is nothing outstanding of this charge to waive.',
  waiverTooLarge: 'The waiver is larger than what is outstanding.',
  onlyChargesWaived: 'Only late payment charges and fees can be waived.',
  receiptNotFound: 'We could not find this receipt.',
};
