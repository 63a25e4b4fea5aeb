import type { AgreementHistoryEvent, AgreementStatus } from './agreement-status.ts';

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

/**
 * The milestone a move tells the applicant of, or null. A cancellation is told here only when the applicant walked
 * away: the admin's cancel and the withdrawal that follows a rejection are told by the review's outcome email, which
 * says why, so the applicant does not hear of one ending twice.
 */
export function milestoneOfMove(
  event: AgreementHistoryEvent,
  to: AgreementStatus,
): AgreementMilestone | null {
  if (!isAgreementMilestone(to)) return null;
  if (to === 'CANCELED' && event !== 'cancel') return null;
  return to;
}
