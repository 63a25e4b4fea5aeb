/**
 * The early settlement panel of a loan account (decision 046): the quotation for the business date with the amount
 * of each day, and posting a settlement received at the counter. The figures' names are the servicing rules'
 * (`settlementQuote`, with the Islamic terms by context).
 */
export const earlySettlement = {
  title: 'Early settlement',
  loading: 'Preparing the settlement quotation...',
  quoteFor: 'Quotation for {{date}}, valid until {{until}}. No charge is taken for settling early.',
  less: 'less {{amount}}',
  byDayCaption: 'Settlement amount for each day of the quotation',
  date: 'Date',
  lateCharges: 'Late payment charges',
  lateCharges_islamic: "Ta'widh",
  amount: 'Settlement amount',
  post: 'Post settlement received',
  dialogTitle: 'Post a settlement received for {{agreementNo}}',
  dialogLead:
    'The settlement on {{date}} is {{amount}}. If the amount received covers the settlement of the day it was received, the rebate is written and the account closes; otherwise it is posted as an ordinary payment.',
  dialogLead_islamic:
    "The settlement on {{date}} is {{amount}}. If the amount received covers the settlement of the day it was received, the ibra' is written and the account closes; otherwise it is posted as an ordinary payment.",
  submit: 'Post settlement',
  settled: 'Account {{agreementNo}} is settled and closed; a rebate of {{rebate}} was written.',
  settled_islamic: "Account {{agreementNo}} is settled and closed; an ibra' of {{rebate}} was written.",
  notCovered:
    'The amount did not cover the settlement of {{amount}} on {{date}}: it was posted as an ordinary payment.',
};
