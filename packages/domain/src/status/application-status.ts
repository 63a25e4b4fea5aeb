/**
 * The application status values of spec 000 section 4 and 001 section 4. Which moves between them are allowed is
 * decided in application-transitions.ts and nowhere else; docs/decisions/003-status-transitions.md explains it.
 */
export const SINGLE_APPROVER_STATUSES = [
  'DRAFT',
  'PENDING',
  'SUBMITTED_FOR_APPROVAL',
  'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
  'REFERBACK',
  'REFERBACK_FROM_PENDING_DISBURSEMENT',
  'FOLLOWED_UP',
  'APPROVED',
  'REJECTED',
  'CANCELED',
  'RESCHEDULED_APPROVED',
  'RESCHEDULED_SIGNED',
] as const;

/** The two-level variant drops the single approval queue for two verification and two approval levels. */
export const TWO_LEVEL_STATUSES = [
  'DRAFT',
  'PENDING',
  'SUBMITTED_FOR_VERIFIER_2',
  'SUBMITTED_FOR_APPROVAL_1',
  'SUBMITTED_FOR_APPROVAL_2',
  'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
  'REFERBACK',
  'REFERBACK_FROM_PENDING_DISBURSEMENT',
  'FOLLOWED_UP',
  'APPROVED',
  'REJECTED',
  'CANCELED',
  'RESCHEDULED_APPROVED',
  'RESCHEDULED_SIGNED',
] as const;

export const APPLICATION_STATUSES = [
  ...SINGLE_APPROVER_STATUSES,
  'SUBMITTED_FOR_VERIFIER_2',
  'SUBMITTED_FOR_APPROVAL_1',
  'SUBMITTED_FOR_APPROVAL_2',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** 'single': one verifier, one approver. 'twoLevel': two verifiers, then two approvers. */
export const WORKFLOWS = ['single', 'twoLevel'] as const;
export type Workflow = (typeof WORKFLOWS)[number];

export const WORKFLOW_STATUSES: Readonly<Record<Workflow, readonly ApplicationStatus[]>> = {
  single: SINGLE_APPROVER_STATUSES,
  twoLevel: TWO_LEVEL_STATUSES,
};

/** No move leaves these; a new application starts afresh. */
export const TERMINAL_STATUSES = ['REJECTED', 'CANCELED'] as const satisfies readonly ApplicationStatus[];

/** An officer (not the applicant) must act next: these statuses fill the review queues. */
export const AWAITING_OFFICER_STATUSES = [
  'PENDING',
  'SUBMITTED_FOR_APPROVAL',
  'SUBMITTED_FOR_VERIFIER_2',
  'SUBMITTED_FOR_APPROVAL_1',
  'SUBMITTED_FOR_APPROVAL_2',
  'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
  'FOLLOWED_UP',
] as const satisfies readonly ApplicationStatus[];

/** The applicant must act next: fill in, fix or resubmit the application. */
export const AWAITING_APPLICANT_STATUSES = [
  'DRAFT',
  'REFERBACK',
  'REFERBACK_FROM_PENDING_DISBURSEMENT',
] as const satisfies readonly ApplicationStatus[];

/** The lender has said yes and the loan exists or is being set up; the decision itself is final. */
export const APPROVED_STATUSES = [
  'APPROVED',
  'REFERBACK_FROM_PENDING_DISBURSEMENT',
  'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
  'RESCHEDULED_APPROVED',
  'RESCHEDULED_SIGNED',
] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export function isWorkflow(value: unknown): value is Workflow {
  return typeof value === 'string' && (WORKFLOWS as readonly string[]).includes(value);
}

export function occursInWorkflow(status: ApplicationStatus, workflow: Workflow): boolean {
  return WORKFLOW_STATUSES[workflow].includes(status);
}

export function isTerminal(status: ApplicationStatus): boolean {
  return (TERMINAL_STATUSES as readonly ApplicationStatus[]).includes(status);
}

export function isAwaitingOfficer(status: ApplicationStatus): boolean {
  return (AWAITING_OFFICER_STATUSES as readonly ApplicationStatus[]).includes(status);
}

export function isAwaitingApplicant(status: ApplicationStatus): boolean {
  return (AWAITING_APPLICANT_STATUSES as readonly ApplicationStatus[]).includes(status);
}

export function isApproved(status: ApplicationStatus): boolean {
  return (APPROVED_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/**
 * Only a draft may be deleted (the spec's DELETE call); anything submitted is cancelled instead, so the record
 * and its audit trail stay.
 */
export function isDeletable(status: ApplicationStatus): boolean {
  return status === 'DRAFT';
}
