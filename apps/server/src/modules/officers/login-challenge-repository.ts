import type { Queryable } from '../../db/database.ts';

/** The second step of an officer's login (table officer_login_challenges); keyed by the SHA-256 of its token. */
export interface LoginChallengeRow {
  readonly tokenHash: string;
  readonly officerId: string;
  /** Sealed; set at a first login only. */
  readonly enrolmentSecret: string | null;
  readonly expiresAt: Date;
  readonly failedAttempts: number;
  readonly consumedAt: Date | null;
}

const CHALLENGE_COLUMNS = `token_hash as "tokenHash", officer_id as "officerId", enrolment_secret as "enrolmentSecret",
  expires_at as "expiresAt", failed_attempts as "failedAttempts", consumed_at as "consumedAt"`;

/** A new login replaces the officer's earlier challenges, so at most one waits for a code. */
export async function replaceLoginChallenge(
  db: Queryable,
  challenge: {
    tokenHash: string;
    officerId: string;
    enrolmentSecret: string | null;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
  },
): Promise<void> {
  await db.query('delete from officer_login_challenges where officer_id = $1', [challenge.officerId]);
  await db.query(
    `insert into officer_login_challenges (token_hash, officer_id, enrolment_secret, created_at, expires_at, ip)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      challenge.tokenHash,
      challenge.officerId,
      challenge.enrolmentSecret,
      challenge.createdAt,
      challenge.expiresAt,
      challenge.ip,
    ],
  );
}

/** `lock`: so that two codes sent at once for one challenge are judged one after the other. */
export async function findLoginChallenge(
  db: Queryable,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<LoginChallengeRow | null> {
  const [row] = await db.query<LoginChallengeRow>(
    `select ${CHALLENGE_COLUMNS} from officer_login_challenges where token_hash = $1${options.lock ? ' for update' : ''}`,
    [tokenHash],
  );
  return row ?? null;
}

/** Counts a wrong code; the challenge is spent when `spentAt` is given (its last allowed attempt). */
export async function recordWrongCode(db: Queryable, tokenHash: string, spentAt: Date | null): Promise<void> {
  await db.query(
    `update officer_login_challenges set failed_attempts = failed_attempts + 1, consumed_at = coalesce($2, consumed_at)
     where token_hash = $1`,
    [tokenHash, spentAt],
  );
}

export async function consumeLoginChallenge(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('update officer_login_challenges set consumed_at = $2 where token_hash = $1', [
    tokenHash,
    at,
  ]);
}

/** After a reset or a deactivation: a challenge made before it must not open a session. */
export async function deleteLoginChallengesOf(db: Queryable, officerId: string): Promise<void> {
  await db.query('delete from officer_login_challenges where officer_id = $1', [officerId]);
}
