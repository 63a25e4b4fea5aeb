import type { Queryable } from '../../db/database.ts';

/** The single-use links of the email step (table application_email_links, migration 0008); tokens as hashes. */
export interface EmailLinkRow {
  readonly applicationId: string;
  readonly email: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** A new link replaces the application's unused ones, so only the latest email works. */
export async function replaceEmailLink(
  db: Queryable,
  link: { tokenHash: string; applicationId: string; email: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('delete from application_email_links where application_id = $1 and used_at is null', [
    link.applicationId,
  ]);
  await db.query(
    `insert into application_email_links (token_hash, application_id, email, issued_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [link.tokenHash, link.applicationId, link.email, link.issuedAt, link.expiresAt],
  );
}

/** Locked, so that two clicks on one link cannot both use it. */
export async function lockEmailLink(db: Queryable, tokenHash: string): Promise<EmailLinkRow | undefined> {
  const [row] = await db.query<EmailLinkRow>(
    `select application_id as "applicationId", email, expires_at as "expiresAt", used_at as "usedAt"
     from application_email_links where token_hash = $1 for update`,
    [tokenHash],
  );
  return row;
}

export async function markEmailLinkUsed(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('update application_email_links set used_at = $2 where token_hash = $1', [tokenHash, at]);
}

/** Deletes links past their expiry (used or not); for a periodic job. */
export async function purgeExpiredEmailLinks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('delete from application_email_links where expires_at <= $1 returning 1', [
    now,
  ]);
  return rows.length;
}
