/** Names of the back office's own values: products, actors, customer types, audit actions and fields. */
export const products = {
  conventional: 'Conventional',
  islamic: 'Islamic',
  all: 'All products',
} as const;

export const actorKinds = {
  applicant: 'Applicant',
  officer: 'Officer',
  system: 'System',
} as const;

export const customerTypes = {
  INDIVIDUAL: 'Individual',
  STAFF: 'Group staff',
  SME: 'Business partner (SME)',
} as const;

/** The audit trail's actions by their stored name ('application.verify' reads `auditActions.application.verify`). */
export const auditActions = {
  application: {
    draft: 'Draft started',
    submit: 'Submitted',
    resubmit: 'Resubmitted',
    verify: 'Verified',
    approve: 'Approved',
    reject: 'Rejected',
    referBack: 'Referred back',
    followUp: 'Followed up',
    cancel: 'Cancelled by the applicant',
    adminCancel: 'Cancelled by an admin',
    referBackFromPendingDisbursement: 'Referred back before disbursement',
    resubmitFromPendingDisbursement: 'Resubmitted before disbursement',
    approveReschedule: 'Rescheduling approved',
    signReschedule: 'Rescheduling signed',
    identityCorrected: 'Sent back: identity corrected',
    note: 'Note added',
    view: 'Opened by an officer',
    status: 'Status changed',
    step: 'Step recorded',
  },
  smeApplication: {
    verify: 'SME application verified',
    approve: 'SME application approved',
    reject: 'SME application rejected',
    referBack: 'SME application referred back',
    followUp: 'SME application followed up',
    adminCancel: 'SME application cancelled by an admin',
    view: 'SME application opened by an officer',
  },
  agreement: {
    view: 'Agreement opened by an officer',
    completeLiveCall: 'Live call completed',
    missLiveCall: 'Live call missed',
    prepareDisbursement: 'Disbursement prepared',
    releaseDisbursement: 'Disbursement released',
    adminCancel: 'Agreement cancelled by an admin',
  },
  loanPayment: {
    reverse: 'Payment reversed',
    postCounter: 'Counter payment posted',
    settle: 'Early settlement payment posted',
  },
  loanAccountCharges: {
    waive: 'Charges waived',
  },
  loanAccountStatus: {
    writeOff: 'Account written off',
    reopen: 'Account reopened',
  },
  loanRefund: {
    pay: 'Refund paid',
    reject: 'Refund rejected',
  },
  loanAccountRequest: {
    prepare: 'Account change prepared',
    approve: 'Account change approved',
    reject: 'Account change rejected',
  },
  closeOfBusiness: {
    run: 'Close of business run',
  },
  jompayLine: {
    assign: 'Parked JomPAY payment posted to an account',
    return: 'Parked JomPAY payment marked for return',
    returnSettled: 'JomPAY payment paid back to the payer, or refused by the bank',
  },
  commodityTrade: {
    retry: 'Commodity trade leg requested again',
    unwind: 'Commodity trade unwinding started',
    unwound: 'Commodity trade unwound',
    unwindFailed: 'Commodity trade unwinding failed',
  },
  stamping: {
    resubmit: 'E-stamping submitted again',
  },
  job: {
    rerun: 'Failed background job run again',
  },
  moneyAttention: {
    resolve: 'Stuck deduction or payment order resolved',
  },
  officer: {
    login: 'Logged in',
    loginFailed: 'Failed login',
    logout: 'Logged out',
    passwordChange: 'Password changed',
    create: 'Officer created',
    update: 'Officer changed',
    reset: 'Officer login reset',
  },
  user: {
    update: 'Customer changed',
  },
  customer: {
    view: 'Customer opened by an officer',
    update: 'Customer details corrected',
    identityCorrection: 'NRIC or name corrected',
    authUpdate: 'Login details changed',
    applicationLink: 'Application and agreement linked',
    delete: 'Account deleted',
    lookup: 'Customers searched',
  },
  audit: {
    search: 'Audit trail searched',
  },
} as const;

/**
 * Field names in an audit entry's before and after, one for every field the audit events keep (@sinar/domain
 * audit-events.ts; master data's are in master-data.ts). en-backoffice.ts checks that none is missing.
 */
export const auditFields = {
  applicationStatus: 'Status',
  jobStatus: 'Job status',
  jobKind: 'Job',
  attempts: 'Attempts',
  status: 'Status',
  roles: 'Roles',
  active: 'Active',
  totpEnrolled: 'Authenticator set up',
  returnStatus: 'Return to the payer',
  bankReference: 'Bank reference',
  failureReason: 'Reason refused',
  amountSen: 'Amount',
  tenureMonths: 'Tenure (months)',
  steps: 'Steps to redo',
  fullName: 'Full name',
  nric: 'NRIC',
  email: 'Email',
  markers: 'Steps completed',
  marker: 'Step',
  approval: 'Approved terms',
  recommendedTerms: 'Recommended terms',
  referBack: 'Referred back',
  remark: 'Remark',
  at: 'At',
  allowToApplyNewLoanAfter: 'No new application before',
  note: 'Note',
  secondFactor: 'Authenticator code',
  stage: 'Failed at',
  reason: 'Reason',
  mustChangePassword: 'Must change password',
  passwordChangedAt: 'Password changed at',
  endedSessions: 'Sessions ended',
  residentialAddress1: 'Address line 1',
  residentialAddress2: 'Address line 2',
  residentialAddress3: 'Address line 3',
  postcode: 'Postcode',
  city: 'City',
  state: 'State',
  phoneNo: 'Mobile number',
  locked: 'Locked',
  applicationId: 'Application',
  agreementId: 'Agreement',
  commodityTrade: 'Commodity trade',
  netAmountSen: 'Net amount',
  userIds: 'Customers found',
  q: 'Search text',
  from: 'From',
  to: 'To',
  outstandingSen: 'Outstanding',
  waivedSen: 'Waived',
  writtenOffSen: 'Written off',
  reference: 'Reference',
  receivedOn: 'Received on',
  refundStatus: 'Refund',
  requestKind: 'Change',
  requestStatus: 'Change status',
  businessDate: 'Business date',
  daysClosed: 'Days closed',
  stamping: 'E-stamping',
  attempt: 'Attempt',
  agreementNo: 'Agreement number',
  outcome: 'Outcome',
  settlementSen: 'Settlement amount',
  rebateSen: "Rebate (ibra')",
  settleOn: 'Settled on',
  attentionSince: 'Needs attention since',
  resolvedAt: 'Resolved at',
} as const;

/** Stored values that read better as words. */
export const auditValues = {
  markerCompleted: '{{step}}: completed',
  markerError: '{{step}}: failed',
} as const;
