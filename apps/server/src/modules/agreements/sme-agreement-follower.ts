import type { Clock } from '../../lib/clock.ts';
import type { SmeApprovalFollower } from '../sme-applications/sme-application-approvals.ts';
import { findSmeApplicationForAgreement } from '../sme-applications/sme-application-records.ts';
import { createAgreementForApprovedSmeApplication } from './sme-agreement-opening.ts';

/**
 * The agreement made when the officers approve an SME partner's or staff member's application (decisions 062 and
 * 063): in the approval's transaction, on the approved terms, so an approval is never recorded without its agreement.
 */
export function smeAgreementOnApproval(clock: Clock): SmeApprovalFollower {
  return {
    async smeApplicationApproved(tx, approved) {
      const application = await findSmeApplicationForAgreement(tx, approved.id);
      if (!application) throw new Error(`approved sme application ${approved.id} has no terms`);
      await createAgreementForApprovedSmeApplication(
        tx,
        { ...application, amountSen: approved.amountSen, tenureMonths: approved.tenureMonths },
        clock.now(),
      );
    },
  };
}
