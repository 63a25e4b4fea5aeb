import type { AgreementMandate, AgreementStamping } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { listMandates } from './mandate-repository.ts';
import { earlierStampingAttempts, findStamping } from './stamping-repository.ts';

/** The officer's view of the e-stamping: where it stands, its figures, and why it is failing or failed. */
export async function stampingOfAgreement(
  db: Queryable,
  agreementId: string,
): Promise<AgreementStamping | null> {
  const [stamping, earlier] = await Promise.all([
    findStamping(db, agreementId),
    earlierStampingAttempts(db, agreementId),
  ]);
  if (!stamping) return null;
  return {
    state: stamping.status,
    reference: stamping.reference,
    submissionId: stamping.submissionId,
    noticeNo: stamping.noticeNo,
    dutySen: stamping.dutySen,
    paidSen: stamping.paidSen,
    certificateNo: stamping.certificateNo,
    stampedAt: stamping.stampedAt?.toISOString() ?? null,
    failureReason: stamping.failureReason,
    requestedAt: stamping.requestedAt.toISOString(),
    updatedAt: stamping.updatedAt.toISOString(),
    attempt: stamping.attempt,
    earlierAttempts: earlier.map((ended) => ({
      attempt: ended.attempt,
      state: ended.status,
      submissionId: ended.submissionId,
      failureReason: ended.failureReason,
      requestedAt: ended.requestedAt.toISOString(),
      endedAt: ended.endedAt.toISOString(),
      resubmittedBy: ended.resubmittedByName,
      resubmitReason: ended.resubmitReason,
      resubmittedAt: ended.resubmittedAt.toISOString(),
    })),
  };
}

/** The officer's view of the mandate being set up, else the one in force, else the latest: last four digits only. */
export async function mandateOfAgreement(
  db: Queryable,
  agreementId: string,
): Promise<AgreementMandate | null> {
  const mandates = await listMandates(db, agreementId);
  const shown =
    mandates.find((mandate) => mandate.state === 'PENDING') ??
    mandates.find((mandate) => mandate.state === 'ACTIVE') ??
    mandates[0];
  if (!shown) return null;
  return {
    id: shown.id,
    state: shown.state,
    bankName: shown.bankName,
    accountType: shown.accountType,
    accountNoLast4: shown.accountNoLast4,
    rejection: shown.rejection,
    createdAt: shown.createdAt.toISOString(),
    activatedAt: shown.activatedAt?.toISOString() ?? null,
  };
}
