import type { AgreementStatus } from './agreement-status.ts';

/**
 * The agreement's milestones the applicant hears of by email and SMS (docs/decisions/029): reaching one of these
 * statuses queues one message of each. The other statuses are steps the applicant just took on a screen that already
 * said so (accepting the summary, the document, the certificate) or moves inside the lender (a prepared
 * disbursement). The active mandate is not a status of its own: its message is the mandate's.
 */
export const AGREEMENT_MILESTONES = [
  'ATTESTED',
  'SIGNED',
  'STAMPED',
  'PENDING_DISBURSEMENT',
  'PAYOUT_SENT',
  'DISBURSED',
  'COMPLETED',
  'CANCELED',
] as const satisfies readonly AgreementStatus[];
export type AgreementMilestone = (typeof AGREEMENT_MILESTONES)[number];

export function isAgreementMilestone(status: AgreementStatus): status is AgreementMilestone {
  return (AGREEMENT_MILESTONES as readonly AgreementStatus[]).includes(status);
}
