/** The disbursement and the Islamic financing's commodity trade, as the server answers the back office. */
export const disbursements = {
  prepared: 'Disbursement prepared. Another disbursement officer must release it.',
  released: 'Payout sent to the bank. The agreement is disbursed when the bank confirms it.',
  tradeRetried: 'The failed leg of the commodity trade is requested again.',
  unwindRetried: 'The unwinding of the commodity trade is requested again.',
  payoutUnavailable:
    'The paying bank is not available right now. Nothing was sent: please release it again later.',
  notReady:
    'This agreement is not waiting for disbursement: it must be signed, stamped and have an active direct debit first.',
  notPrepared: 'This disbursement is not prepared, so it cannot be released.',
  payeeMissing: 'The application has no verified bank account to pay the money into.',
  payeeChanged:
    'The bank account of the application changed after this disbursement was prepared, so it cannot be released as prepared.',
  noCommodityTrade: 'This agreement has no commodity trade.',
  tradeNotFailed: 'No leg of this commodity trade has failed: there is nothing to request again.',
};
