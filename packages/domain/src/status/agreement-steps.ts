import type { AgreementStatus } from './agreement-status.ts';
import type { StepLabel } from './onboarding-steps.ts';

/**
 * The applicant's steps after approval (spec 000 section 4), as the agreement's step status list shows them with
 * the spec's labels: the steps behind the agreement's status are Completed, the one it waits on is Current
 * Progress, the rest are Waiting. Stamping and the commodity trade are the lender's work, not steps of the
 * applicant's.
 */
export const AGREEMENT_STEPS = [
  'approvedSummary',
  'attestation',
  'loanAgreement',
  'accountCreation',
  'signing',
  'directDebit',
  'disbursement',
] as const;
export type AgreementStep = (typeof AGREEMENT_STEPS)[number];

/** The step each status waits on; past the last step (disbursed) every step is completed. */
const CURRENT_STEP: Readonly<Record<Exclude<AgreementStatus, 'CANCELED'>, AgreementStep | 'done'>> = {
  SUMMARY_PENDING: 'approvedSummary',
  AWAITING_ATTESTATION: 'attestation',
  LIVE_CALL_SCHEDULED: 'attestation',
  ATTESTED: 'loanAgreement',
  AGREEMENT_ACCEPTED: 'accountCreation',
  CERTIFICATE_ENROLLED: 'signing',
  SIGNED: 'directDebit',
  STAMPED: 'directDebit',
  PENDING_DISBURSEMENT: 'disbursement',
  DISBURSEMENT_PREPARED: 'disbursement',
  PAYOUT_SENT: 'disbursement',
  DISBURSED: 'done',
  COMPLETED: 'done',
};

export interface AgreementStepProgress {
  readonly step: AgreementStep;
  readonly label: StepLabel;
}

/**
 * The step status list. A cancelled agreement shows the steps as they stood when it was cancelled
 * (`cancelledFrom`, its status before), with no step current. A loan repaid from an SME partner's commission
 * (`directDebit: false`, decisions 064 and 067) has no direct-debit step: once signed it waits on its payout.
 */
export function agreementStepProgress(
  status: AgreementStatus,
  cancelledFrom?: Exclude<AgreementStatus, 'CANCELED'>,
  options: { readonly directDebit?: boolean } = {},
): AgreementStepProgress[] {
  const steps: readonly AgreementStep[] =
    options.directDebit === false
      ? AGREEMENT_STEPS.filter((step) => step !== 'directDebit')
      : AGREEMENT_STEPS;
  const standing = status === 'CANCELED' ? cancelledFrom : status;
  const waitsOn = standing === undefined ? 'approvedSummary' : CURRENT_STEP[standing];
  const current = waitsOn === 'directDebit' && !steps.includes(waitsOn) ? 'disbursement' : waitsOn;
  const reached = current === 'done' ? steps.length : steps.indexOf(current);
  return steps.map((step, index) => {
    if (index < reached) return { step, label: 'completed' };
    if (index === reached && status !== 'CANCELED') return { step, label: 'currentProgress' };
    return { step, label: 'waiting' };
  });
}
