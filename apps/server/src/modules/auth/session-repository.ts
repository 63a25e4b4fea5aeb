import type { Queryable, Statement } from '../../db/database.ts';
import type { Audience } from './token-service.ts';

export interface SessionRow {
  readonly id: string;
  readonly audience: Audience;
  readonly userId: string | null;
  readonly officerId: string | null;
  readonly loginMethod: string;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

const SESSION_COLUMNS = `id, audience, user_id as "userId", officer_id as "officerId", login_method as "loginMethod",
  expires_at as "expiresAt", revoked_at as "revokedAt"`;

export async function insertSession(
  db: Queryable,
  session: {
    audience: Audience;
    userId?: string;
    officerId?: string;
    loginMethod: string;
    ip: string | null;
    userAgent: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>(
    `insert into sessions (audience, user_id, officer_id, login_method, ip, user_agent, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${SESSION_COLUMNS}`,
    [
      session.audience,
      session.userId ?? null,
      session.officerId ?? null,
      session.loginMethod,
      session.ip,
      session.userAgent?.slice(0, 500) ?? null,
      session.createdAt,
      session.expiresAt,
    ],
  );
  if (!row) throw new Error('insert into sessions returned nothing');
  return row;
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from sessions where id = $1`, [id]);
  return row ?? null;
}

export async function insertRefreshToken(
  db: Queryable,
  token: { tokenHash: string; sessionId: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into refresh_tokens (token_hash, session_id, issued_at, expires_at) values ($1, $2, $3, $4)`,
    [token.tokenHash, token.sessionId, token.issuedAt, token.expiresAt],
  );
}

export interface RefreshTokenRow {
  readonly tokenHash: string;
  readonly sessionId: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** Locks the token's row so that two refreshes racing with one token cannot both succeed. */
export async function lockRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.query<RefreshTokenRow>(
    `select token_hash as "tokenHash", session_id as "sessionId", expires_at as "expiresAt", used_at as "usedAt"
     from refresh_tokens where token_hash = $1 for update`,
    [tokenHash],
  );
  return row ?? null;
}

export async function markRefreshTokenUsed(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('update refresh_tokens set used_at = $2 where token_hash = $1', [tokenHash, at]);
}

export async function revokeSession(db: Queryable, id: string, reason: string, at: Date): Promise<void> {
  await db.query(
    'update sessions set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null',
    [id, at, reason],
  );
}

/**
 * Ends every open session of a customer or an officer, but the one given (the session that changed the password);
 * answers how many ended.
 */
export async function revokeSessionsOf(
  db: Queryable,
  holder: { audience: Audience; id: string },
  reason: string,
  at: Date,
  exceptSessionId: string | null = null,
): Promise<number> {
  const holderColumn = holder.audience === 'customer' ? 'user_id' : 'officer_id';
  const rows = await db.query<{ id: string }>(
    `update sessions set revoked_at = $2, revoked_reason = $3
     where ${holderColumn} = $1 and audience = $5 and revoked_at is null and ($4::uuid is null or id <> $4::uuid)
     returning id`,
    [holder.id, at, reason, exceptSessionId, holder.audience],
  );
  return rows.length;
}

/** Whether the session is open: neither revoked nor expired, and held by that officer or customer. */
export async function isSessionOpen(
  db: Queryable,
  session: { id: string; audience: Audience; holderId: string },
  now: Date,
): Promise<boolean> {
  const holderColumn = session.audience === 'customer' ? 'user_id' : 'officer_id';
  const [row] = await db.query<{ open: boolean }>(
    `select (revoked_at is null and expires_at > $4) as open from sessions
     where id = $1 and audience = $2 and ${holderColumn} = $3`,
    [session.id, session.audience, session.holderId, now],
  );
  return row?.open ?? false;
}

/**
 * An open customer session's standing (a session is open while it is neither revoked nor expired and its user
 * neither deleted nor locked): whether its user's password is a temporary one; null when not open.
 */
export async function customerSessionStanding(
  db: Queryable,
  session: { id: string; userId: string },
  now: Date,
): Promise<{ passwordIsTemporary: boolean } | null> {
  const { sql, params, prepared } = customerSessionStandingStatement(session, now);
  return customerStandingOf(await db.query(sql, params, { prepared }));
}

/**
 * The standing's statement, to be run alone or sent with a customer's read in one round trip (decision 071); its rows
 * read by `customerStandingOf`.
 */
export function customerSessionStandingStatement(
  session: { id: string; userId: string },
  now: Date,
): Statement & { readonly prepared: string } {
  return {
    sql: `select (s.revoked_at is null and s.expires_at > $3 and u.deleted_at is null and u.locked_at is null) as open,
            u.password_is_temporary as "passwordIsTemporary"
     from sessions s join users u on u.id = s.user_id where s.id = $1 and s.user_id = $2`,
    params: [session.id, session.userId, now],
    // Asked on every customer call (decision 065).
    prepared: 'customer_session_standing',
  };
}

/** What the standing statement's rows say: null when the session is not open. */
export function customerStandingOf(
  rows: readonly Record<string, unknown>[],
): { passwordIsTemporary: boolean } | null {
  const [row] = rows as readonly { open?: boolean; passwordIsTemporary?: boolean }[];
  return row?.open ? { passwordIsTemporary: row.passwordIsTemporary === true } : null;
}
