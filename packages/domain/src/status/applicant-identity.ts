import { type ApplicationStatus, isApproved, isAwaitingOfficer, isTerminal } from './application-status.ts';

/**
 * The applicant's identity (the NRIC and the name as on the card) and the applications made with it
 * (docs/decisions/020). An application keeps the identity it was made with; while it holds that identity the
 * customer cannot change it, and only an officer's correction, with a reason, can.
 */

/**
 * A cancelled or rejected application ended without a loan and keeps its own copy of the identity, so it frees the
 * profile; any other (a draft, one under review, an approved or repaid loan) binds the customer to the identity.
 */
export function holdsApplicantIdentity(status: ApplicationStatus): boolean {
  return !isTerminal(status);
}

/**
 * What an officer's correction of the identity does to an application:
 * - `keep`: a closed application keeps the identity it was made with;
 * - `reverify`: with the applicant (a draft, a refer-back), the application takes the corrected identity, and its
 *   e-KYC and telecom check are made again for it;
 * - `referBack`: waiting for an officer, it also goes back to the applicant, who verifies their identity again;
 * - `refuse`: approved, its agreement and loan stand on the identity; the application must be cancelled first.
 */
export type IdentityCorrectionEffect = 'keep' | 'reverify' | 'referBack' | 'refuse';

export function identityCorrectionEffect(status: ApplicationStatus): IdentityCorrectionEffect {
  if (isTerminal(status)) return 'keep';
  if (isApproved(status)) return 'refuse';
  return isAwaitingOfficer(status) ? 'referBack' : 'reverify';
}
