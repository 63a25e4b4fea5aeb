/**
 * Paying online: the payment order's refusals, the result page's texts (spec 000 section 8: 'Payment Unsuccessful',
 * 'Sorry, your payment is not succeed. Please try again later.'), the reasons a payment failed, and the
 * Idempotency-Key's answers.
 */
export const payments = {
  nothingDue: 'There is nothing due on this account now. Please enter the amount you wish to pay.',
  amountTooSmall: 'The smallest amount you can pay online is RM1.00.',
  amountTooLarge: 'The largest amount you can pay online at once is RM30,000.00.',
  orderNotFound: 'This payment was not found.',
  gatewayUnavailable: 'Online payment is not available right now. Please try again later.',
  signatureRefused: 'The payment message could not be verified.',
  unsuccessfulTitle: 'Payment Unsuccessful',
  unsuccessfulMessage: 'Sorry, your payment is not succeed. Please try again later.',
  reasons: {
    insufficientFunds: 'Your account has insufficient funds.',
    buyerCancelled: 'The payment was cancelled.',
    declined: 'Your bank or card issuer declined the payment.',
    expired: 'The payment was not completed in time.',
  },
  idempotency: {
    keyMissing: 'This request needs an Idempotency-Key header of 8 to 100 characters.',
    keyReused:
      'This Idempotency-Key was used for a different request. Please use a new key for a new request.',
    inFlight: 'A request with this Idempotency-Key is still being processed. Please wait for its result.',
  },
};
