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
  receivedAfterBusinessDate: 'The date received cannot be after the business date.',
  counterPaymentPosted: 'The counter payment has been posted.',
  requestNotFound: 'We could not find this request.',
  requestDecided: 'This request has already been decided.',
  requestOpen: 'A request for this change is already waiting for approval.',
  checkerIsMaker: 'The officer who prepared this request cannot approve or reject it.',
  checkerRoleMissing: 'Your role cannot approve this request.',
  paymentOfAnotherAccount: 'This payment belongs to another account.',
};
