import type { EkycSide, EkycState } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { EkycFailureReason } from '../../providers/ekyc/ekyc-provider.ts';

/** A row of `ekyc_sessions`. */
export interface EkycSessionRow {
  readonly id: string;
  readonly applicationId: string;
  readonly userId: string;
  readonly state: EkycState;
  readonly failureReason: EkycFailureReason | null;
  readonly attempts: number;
  readonly maxAttempts: number;
}

export interface EkycCaptureRow {
  readonly id: string;
  readonly sessionId: string;
  readonly attempt: number;
  readonly side: EkycSide;
  readonly contentType: 'png' | 'jpeg';
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly storageKey: string;
}

/** The attempt whose pictures are being taken or were last sent. */
export function currentAttempt(session: Pick<EkycSessionRow, 'state' | 'attempts'>): number {
  return session.state === 'CAPTURING' ? session.attempts + 1 : session.attempts;
}

const SESSION_COLUMNS = `id, application_id as "applicationId", user_id as "userId", state,
  failure_reason as "failureReason", attempts, max_attempts as "maxAttempts"`;

async function oneSession(db: Queryable, where: string, params: unknown[], lock: boolean) {
  const [row] = await db.query<EkycSessionRow>(
    `select ${SESSION_COLUMNS} from ekyc_sessions where ${where}${lock ? ' for update' : ''}`,
    params,
  );
  return row ?? null;
}

export function findSession(db: Queryable, sessionId: string, options: { lock?: boolean } = {}) {
  return oneSession(db, 'id = $1', [sessionId], options.lock ?? false);
}

export function findSessionOfApplication(
  db: Queryable,
  applicationId: string,
  options: { lock?: boolean } = {},
) {
  return oneSession(db, 'application_id = $1', [applicationId], options.lock ?? false);
}

/**
 * An officer referred the application back for its identity check: the session takes pictures again, with
 * `extraAttempts` more to come; earlier attempts' pictures stay on record.
 */
export async function reopenSessionOfApplication(
  db: Queryable,
  applicationId: string,
  extraAttempts: number,
  at: Date,
): Promise<void> {
  await db.query(
    `update ekyc_sessions set state = 'CAPTURING', failure_reason = null, max_attempts = attempts + $2,
       updated_at = $3
     where application_id = $1`,
    [applicationId, extraAttempts, at],
  );
}

/** The application's session as the officer's view summarises it, with the sides pictured in its attempt. */
export interface EkycSummaryRow {
  readonly id: string;
  readonly state: EkycState;
  readonly failureReason: EkycFailureReason | null;
  readonly attempts: number;
  readonly updatedAt: Date;
  /** The sides pictured in the attempt being taken or last sent. */
  readonly sides: EkycSide[];
}

export async function findSessionSummary(
  db: Queryable,
  applicationId: string,
): Promise<EkycSummaryRow | undefined> {
  const [row] = await db.query<EkycSummaryRow>(
    `select s.id, s.state, s.failure_reason as "failureReason", s.attempts, s.updated_at as "updatedAt",
       coalesce(array(
         select c.side from ekyc_captures c
         where c.session_id = s.id
           and c.attempt = case when s.state = 'CAPTURING' then s.attempts + 1 else s.attempts end
         order by array_position(array['front', 'back', 'selfie'], c.side)
       ), '{}') as sides
     from ekyc_sessions s where s.application_id = $1`,
    [applicationId],
  );
  return row;
}

/** Whether a capture's row points at the stored object. */
export async function isCaptureObject(db: Queryable, storageKey: string): Promise<boolean> {
  const rows = await db.query('select 1 from ekyc_captures where storage_key = $1 limit 1', [storageKey]);
  return rows.length > 0;
}

export async function insertSession(
  db: Queryable,
  session: { id: string; applicationId: string; userId: string; maxAttempts: number; at: Date },
): Promise<void> {
  await db.query(
    `insert into ekyc_sessions (id, application_id, user_id, state, attempts, max_attempts, created_at, updated_at)
     values ($1, $2, $3, 'CAPTURING', 0, $4, $5, $5)`,
    [session.id, session.applicationId, session.userId, session.maxAttempts, session.at],
  );
}

export async function updateSessionState(
  db: Queryable,
  sessionId: string,
  change: { state: EkycState; failureReason: EkycFailureReason | null; attempts?: number; at: Date },
): Promise<void> {
  await db.query(
    `update ekyc_sessions set state = $2, failure_reason = $3, attempts = coalesce($4, attempts), updated_at = $5
     where id = $1`,
    [sessionId, change.state, change.failureReason, change.attempts ?? null, change.at],
  );
}

export async function recordProvider(
  db: Queryable,
  sessionId: string,
  provider: string,
  providerReference: string,
): Promise<void> {
  await db.query('update ekyc_sessions set provider = $2, provider_reference = $3 where id = $1', [
    sessionId,
    provider,
    providerReference,
  ]);
}

const CAPTURE_COLUMNS = `id, session_id as "sessionId", attempt, side, content_type as "contentType",
  size_bytes as "sizeBytes", sha256, storage_key as "storageKey"`;

export function listCaptures(db: Queryable, sessionId: string, attempt: number): Promise<EkycCaptureRow[]> {
  return db.query<EkycCaptureRow>(
    `select ${CAPTURE_COLUMNS} from ekyc_captures where session_id = $1 and attempt = $2 order by side`,
    [sessionId, attempt],
  );
}

/** Stores a capture in place of the same side's earlier one in the attempt; answers the replaced one's key. */
export async function replaceCapture(
  db: Queryable,
  capture: EkycCaptureRow & { capturedVia: 'login' | 'handoff'; at: Date },
): Promise<string | null> {
  const [replaced] = await db.query<{ storageKey: string }>(
    `delete from ekyc_captures where session_id = $1 and attempt = $2 and side = $3
     returning storage_key as "storageKey"`,
    [capture.sessionId, capture.attempt, capture.side],
  );
  await db.query(
    `insert into ekyc_captures (id, session_id, attempt, side, content_type, size_bytes, sha256, storage_key,
       captured_via, captured_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      capture.id,
      capture.sessionId,
      capture.attempt,
      capture.side,
      capture.contentType,
      capture.sizeBytes,
      capture.sha256,
      capture.storageKey,
      capture.capturedVia,
      capture.at,
    ],
  );
  return replaced?.storageKey ?? null;
}

export type EkycTokenPurpose = 'handoff' | 'capture';

export async function insertToken(
  db: Queryable,
  token: {
    id: string;
    sessionId: string;
    purpose: EkycTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into ekyc_tokens (id, session_id, purpose, token_hash, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [token.id, token.sessionId, token.purpose, token.tokenHash, token.expiresAt, token.at],
  );
}

/** The session of an unused, unexpired token of that purpose, or null. */
export async function findLiveToken(
  db: Queryable,
  tokenHash: string,
  purpose: EkycTokenPurpose,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<{ id: string; sessionId: string } | null> {
  const [row] = await db.query<{ id: string; sessionId: string }>(
    `select id, session_id as "sessionId" from ekyc_tokens
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3${options.lock ? ' for update' : ''}`,
    [tokenHash, purpose, now],
  );
  return row ?? null;
}

export async function markTokenUsed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('update ekyc_tokens set used_at = $2 where id = $1', [id, at]);
}

/** Ends the session's unused hand-off links: a new QR code replaces the one shown before. */
export async function retireHandoffLinks(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query(
    `update ekyc_tokens set used_at = $2 where session_id = $1 and purpose = 'handoff' and used_at is null`,
    [sessionId, at],
  );
}
