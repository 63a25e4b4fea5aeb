import type { Queryable } from '../../db/database.ts';

/** The single-use links of a forgotten password (table password_reset_tokens); only the token's SHA-256 is kept. */

export async function insertPasswordResetToken(
  db: Queryable,
  token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date; requestedIp: string | null },
): Promise<void> {
  await db.query(
    `insert into password_reset_tokens (token_hash, user_id, created_at, expires_at, requested_ip)
     values ($1, $2, $3, $4, $5)`,
    [token.tokenHash, token.userId, token.createdAt, token.expiresAt, token.requestedIp],
  );
}

/** The email of the live account a usable link belongs to, or null. */
export async function emailOfResetToken(db: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ email: string | null }>(
    `select u.email from password_reset_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.used_at is null and t.expires_at > $2 and u.deleted_at is null`,
    [tokenHash, now],
  );
  return row?.email ?? null;
}

/** The user of a usable link, locked so that one link cannot set two passwords. */
export async function lockUsableResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ userId: string }>(
    `select user_id as "userId" from password_reset_tokens
     where token_hash = $1 and used_at is null and expires_at > $2 for update`,
    [tokenHash, now],
  );
  return row?.userId ?? null;
}

/** Spends every unused link of the user: one reset ends them all. */
export async function spendResetTokensOf(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [
    userId,
    at,
  ]);
}
