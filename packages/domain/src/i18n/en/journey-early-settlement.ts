/**
 * Settling a loan or financing early (decisions 032 and 046): the quotation for today, the rebate (ibra') in plain
 * words, the amount for each later day of the quotation, and settling online. The figures' names are the servicing
 * rules' (`servicingRules.settlement`), shared with the statement and the back office.
 */
export const earlySettlement = {
  title: 'Early Settlement',
  lead: 'Settle loan {{agreementNo}} in full before its last instalment. This quotation is for {{date}}.',
  lead_islamic:
    'Settle financing {{agreementNo}} in full before its last payment. This quotation is for {{date}}.',
  loading: 'Preparing your settlement quotation...',
  quoteHeading: 'Your settlement quotation',
  less: 'less {{amount}}',
  rebateHeading: 'Your rebate',
  rebateHeading_islamic: "Your ibra' (rebate)",
  rebateExplained:
    'You pay what is already due in full, with any fees and late payment charges. The interest of the instalments not yet due, {{amount}}, is not charged: that is your rebate.',
  rebateExplained_islamic:
    "You pay the outstanding selling price and what is already due, with any fees and ta'widh. We give up the profit of the payments not yet due, {{amount}}: that is your ibra'.",
  noCharge: 'There is no charge for settling early.',
  byDayHeading: 'If you pay on a later day',
  byDayLead:
    'Until {{date}} only the late payment charges change from day to day. After that, open this page again for a new quotation.',
  byDayLead_islamic:
    "Until {{date}} only the ta'widh changes from day to day. After that, open this page again for a new quotation.",
  byDayCaption: 'Settlement amount for each day of this quotation',
  date: 'Date',
  today: '{{date}} (today)',
  lateCharges: 'Late payment charges',
  lateCharges_islamic: "Ta'widh",
  amount: 'Settlement amount',
  settleHeading: 'Settle now',
  summary: 'You will pay {{amount}} by {{method}}. Once the payment is confirmed, your loan is closed.',
  summary_islamic:
    'You will pay {{amount}} by {{method}}. Once the payment is confirmed, your financing is closed.',
  submit: 'Settle now',
  sending: 'Taking you to the payment page...',
  networkProblem:
    'We could not reach our server. Your settlement payment has not started; press the button to try again.',
  tooLargeOnline:
    'The settlement amount is more than {{max}}, the most that can be paid online. Pay it by JomPAY from your bank, or contact us.',
  nothingToPay: 'What you have paid already covers the settlement: there is nothing more to pay.',
  backToSchedule: 'Back to the repayment schedule',
  backToSchedule_islamic: 'Back to the payment schedule',
};
