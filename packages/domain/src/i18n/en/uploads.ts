/**
 * Document upload wording (spec 000 sections 3 and 5, 001 section 3). The upload errors themselves are the spec's
 * texts under errors.*; these are the groups, their hints and the set's precise problems.
 */
export const uploads = {
  rules: 'Only pdf, png and jpeg files under 5MB, at most 3 files in each group.',
  groups: {
    salaryslip: 'Salary slips or tax form',
    bankstatement: 'Bank statements',
    othersrelevantdocuments: 'Other income proof',
    utilitybill: 'Utility bill',
    companyforms: 'Company forms',
    companybankstatement: 'Company bank statement',
    boardresolution: 'Board resolution',
    auditedfinancialreport: 'Audited financial report',
    ssmcertificate: 'Business registration (SSM) certificate',
    homeutilitybill: 'Home utility bill',
    partnershipauthorisationletter: 'Partnership authorisation letter',
    profitandlossbalancesheet: 'Profit and loss statement with balance sheet',
  },
  hints: {
    salaryslip: 'Latest 3 months of salary slips, EPF statement, Form EA or Form B/BE',
    bankstatement: 'Latest 3 months of bank statement, in one document',
    othersrelevantdocuments: 'Optional: any other proof of income, up to 3 files',
    // The business documents of SME partners (decision 059).
    utilitybill: 'A recent utility bill of the business premises',
    companyforms: 'The company forms registered with SSM (e.g. Section 14, 46, 51, 58 and 78)',
    companybankstatement: 'Latest 3 months of the business bank statement',
    boardresolution: "The board's resolution to take the financing",
    auditedfinancialreport: 'The latest audited financial report',
    ssmcertificate: 'The business registration (SSM) certificate',
    homeutilitybill: 'A recent utility bill of your home',
    partnershipauthorisationletter: "The partners' letter authorising the financing",
    profitandlossbalancesheet: 'The latest profit and loss statement with the balance sheet',
  },
  problems: {
    salarySlipExactlyThree: 'Please upload exactly 3 salary slips (3 months)',
    bankStatementExactlyOne: 'Please upload exactly 1 bank statement document (3 months)',
  },
} as const;
