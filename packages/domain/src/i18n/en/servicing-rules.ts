/**
 * The servicing rules' wording: the early settlement quote, late charges, delinquency, reminder letters and JomPAY
 * references, with the Islamic financing's terms as `_islamic` twins.
 */
export const servicingRules = {
  settlement: {
    title: 'Early settlement quotation',
    validUntil: 'Valid until {{date}}',
    outstandingPrincipal: 'Outstanding principal',
    unearnedInterest: 'Unearned interest',
    unearnedInterest_islamic: 'Unearned profit',
    outstandingBalance: 'Outstanding balance of instalments not yet due',
    outstandingBalance_islamic: 'Outstanding selling price',
    instalmentsDue: 'Instalments due',
    instalmentsDue_islamic: 'Payments due',
    feesDue: 'Fees due',
    lateCharges: 'Late payment charges',
    lateCharges_islamic: "Late payment compensation (ta'widh)",
    settlementCharge: 'Early settlement charge',
    rebate: 'Rebate of unearned interest',
    rebate_islamic: "Ibra' (rebate)",
    settlementAmount: 'Settlement amount',
    rebateRule:
      'The interest of every instalment not yet due is rebated in full; instalments already due, fees and late charges are paid in full.',
    rebateRule_islamic:
      "Ibra' is the profit of every payment not yet due less any early settlement charge; settlement is the outstanding selling price plus payments due and late charges, less the ibra'.",
    payOnDay: 'Settlement amount if paid on {{date}}: {{amount}}',
    creditRefundable: 'We owe you {{amount}} after settlement; you may ask for it to be refunded.',
    creditAdminFee: 'The {{amount}} left over after settlement is kept as an admin fee.',
    creditCharity: 'The {{amount}} left over after settlement is given to charity.',
    settled: 'The account is settled and closed.',
    notCovered:
      'The payment did not cover the settlement amount of {{date}} ({{amount}}): it was posted as an ordinary payment and the account stays open.',
    amountChosen:
      'A settlement is paid at the settlement amount of the day; another amount cannot be chosen.',
    settlementStands:
      'This payment came before the early settlement that closed the account: reverse the settlement payment first.',
    nothingOwed: 'Nothing is owed on this account, so there is nothing to settle.',
  },
  lateCharge: {
    description: 'Late payment interest on instalment {{instalmentNo}}',
    description_islamic: "Ta'widh on payment {{instalmentNo}}",
    afterMaturity: 'Late payment interest after maturity on instalment {{instalmentNo}}',
    afterMaturity_islamic: "Ta'widh after maturity on the outstanding balance (payment {{instalmentNo}})",
  },
  delinquency: {
    current: 'Current',
    days1to30: '1 to 30 days past due',
    days31to60: '31 to 60 days past due',
    days61to90: '61 to 90 days past due',
    over90: 'More than 90 days past due',
  },
  reminderLetter: {
    firstReminder: 'Reminder: your instalment is overdue',
    firstReminder_islamic: 'Reminder: your payment is overdue',
    secondReminder: 'Second reminder: your instalment is still overdue',
    secondReminder_islamic: 'Second reminder: your payment is still overdue',
    finalNotice: 'Final notice: please pay the overdue amount',
    postage: 'Reminder letter postage',
  },
  closeOfBusiness: {
    dayMissed: 'The close of business of {{date}} has not run yet; days are closed one at a time, in order.',
  },
  jompay: {
    billerCode: 'JomPAY biller code',
    ref1: 'Ref-1',
    notAnAgreementNo: 'This is not an agreement number.',
    ref1Invalid: 'Ref-1 must be 11 to 20 digits.',
    ref1CheckDigit:
      'This Ref-1 has a wrong digit or two digits swapped. Please check it against your statement.',
    headerInvalid: 'The header line is not in the expected layout.',
    trailerInvalid: 'The trailer line is not in the expected layout.',
    unknownRecord: 'This line is not a header, payment or trailer line.',
    fieldCount: 'A payment line has seven fields.',
    billerCodeMismatch: 'The biller code is not ours.',
    dateInvalid: 'The payment date is not a date.',
    amountInvalid: 'The amount is not a positive amount with two decimals.',
    bankReferenceMissing: 'The bank reference is missing.',
    bankReferenceRepeated: 'The bank reference appears earlier in this file.',
    headerMissing: 'The file has no header line.',
    trailerMissing: 'The file has no trailer line, so it may be incomplete.',
    countMismatch: 'The trailer counts a different number of payment lines than the file holds.',
    totalMismatch: 'The trailer total differs from the sum of the payment lines.',
    unknownAgreement: 'Ref-1 names no agreement of ours.',
    accountNotActive: 'Ref-1 names an account that is closed or written off.',
    alreadyImported: 'This bank reference was imported in an earlier file.',
    lineNotParked: 'This line is not parked, so it cannot be assigned or returned.',
    fileNotReady: "The bank's file for this date is not ready yet.",
  },
  moneyAttention: {
    attentionNotOpen: 'This item does not need attention any more, or was resolved already.',
  },
};
