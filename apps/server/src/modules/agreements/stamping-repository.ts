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
  /** 1 from signing, one more at each officer's resubmission. */
  readonly attempt: number;
  readonly requestedAt: Date;
  readonly updatedAt: Date;
}

const COLUMNS = `agreement_id as "agreementId", reference, signed_document_sha256 as "signedDocumentSha256", status,
  submission_id as "submissionId", notice_no as "noticeNo", duty_sen as "dutySen",
  duty_due_on::text as "dutyDueOn", paid_sen as "paidSen", paid_at as "paidAt",
  certificate_no as "certificateNo", stamped_at as "stampedAt", failure_reason as "failureReason",
  submit_attempts as "submitAttempts", attempt, requested_at as "requestedAt", updated_at as "updatedAt"`;

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

/** An attempt that ended rejected or failed and was submitted again: as it stood, and who asked for the next. */
export interface StampingAttemptRow {
  readonly attempt: number;
  readonly status: 'rejected' | 'failed';
  readonly submissionId: string | null;
  readonly noticeNo: string | null;
  readonly dutySen: Sen | null;
  readonly failureReason: string | null;
  readonly submitAttempts: number;
  readonly requestedAt: Date;
  readonly endedAt: Date;
  readonly resubmittedByName: string;
  readonly resubmitReason: string;
  readonly resubmittedAt: Date;
}

/**
 * Keeps the ended attempt in `agreement_stamping_attempts` and starts the next on the stamping row: pending, nothing
 * submitted yet, numbered one more. Only a rejected or failed stamping is restarted; false when it was not.
 */
export async function restartStamping(
  db: Queryable,
  stamping: StampingRow,
  by: { officerId: string; officerName: string; reason: string },
  at: Date,
): Promise<boolean> {
  if (stamping.status !== 'rejected' && stamping.status !== 'failed') return false;
  const [restarted] = await db.query<{ attempt: number }>(
    `update agreement_stampings set status = 'pending', attempt = attempt + 1, submission_id = null, notice_no = null,
       duty_sen = null, duty_due_on = null, paid_sen = null, paid_at = null, failure_reason = null,
       submit_attempts = 0, requested_at = $2, updated_at = $2
     where agreement_id = $1 and status in ('rejected', 'failed') and attempt = $3
     returning attempt`,
    [stamping.agreementId, at, stamping.attempt],
  );
  if (!restarted) return false;
  await db.query(
    `insert into agreement_stamping_attempts (agreement_id, attempt, status, submission_id, notice_no, duty_sen,
       failure_reason, submit_attempts, requested_at, ended_at, resubmitted_by, resubmitted_by_name, resubmit_reason,
       resubmitted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      stamping.agreementId,
      stamping.attempt,
      stamping.status,
      stamping.submissionId,
      stamping.noticeNo,
      stamping.dutySen,
      stamping.failureReason,
      stamping.submitAttempts,
      stamping.requestedAt,
      stamping.updatedAt,
      by.officerId,
      by.officerName,
      by.reason,
      at,
    ],
  );
  return true;
}

/** The attempts that ended before the one under way, oldest first. */
export function earlierStampingAttempts(db: Queryable, agreementId: string): Promise<StampingAttemptRow[]> {
  return db.query<StampingAttemptRow>(
    `select attempt, status, submission_id as "submissionId", notice_no as "noticeNo", duty_sen as "dutySen",
       failure_reason as "failureReason", submit_attempts as "submitAttempts", requested_at as "requestedAt",
       ended_at as "endedAt", resubmitted_by_name as "resubmittedByName", resubmit_reason as "resubmitReason",
       resubmitted_at as "resubmittedAt"
     from agreement_stamping_attempts where agreement_id = $1 order by attempt`,
    [agreementId],
  );
}

/** Whether a submission belongs to an attempt that has ended: its late notices change nothing. */
export async function isEarlierAttemptSubmission(db: Queryable, submissionId: string): Promise<boolean> {
  const rows = await db.query('select 1 from agreement_stamping_attempts where submission_id = $1 limit 1', [
    submissionId,
  ]);
  return rows.length > 0;
}

/**
 * Gives up on an attempt whose notices never came: it reads failed with the reason. Only the attempt named, and
 * only while it still waits for LHDN; false otherwise.
 */
export async function giveUpStamping(
  db: Queryable,
  agreementId: string,
  attempt: number,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update agreement_stampings set status = 'failed', failure_reason = $3, updated_at = $4
     where agreement_id = $1 and attempt = $2 and status in ('submitted', 'assessed', 'paid')
     returning agreement_id`,
    [agreementId, attempt, reason, at],
  );
  return rows.length > 0;
}
