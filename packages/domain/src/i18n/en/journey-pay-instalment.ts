/**
 * Paying an instalment online (spec 000 sections 2 and 9): /pay-instalment-now, /payment-result and /pending-payment,
 * with the Islamic financing's wording (payment for instalment, financing for loan). The failure's title and text
 * come from the server (decision 035) in the reader's language.
 */
export const payInstalment = {
  title: 'Pay Instalment Now',
  title_islamic: 'Pay Monthly Payment Now',
  lead: 'Pay what is due on loan {{agreementNo}}, or another amount, by online banking or card.',
  lead_islamic: 'Pay what is due on financing {{agreementNo}}, or another amount, by online banking or card.',
  amount: {
    legend: 'How much to pay',
    due: 'Amount due: {{amount}}',
    dueHint: 'Overdue {{overdue}} and current instalment {{current}}, late payment charges included.',
    dueHint_islamic: "Overdue {{overdue}} and current payment {{current}}, ta'widh included.",
    nothingDue: 'Nothing is due now. You may still pay ahead with another amount.',
    other: 'Another amount',
    otherLabel: 'Amount (RM)',
    otherHint: 'From RM1.00 to {{max}}.',
    required: 'Enter the amount to pay.',
    invalid: 'Enter an amount in ringgit, such as 150.00.',
    tooSmall: 'The smallest payment is RM1.00.',
    tooLarge: 'You can pay at most {{max}}.',
  },
  method: {
    legend: 'How to pay',
    onlineBanking: 'Online banking (FPX)',
    onlineBankingHint: "You approve the payment at your bank's page.",
    card: 'Debit or credit card',
    cardHint: 'You enter your card on the payment page.',
  },
  summary: 'You will pay {{amount}} by {{method}}.',
  submit: 'Continue to payment',
  sending: 'Taking you to the payment page...',
  networkProblem:
    'We could not reach our server. Your payment has not started; press the button to try again.',
  closed: 'This loan is settled: there is nothing left to pay.',
  closed_islamic: 'This financing is settled: there is nothing left to pay.',
  backToSchedule: 'Back to the repayment schedule',
  backToSchedule_islamic: 'Back to the payment schedule',
  result: {
    title: 'Payment Result',
    loading: 'Reading your payment...',
    missing: 'We could not find this payment.',
    successTitle: 'Payment Successful',
    successText: 'Thank you. We have received your payment of {{amount}} for agreement {{agreementNo}}.',
    settlementText:
      'Thank you. We have received {{amount}} to settle loan agreement {{agreementNo}} early. Your repayment schedule shows the loan closed once it is settled.',
    settlementText_islamic:
      'Thank you. We have received {{amount}} to settle financing agreement {{agreementNo}} early. Your payment schedule shows the financing closed once it is settled.',
    amount: 'Amount',
    reference: 'Reference',
    paidAt: 'Paid on',
    method: 'Paid by',
    receipt: 'See the receipt in your payment history',
    schedule: 'View the repayment schedule',
    schedule_islamic: 'View the payment schedule',
    reason: 'Reason: {{reason}}',
    tryAgain: 'Try again',
  },
  pending: {
    title: 'Pending Payment',
    text: 'Your bank has not confirmed the payment of {{amount}} yet. This page moves on by itself once it does; you may also leave it, and the payment will show in your history when it is confirmed.',
    checking: 'Checking with the payment gateway...',
    history: 'Go to payment history',
  },
};
