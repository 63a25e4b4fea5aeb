import type { KeyOf } from '../catalog-key.ts';

/**
 * The loan agreement's PDF in English: the Schedule J particulars and clauses of the conventional loan, the tawarruq
 * financing's clauses under the `_islamic` context, the schedule, and the signing page. Read by the server only.
 */
export const agreementDocument = {
  title: 'Moneylending Agreement',
  title_islamic: 'Personal Financing-i Agreement',
  subtitle: 'Schedule J, Moneylenders (Control and Licensing) Regulations 2003: loan without security',
  subtitle_islamic: 'Commodity murabahah (tawarruq) under the Shariah principles',
  agreementNo: 'Agreement number: {{agreementNo}}',
  particularsHeading: 'First Schedule: particulars of the agreement',
  particularsHeading_islamic: 'First Schedule: particulars of the financing',
  particulars: {
    date: 'Date of agreement',
    lenderName: 'Name of the lender',
    lenderName_islamic: 'Name of the financier',
    lenderCompanyNo: 'Company number',
    lenderLicenceNo: 'Moneylending licence number',
    lenderAddress: 'Business address',
    borrowerName: 'Name of the borrower',
    borrowerName_islamic: 'Name of the customer',
    borrowerNric: 'NRIC number',
    borrowerAddress: 'Address',
    principal: 'Principal sum',
    principal_islamic: 'Financing amount (cost price)',
    rate: 'Interest rate per annum',
    rate_islamic: 'Profit rate per annum',
    charges: 'Total interest',
    charges_islamic: 'Profit',
    totalPayable: 'Total repayable',
    totalPayable_islamic: 'Selling price',
    instalment: 'Amount of each instalment',
    finalInstalment: 'Amount of the final instalment',
    firstRepayment: 'First repayment date',
    months: 'Number of months',
    wakalahFee: 'Wakalah fee',
  },
  clausesHeading: 'Terms',
  clauses: {
    loan: '1. Loan. The lender lends the borrower the principal sum, and the borrower repays it with interest at the rate per annum above, by the instalments of the repayment schedule, each on its due date.',
    latePayment:
      '2. Late payment. On an instalment not paid on its due date the borrower pays interest on the unpaid instalment only, at {{rate}} per annum, calculated from day to day and never compounded: R = {{ratePerHundred}}/100 x D/365 x S, where R is the interest for late payment, D the number of days in default and S the instalment in arrears.',
    default:
      '3. Default. If an instalment remains unpaid for more than 28 days after its due date, the lender may, after notice to the borrower, end this agreement and recover the sum outstanding.',
    stamping:
      '4. Stamping. The lender stamps this agreement within 30 days of its execution; no sum is paid out before the agreement is complete and stamped.',
    copy: '5. Copies and receipts. The borrower receives a copy of this agreement free of charge, and a receipt for every payment.',
    wakalah:
      "1. Wakalah (agency). The customer appoints the financier as agent to buy and sell the commodity on the customer's behalf, for a Wakalah fee of {{wakalahFee}}.",
    murabahah:
      "2. Purchase and sale (murabahah). The financier buys crude palm oil units from a broker at the cost price and sells them to the customer at the selling price, the cost price plus the profit, paid by the instalments of the payment schedule. As the customer's agent the financier sells the units to another broker at the cost price and pays the proceeds to the customer.",
    tawidh:
      "3. Ta'widh (compensation). On an instalment paid late the customer pays ta'widh of {{rate}} per annum on the overdue instalment, from day to day: T = {{ratePerHundred}}/100 x D/365 x S. After the maturity date ta'widh is charged on the outstanding balance at the Islamic interbank money market rate. Ta'widh compensates an actual loss only; no penalty is kept as income.",
    ibra: "4. Ibra' (rebate). On early settlement the financier grants ibra' of the deferred profit not yet earned, less the early settlement charges. Settlement amount = outstanding selling price + instalments due + late charges - ibra'.",
    stamping_islamic:
      '5. Stamping and copies. The financier stamps this agreement within 30 days of its execution; the customer receives a copy free of charge and a receipt for every payment.',
  },
  scheduleHeading: 'Repayment schedule',
  scheduleHeading_islamic: 'Payment schedule',
  schedule: {
    instalmentNo: 'No.',
    dueOn: 'Due date',
    instalment: 'Instalment',
    principal: 'Principal',
    principal_islamic: 'Cost',
    charges: 'Interest',
    charges_islamic: 'Profit',
    balance: 'Balance',
  },
  executionHeading: 'Execution',
  execution:
    'Signed electronically by the borrower with a digital certificate, and sealed by the lender. The signing record on the last page forms part of this agreement.',
  execution_islamic:
    'Signed electronically by the customer with a digital certificate, and sealed by the financier. The signing record on the last page forms part of this agreement.',
  signing: {
    heading: 'Signing record',
    statement:
      "The signer accepted this agreement, confirmed it with a one-time code (TAC) sent to their mobile number and drew the signature below. The document is signed with their digital certificate, issued by the certificate authority for their NRIC, and then sealed with the lender's certificate; any change to it afterwards breaks both signatures.",
    signer: 'Signed by',
    nric: 'NRIC',
    signedAt: 'Signed at (Malaysia time)',
    ipAddress: 'IP address',
    device: 'Device',
    certificateSerial: 'Certificate serial number',
    certificateIssuer: 'Certificate issued by',
    signature: 'Signature',
    reasonSigner: 'Accepts the agreement',
    reasonLender: 'Sealed by the lender',
  },
  page: 'Page {{page}} of {{pages}}',
  // The agreement of an SME partner or staff loan (docs/decisions/063): the business, the partner id, the stamping
  // and who signs for the business.
  smeLoan: {
    businessName: 'Business (for which the borrower signs)',
    businessRegistrationNo: 'Business registration number',
    partnerId: 'Partner id',
    stamping: 'Stamping deducted from the principal',
    stampingValue: '{{duty}} stamp duty (0.5% of the principal) and {{adminFee}} admin fee: {{total}}',
    execution:
      'Signed electronically by {{signatory}}, the borrower, with a digital certificate, and sealed by the lender. The signing record on the last page forms part of this agreement.',
    executionForBusiness:
      'Signed electronically by {{signatory}}, the applicant, for and on behalf of {{company}} ({{registrationNo}}), with a digital certificate, and sealed by the lender. {{company}} is bound by this agreement as the borrower, and the signing record on the last page forms part of it.',
  },
};

export type AgreementDocumentCatalog = typeof agreementDocument;
/** A text of the agreement's PDF. */
export type AgreementDocumentKey = KeyOf<AgreementDocumentCatalog>;
