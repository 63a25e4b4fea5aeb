import type { Queryable } from '../../db/database.ts';

export interface IdempotencyEntry {
  readonly owner: string;
  readonly key: string;
  readonly route: string;
  readonly fingerprint: string;
}

export interface StoredIdempotencyKey {
  readonly route: string;
  readonly fingerprint: string;
  readonly state: 'inFlight' | 'done';
  readonly statusCode: number | null;
  readonly response: unknown;
}

/**
 * Claims the key for a first request: a new key, or one left in flight since before `staleBefore` by a process that
 * died. True when this request may run.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  entry: IdempotencyEntry,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into idempotency_keys (owner, key, route, fingerprint, state, created_at)
     values ($1, $2, $3, $4, 'inFlight', $5)
     on conflict (owner, key) do update set route = excluded.route, fingerprint = excluded.fingerprint,
       created_at = excluded.created_at
     where idempotency_keys.state = 'inFlight' and idempotency_keys.created_at < $6
     returning 1`,
    [entry.owner, entry.key, entry.route, entry.fingerprint, now, staleBefore],
  );
  return rows.length > 0;
}

export async function findIdempotencyKey(
  db: Queryable,
  owner: string,
  key: string,
): Promise<StoredIdempotencyKey | undefined> {
  const [row] = await db.query<{
    route: string;
    fingerprint: string;
    state: 'inFlight' | 'done';
    status_code: number | null;
    response: unknown;
  }>(
    'select route, fingerprint, state, status_code, response from idempotency_keys where owner = $1 and key = $2',
    [owner, key],
  );
  return (
    row && {
      route: row.route,
      fingerprint: row.fingerprint,
      state: row.state,
      statusCode: row.status_code,
      response: row.response,
    }
  );
}

export async function completeIdempotencyKey(
  db: Queryable,
  owner: string,
  key: string,
  result: { statusCode: number; response: unknown },
  now: Date,
): Promise<void> {
  await db.query(
    `update idempotency_keys set state = 'done', status_code = $3, response = $4, completed_at = $5
     where owner = $1 and key = $2 and state = 'inFlight'`,
    [owner, key, result.statusCode, JSON.stringify(result.response ?? null), now],
  );
}

/** Lets the key go when its request failed and did nothing: the same request may be sent again. */
export async function releaseIdempotencyKey(db: Queryable, owner: string, key: string): Promise<void> {
  await db.query(`delete from idempotency_keys where owner = $1 and key = $2 and state = 'inFlight'`, [
    owner,
    key,
  ]);
}

export async function purgeIdempotencyKeys(db: Queryable, createdBefore: Date): Promise<number> {
  const rows = await db.query('delete from idempotency_keys where created_at < $1 returning 1', [
    createdBefore,
  ]);
  return rows.length;
}
