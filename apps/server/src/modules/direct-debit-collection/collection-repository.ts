import type { CollectionAttemptStatus, CollectionFailureReason, LocalDate, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `direct_debit_attempts`: one deduction asked of the bank. */
export interface AttemptRow {
  readonly id: string;
  readonly accountId: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  readonly instalmentNo: number;
  readonly attemptNo: number;
  readonly mandateId: string;
  readonly amountSen: Sen;
  readonly requestedOn: LocalDate;
  readonly status: CollectionAttemptStatus;
  readonly reason: CollectionFailureReason | null;
  readonly reasonCode: string | null;
  readonly bankReference: string | null;
  readonly collectionId: string | null;
  readonly sentAt: Date | null;
  readonly retryOn: LocalDate | null;
  readonly paymentId: string | null;
  readonly settledAt: Date | null;
  readonly settledBy: 'notice' | 'poll' | 'refused' | null;
  readonly createdAt: Date;
}

/** A row of `direct_debit_runs`: one business date's run and what it did. */
export interface RunRow {
  readonly runOn: LocalDate;
  readonly status: 'scheduled' | 'done';
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly firstAttempts: number;
  readonly retries: number;
  readonly nothingDue: number;
}

const ATTEMPT_COLUMNS = `id, account_id as "accountId", agreement_id as "agreementId", agreement_no as "agreementNo",
  instalment_no as "instalmentNo", attempt_no as "attemptNo", mandate_id as "mandateId", amount_sen as "amountSen",
  requested_on as "requestedOn", status, reason, reason_code as "reasonCode", bank_reference as "bankReference",
  collection_id as "collectionId", sent_at as "sentAt", retry_on as "retryOn", payment_id as "paymentId",
  settled_at as "settledAt", settled_by as "settledBy", created_at as "createdAt"`;

const RUN_COLUMNS = `run_on as "runOn", status, started_at as "startedAt", finished_at as "finishedAt",
  first_attempts as "firstAttempts", retries, nothing_due as "nothingDue"`;

/** Records the run of `runOn` once; true when this call recorded it (and so must queue its job). */
export async function insertRun(db: Queryable, runOn: LocalDate): Promise<boolean> {
  const rows = await db.query(
    'insert into direct_debit_runs (run_on) values ($1) on conflict (run_on) do nothing returning run_on',
    [runOn],
  );
  return rows.length > 0;
}

export async function findRun(db: Queryable, runOn: LocalDate): Promise<RunRow | undefined> {
  const [row] = await db.query<RunRow>(`select ${RUN_COLUMNS} from direct_debit_runs where run_on = $1`, [
    runOn,
  ]);
  return row;
}

/** The runs before `day` still waiting to be done, oldest first. */
export async function runsNotDoneBefore(db: Queryable, day: LocalDate): Promise<LocalDate[]> {
  const rows = await db.query<{ runOn: LocalDate }>(
    `select run_on as "runOn" from direct_debit_runs where status = 'scheduled' and run_on < $1 order by run_on`,
    [day],
  );
  return rows.map((row) => row.runOn);
}

/** Marks the run of `runOn` done and adds what this pass did to what earlier passes of the same day did. */
export async function finishRun(
  db: Queryable,
  run: {
    runOn: LocalDate;
    startedAt: Date;
    finishedAt: Date;
    firstAttempts: number;
    retries: number;
    nothingDue: number;
  },
): Promise<void> {
  await db.query(
    `insert into direct_debit_runs (run_on, status, started_at, finished_at, first_attempts, retries, nothing_due)
     values ($1, 'done', $2, $3, $4, $5, $6)
     on conflict (run_on) do update set status = 'done',
       started_at = coalesce(direct_debit_runs.started_at, excluded.started_at), finished_at = excluded.finished_at,
       first_attempts = direct_debit_runs.first_attempts + excluded.first_attempts,
       retries = direct_debit_runs.retries + excluded.retries,
       nothing_due = direct_debit_runs.nothing_due + excluded.nothing_due`,
    [run.runOn, run.startedAt, run.finishedAt, run.firstAttempts, run.retries, run.nothingDue],
  );
}

/** Records an attempt unless that attempt of the instalment exists already; true when this call recorded it. */
export async function insertAttempt(
  db: Queryable,
  attempt: Pick<
    AttemptRow,
    | 'id'
    | 'accountId'
    | 'agreementId'
    | 'agreementNo'
    | 'instalmentNo'
    | 'attemptNo'
    | 'mandateId'
    | 'amountSen'
    | 'requestedOn'
  >,
): Promise<boolean> {
  const rows = await db.query(
    `insert into direct_debit_attempts (id, account_id, agreement_id, agreement_no, instalment_no, attempt_no,
       mandate_id, amount_sen, requested_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (account_id, instalment_no, attempt_no) do nothing returning id`,
    [
      attempt.id,
      attempt.accountId,
      attempt.agreementId,
      attempt.agreementNo,
      attempt.instalmentNo,
      attempt.attemptNo,
      attempt.mandateId,
      attempt.amountSen,
      attempt.requestedOn,
    ],
  );
  return rows.length > 0;
}

export async function findAttempt(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from direct_debit_attempts where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/**
 * The failed attempts whose retry is due on `runOn`, or was due on a day whose run never came (the server down, the
 * failure's notice arriving after the retry day): late rather than never.
 */
export function retriesDueOn(db: Queryable, runOn: LocalDate): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from direct_debit_attempts where retry_on <= $1 and status = 'failed'
     order by created_at, id`,
    [runOn],
  );
}

/** The retry of a failed attempt was made, or is no longer needed. */
export async function clearRetry(db: Queryable, id: string): Promise<void> {
  await db.query('update direct_debit_attempts set retry_on = null where id = $1', [id]);
}

/** The bank accepted the deduction; false when it was marked already. */
export async function markSent(db: Queryable, id: string, collectionId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update direct_debit_attempts set collection_id = $2, sent_at = $3
     where id = $1 and collection_id is null returning id`,
    [id, collectionId, at],
  );
  return rows.length > 0;
}

export async function settleSucceeded(
  db: Queryable,
  id: string,
  settlement: { bankReference: string; paymentId: string; at: Date; by: 'notice' | 'poll' },
): Promise<void> {
  await db.query(
    `update direct_debit_attempts set status = 'succeeded', bank_reference = $2, payment_id = $3, reason_code = '00',
       settled_at = $4, settled_by = $5
     where id = $1 and status = 'requested'`,
    [id, settlement.bankReference, settlement.paymentId, settlement.at, settlement.by],
  );
}

export async function settleFailed(
  db: Queryable,
  id: string,
  settlement: {
    reason: CollectionFailureReason;
    reasonCode: string | null;
    retryOn: LocalDate | null;
    at: Date;
    by: 'notice' | 'poll' | 'refused';
  },
): Promise<void> {
  await db.query(
    `update direct_debit_attempts set status = 'failed', reason = $2, reason_code = $3, retry_on = $4,
       settled_at = $5, settled_by = $6
     where id = $1 and status = 'requested'`,
    [id, settlement.reason, settlement.reasonCode, settlement.retryOn, settlement.at, settlement.by],
  );
}

/** An agreement's attempts, newest first. */
export function listAttemptsOfAgreement(db: Queryable, agreementId: string): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from direct_debit_attempts where agreement_id = $1
     order by requested_on desc, attempt_no desc, created_at desc, id`,
    [agreementId],
  );
}

/** A page of every attempt, newest first, narrowed to a day and a status when asked, with the count of all. */
export async function pageAttempts(
  db: Queryable,
  filter: { requestedOn?: LocalDate; status?: CollectionAttemptStatus; limit: number; offset: number },
): Promise<{ rows: AttemptRow[]; total: number }> {
  const where = `($1::date is null or requested_on = $1) and ($2::text is null or status = $2)`;
  const params = [filter.requestedOn ?? null, filter.status ?? null];
  const [rows, [count]] = await Promise.all([
    db.query<AttemptRow>(
      `select ${ATTEMPT_COLUMNS} from direct_debit_attempts where ${where}
       order by requested_on desc, created_at desc, id limit $3 offset $4`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from direct_debit_attempts where ${where}`,
      params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** An attempt marked as needing an officer (decision 052), with the attention's own columns. */
export interface AttentionAttemptRow extends AttemptRow {
  readonly attentionSince: Date;
}

/**
 * The attempts sent to the bank before `sentBefore` that still have no result and were never marked: the candidates
 * the daily check measures in working days.
 */
export function unsettledSentBefore(db: Queryable, sentBefore: Date): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from direct_debit_attempts
     where status = 'requested' and sent_at is not null and sent_at < $1 and attention_since is null
     order by sent_at, id`,
    [sentBefore],
  );
}

/** Marks a still-unsettled attempt as needing an officer; false when it was marked already or has its result. */
export async function markAttemptAttention(db: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update direct_debit_attempts set attention_since = $2
     where id = $1 and status = 'requested' and attention_since is null returning id`,
    [id, at],
  );
  return rows.length > 0;
}

/** The attempts marked and not yet resolved, oldest mark first. */
export function attemptsNeedingAttention(db: Queryable): Promise<AttentionAttemptRow[]> {
  return db.query<AttentionAttemptRow>(
    `select ${ATTEMPT_COLUMNS}, attention_since as "attentionSince" from direct_debit_attempts
     where attention_since is not null and attention_resolved_at is null
     order by attention_since, id`,
  );
}

/** One attempt needing attention, locked; none when it is not marked or was resolved already. */
export async function findAttemptNeedingAttention(
  db: Queryable,
  id: string,
): Promise<AttentionAttemptRow | undefined> {
  const [row] = await db.query<AttentionAttemptRow>(
    `select ${ATTEMPT_COLUMNS}, attention_since as "attentionSince" from direct_debit_attempts
     where id = $1 and attention_since is not null and attention_resolved_at is null for update`,
    [id],
  );
  return row;
}

export async function resolveAttemptAttention(
  db: Queryable,
  id: string,
  resolution: { by: string; byName: string; note: string; at: Date },
): Promise<void> {
  await db.query(
    `update direct_debit_attempts set attention_resolved_at = $2, attention_resolved_by = $3,
       attention_resolved_by_name = $4, attention_note = $5
     where id = $1 and attention_since is not null and attention_resolved_at is null`,
    [id, resolution.at, resolution.by, resolution.byName, resolution.note],
  );
}
