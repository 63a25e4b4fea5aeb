import type { KeyOf } from '../catalog-key.ts';

/**
 * The loan account's PDFs in English: the statement of account (headings from Schedule J's terms; decision 036) and
 * the receipt a moneylender gives for every payment. The Islamic wording is under the `_islamic` context. Read by the
 * server only.
 */
export const accountDocuments = {
  lender: {
    companyNo: 'Company No. {{companyNo}}',
    licenceNo: 'Moneylending Licence No. {{licenceNo}}',
  },
  borrower: {
    name: 'Name',
    nric: 'NRIC No.',
    address: 'Address',
  },
  statement: {
    title: 'Statement of Account',
    subtitle: 'Personal loan',
    subtitle_islamic: 'Personal Financing-i (commodity murabahah)',
    continued: '{{title}}, Account No. {{accountNo}} (continued)',
    accountNo: 'Account No.',
    agreementNo: 'Agreement No.',
    statementDate: 'Statement Date',
    period: 'Statement Period',
    periodRange: '{{from}} to {{to}}',
    principal: 'Principal',
    rate: 'Interest Rate p.a.',
    rate_islamic: 'Profit Rate',
    sellingPrice: 'Selling Price',
    instalment: 'Monthly Instalment',
    arrears: 'Arrears',
    lateCharge: 'Late Payment Interest',
    lateCharge_islamic: "Ta'widh",
    outstanding: 'Outstanding Balance',
    transactionsHeading: 'Transactions',
    columns: {
      date: 'Transaction Date',
      description: 'Description',
      reference: 'Reference No.',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    },
    openingBalance: 'Balance brought forward',
    closingBalance: 'Closing balance',
    lines: {
      disbursement: 'Loan disbursed: principal and interest',
      disbursement_islamic: 'Financing disbursed: selling price',
      payment: 'Payment, {{channel}}',
      recovery: 'Recovery of written-off debt, {{channel}}',
      reversed: '{{description}} (reversed on {{date}})',
      reversal: 'Reversal of payment {{reference}}',
      reversalWithReason: 'Reversal of payment {{reference}}: {{reason}}',
      lateCharge: 'Late payment interest',
      lateCharge_islamic: "Ta'widh (late payment compensation)",
      reminderPostage: 'Reminder letter postage',
      waiver: 'Waiver of charges',
      rebate: 'Early settlement rebate',
      rebate_islamic: "Ibra' (rebate) on early settlement",
      writeOff: 'Written off',
      refund: 'Refund of excess payment',
      adminFee: 'Excess payment kept as an administration fee',
      charity: 'Excess payment given to charity',
      recoveredDebt: 'Written-off debt brought back against a recovery',
    },
    ibraHeading: "Ibra' table",
    ibraColumns: {
      paymentDate: 'Payment Date',
      instalment: 'Instalment',
      profitPaid: 'Profit Paid',
      principalPaid: 'Principal Paid',
      outstandingSellingPrice: 'Outstanding Selling Price',
      outstandingPrincipal: 'Outstanding Principal',
      unearnedProfit: 'Unearned Profit',
    },
    note: 'Reversed payments stay listed beside their reversal. This statement is computer generated and needs no signature.',
    note_islamic:
      "Reversed payments stay listed beside their reversal. The unearned profit is the most ibra' an early settlement could grant today. This statement is computer generated and needs no signature.",
  },
  receipt: {
    title: 'Official Receipt',
    subtitle: 'Receipt for a payment on a moneylending loan',
    subtitle_islamic: 'Receipt for a payment on a Personal Financing-i',
    receiptNo: 'Receipt No.',
    receivedAt: 'Date and Time',
    payer: 'Received From',
    agreementNo: 'Agreement No.',
    amount: 'Amount Received',
    channel: 'Payment Channel',
    channelReference: 'Channel Reference',
    appliedHeading: 'How the payment was applied',
    applied: {
      lateCharge: 'Late payment interest',
      lateCharge_islamic: "Ta'widh",
      fee: 'Fees',
      interest: 'Interest',
      interest_islamic: 'Profit',
      principal: 'Principal',
      principal_islamic: 'Cost price',
      excess: 'Paid beyond what was due',
      total: 'Total',
    },
    reversed: 'Reversed on {{date}}: {{reason}}',
    reversedNote:
      'This payment was reversed: it no longer counts towards the account, and the balance above is before its reversal.',
    balanceAfter: 'Outstanding Balance after this payment',
    note: 'A receipt for every payment, as the Moneylenders Act 1951 requires. Computer generated; no signature is needed.',
  },
  channels: {
    fpx: 'FPX online banking',
    card: 'Debit or credit card',
    jompay: 'JomPAY',
    directDebit: 'Direct debit',
    counter: 'Counter',
  },
  page: 'Page {{page}} of {{pages}}',
};

export type AccountDocumentsCatalog = typeof accountDocuments;
/** A text of the statement of account or the payment receipt. */
export type AccountDocumentsKey = KeyOf<AccountDocumentsCatalog>;
