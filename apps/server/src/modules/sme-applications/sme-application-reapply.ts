import { rejectionHold } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { RejectionAudit } from '../applications/application-lifecycle.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';

/**
 * The wait before applying again after a rejection, for SME partners and group staff as for individuals
 * (decision 070): the rejection sets the account's date (`allowToApplyNewLoanAfter`, the individuals' field, which
 * the back office's customer admin may change), and a new draft or a partner type's submission is refused until it.
 */

/** The waiting time a rejection of the user's application sets now, with the audit entry's before and after. */
export async function smeRejectionHold(
  tx: Queryable,
  userId: string,
  rejectedAt: Date,
): Promise<{ until: Date; audited: RejectionAudit }> {
  const applicant = await findCustomerOfRecord(tx, userId);
  if (!applicant) throw new Error(`sme applicant ${userId} missing`);
  const { previous, until } = rejectionHold(applicant.allowToApplyNewLoanAfter, rejectedAt);
  return {
    until,
    audited: {
      before: { allowToApplyNewLoanAfter: previous?.toISOString() ?? null },
      after: { allowToApplyNewLoanAfter: until.toISOString() },
    },
  };
}
