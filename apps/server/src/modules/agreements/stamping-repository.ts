import type { Sen, StampingState } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `agreement_stampings`: the e-stamping of one signed agreement. */
export interface StampingRow {
  readonly agreementId: string;
  readonly reference: string;
  readonly signedDocumentSha256: string;
  readonly status: StampingState;
  readonly submissionId: string | null;
  readonly noticeNo: string | null;
  readonly dutySen: Sen | null;
  readonly dutyDueOn: string | null;
  readonly paidSen: Sen | null;
  readonly paidAt: Date | null;
  readonly certificateNo: string | null;
  readonly stampedAt: Date | null;
  readonly failureReason: string | null;
  readonly submitAttempts: number;
  readonly requestedAt: Date;
  readonly updatedAt: Date;
}

const COLUMNS = `agreement_id as "agreementId", reference, signed_document_sha256 as "signedDocumentSha256", status,
  submission_id as "submissionId", notice_no as "noticeNo", duty_sen as "dutySen",
  duty_due_on::text as "dutyDueOn", paid_sen as "paidSen", paid_at as "paidAt",
  certificate_no as "certificateNo", stamped_at as "stampedAt", failure_reason as "failureReason",
  submit_attempts as "submitAttempts", requested_at as "requestedAt", updated_at as "updatedAt"`;

export async function insertStamping(
  db: Queryable,
  stamping: { agreementId: string; reference: string; signedDocumentSha256: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into agreement_stampings (agreement_id, reference, signed_document_sha256, status, requested_at,
       updated_at)
     values ($1, $2, $3, 'pending', $4, $4)`,
    [stamping.agreementId, stamping.reference, stamping.signedDocumentSha256, stamping.at],
  );
}

export async function findStamping(
  db: Queryable,
  agreementId: string,
  options: { lock?: boolean } = {},
): Promise<StampingRow | undefined> {
  const [row] = await db.query<StampingRow>(
    `select ${COLUMNS} from agreement_stampings where agreement_id = $1${options.lock ? ' for update' : ''}`,
    [agreementId],
  );
  return row;
}

export async function findStampingBySubmission(
  db: Queryable,
  submissionId: string,
  options: { lock?: boolean } = {},
): Promise<StampingRow | undefined> {
  const [row] = await db.query<StampingRow>(
    `select ${COLUMNS} from agreement_stampings where submission_id = $1${options.lock ? ' for update' : ''}`,
    [submissionId],
  );
  return row;
}

export async function findStampingByReference(
  db: Queryable,
  reference: string,
): Promise<StampingRow | undefined> {
  const [row] = await db.query<StampingRow>(
    `select ${COLUMNS} from agreement_stampings where reference = $1`,
    [reference],
  );
  return row;
}

/** One submission attempt: accepted (its id), or refused for now (the reason; `gaveUp` when no retry follows). */
export async function recordSubmitAttempt(
  db: Queryable,
  agreementId: string,
  outcome:
    | { readonly submissionId: string }
    | { readonly failure: string; readonly status: 'pending' | 'rejected' | 'failed' },
  at: Date,
): Promise<void> {
  if ('submissionId' in outcome)
    await db.query(
      `update agreement_stampings set status = 'submitted', submission_id = $2, failure_reason = null,
         submit_attempts = submit_attempts + 1, updated_at = $3
       where agreement_id = $1 and status in ('pending', 'failed')`,
      [agreementId, outcome.submissionId, at],
    );
  else
    await db.query(
      `update agreement_stampings set status = $2, failure_reason = $3, submit_attempts = submit_attempts + 1,
         updated_at = $4
       where agreement_id = $1 and status in ('pending', 'failed')`,
      [agreementId, outcome.status, outcome.failure, at],
    );
}

export async function recordAssessment(
  db: Queryable,
  agreementId: string,
  assessment:
    | { readonly noticeNo: string; readonly dutySen: Sen; readonly dueOn: string; readonly paid: true }
    | {
        readonly noticeNo: string;
        readonly dutySen: Sen;
        readonly dueOn: string;
        readonly paid: false;
        readonly failure: string;
      },
  at: Date,
): Promise<void> {
  await db.query(
    `update agreement_stampings set status = $2, notice_no = $3, duty_sen = $4, duty_due_on = $5,
       paid_sen = $6, paid_at = $7, failure_reason = $8, updated_at = $9
     where agreement_id = $1`,
    [
      agreementId,
      assessment.paid ? 'paid' : 'failed',
      assessment.noticeNo,
      assessment.dutySen,
      assessment.dueOn,
      assessment.paid ? assessment.dutySen : null,
      assessment.paid ? at : null,
      assessment.paid ? null : assessment.failure,
      at,
    ],
  );
}

export async function recordRejection(
  db: Queryable,
  agreementId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update agreement_stampings set status = 'rejected', failure_reason = $2, updated_at = $3
     where agreement_id = $1`,
    [agreementId, reason, at],
  );
}

export async function recordStamped(
  db: Queryable,
  agreementId: string,
  certificateNo: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update agreement_stampings set status = 'stamped', certificate_no = $2, stamped_at = $3, failure_reason = null,
       updated_at = $3
     where agreement_id = $1`,
    [agreementId, certificateNo, at],
  );
}
