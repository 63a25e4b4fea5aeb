import type { Sen, SmePartnerType } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { findSmeApplicationById } from './sme-application-repository.ts';

/**
 * What the work after approval hooks into (decision 062): an SME or staff application's final approval, told in
 * the approval's own transaction, and an approved application read by its id. The agreement made from an approved
 * SME application subscribes with a `SmeApprovalFollower` given to the module; if it throws, the approval is not
 * recorded either.
 */
export interface ApprovedSmeApplication {
  readonly id: string;
  readonly applicationNo: string;
  readonly userId: string;
  /** Null for group staff. */
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly interestRateBpPerYear: number;
  readonly approvedAt: Date;
}

export interface SmeApprovalFollower {
  smeApplicationApproved(
    tx: Queryable,
    approved: ApprovedSmeApplication,
    by: { readonly officerId: string; readonly name: string },
  ): Promise<void>;
}

/** The application when it is approved (its final approval recorded), else undefined. */
export async function findApprovedSmeApplication(
  db: Queryable,
  id: string,
): Promise<ApprovedSmeApplication | undefined> {
  const row = await findSmeApplicationById(db, id);
  if (!row || row.approvedAmountSen === null || row.approvedTenureMonths === null || row.approvedAt === null)
    return undefined;
  return {
    id: row.id,
    applicationNo: row.applicationNo,
    userId: row.userId,
    partnerId: row.partnerId,
    partnerType: row.partnerType,
    amountSen: row.approvedAmountSen,
    tenureMonths: row.approvedTenureMonths,
    interestRateBpPerYear: row.interestRateBpPerYear,
    approvedAt: row.approvedAt,
  };
}
