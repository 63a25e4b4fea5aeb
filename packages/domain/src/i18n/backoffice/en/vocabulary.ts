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
    note: 'Note added',
    view: 'Opened by an officer',
    status: 'Status changed',
    step: 'Step recorded',
  },
  officer: {
    login: 'Logged in',
    loginFailed: 'Failed login',
    logout: 'Logged out',
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
    authUpdate: 'Login details changed',
    applicationLink: 'Application and agreement linked',
    delete: 'Account deleted',
    lookup: 'Customers searched',
  },
  audit: {
    search: 'Audit trail searched',
  },
} as const;

/** Field names in an audit entry's before and after. */
export const auditFields = {
  applicationStatus: 'Status',
  status: 'Status',
  roles: 'Roles',
  active: 'Active',
  totpEnrolled: 'Authenticator set up',
  amountSen: 'Amount',
  tenureMonths: 'Tenure (months)',
  steps: 'Steps to redo',
  fullName: 'Full name',
  email: 'Email',
  markers: 'Steps completed',
  marker: 'Step',
} as const;

/** Stored values that read better as words. */
export const auditValues = {
  markerCompleted: '{{step}}: completed',
  markerError: '{{step}}: failed',
} as const;
