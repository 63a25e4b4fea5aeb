import type { TacPurpose } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `agreement_tacs`: the hash of the latest TAC of an agreement for one purpose, and what became of it. */
export interface StoredTac {
  readonly agreementId: string;
  readonly purpose: TacPurpose;
  readonly codeHash: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  readonly failedAttempts: number;
  readonly verifiedAt: Date | null;
  readonly usedAt: Date | null;
}

const COLUMNS = `agreement_id as "agreementId", purpose, code_hash as "codeHash", issued_at as "issuedAt",
  expires_at as "expiresAt", failed_attempts as "failedAttempts", verified_at as "verifiedAt",
  used_at as "usedAt"`;

export async function findTac(
  db: Queryable,
  agreementId: string,
  purpose: TacPurpose,
  options: { lock?: boolean } = {},
): Promise<StoredTac | undefined> {
  const [row] = await db.query<StoredTac>(
    `select ${COLUMNS} from agreement_tacs where agreement_id = $1 and purpose = $2${options.lock ? ' for update' : ''}`,
    [agreementId, purpose],
  );
  return row;
}

/** A new TAC replaces the last one of the agreement and purpose, whatever became of it. */
export async function replaceTac(
  db: Queryable,
  tac: Pick<StoredTac, 'agreementId' | 'purpose' | 'codeHash' | 'issuedAt' | 'expiresAt'>,
): Promise<void> {
  await db.query(
    `insert into agreement_tacs (agreement_id, purpose, code_hash, issued_at, expires_at, failed_attempts)
     values ($1, $2, $3, $4, $5, 0)
     on conflict (agreement_id, purpose) do update
       set code_hash = excluded.code_hash, issued_at = excluded.issued_at, expires_at = excluded.expires_at,
           failed_attempts = 0, verified_at = null, used_at = null`,
    [tac.agreementId, tac.purpose, tac.codeHash, tac.issuedAt, tac.expiresAt],
  );
}

export async function countWrongTac(
  db: Queryable,
  agreementId: string,
  purpose: TacPurpose,
): Promise<number> {
  const [row] = await db.query<{ failedAttempts: number }>(
    `update agreement_tacs set failed_attempts = failed_attempts + 1
      where agreement_id = $1 and purpose = $2 returning failed_attempts as "failedAttempts"`,
    [agreementId, purpose],
  );
  return row?.failedAttempts ?? 0;
}

export async function markTacVerified(
  db: Queryable,
  agreementId: string,
  purpose: TacPurpose,
  at: Date,
): Promise<void> {
  await db.query('update agreement_tacs set verified_at = $3 where agreement_id = $1 and purpose = $2', [
    agreementId,
    purpose,
    at,
  ]);
}

export async function markTacUsed(
  db: Queryable,
  agreementId: string,
  purpose: TacPurpose,
  at: Date,
): Promise<void> {
  await db.query('update agreement_tacs set used_at = $3 where agreement_id = $1 and purpose = $2', [
    agreementId,
    purpose,
    at,
  ]);
}
