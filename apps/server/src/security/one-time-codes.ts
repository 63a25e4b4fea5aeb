import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest } from '../http/app-error.ts';
import type { Clock } from '../lib/clock.ts';

export const ONE_TIME_CODE_PURPOSES = ['staff-verification', 'email-change', 'application-email'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
export type OneTimeCodeCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

/** Six digits leave a guesser one chance in 200,000 over a code's five tries; ten minutes is time to read an email. */
export const ONE_TIME_CODE_DIGITS = 6;
export const ONE_TIME_CODE_TTL_SECONDS = 600;
export const ONE_TIME_CODE_MAX_WRONG = 5;

/** A code's check as the customer hears it: the code field's error, unless the code was accepted. */
export function throwUnlessCodeAccepted(outcome: OneTimeCodeCheck): void {
  if (outcome === 'ok') return;
  const key = outcome === 'too-many-attempts' ? 'errors.codeAttemptsExceeded' : 'errors.codeInvalid';
  throw badRequest(key, {}, { code: key });
}

interface CodeRow {
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
  consumed_at: Date | null;
}

/**
 * Codes sent by email to prove a mailbox (staff registration, a change of email, an application's email step).
 * One live code per purpose and subject: a new one replaces the last, so only the latest email works. The table
 * keeps only a hash bound to the purpose and subject, so a copy of it neither shows a code nor lets one be used
 * for another subject.
 *
 * Both calls take the caller's transaction, so that a code is consumed only if the change it authorises commits.
 * A wrong code is counted in that same transaction: on a non-'ok' outcome, return from the transaction (do not
 * throw inside it) so that the count is committed, then throw outside. Passing the `Database` itself commits at once.
 */
export class OneTimeCodes {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(options: { db: Database; clock: Clock }) {
    this.#db = options.db;
    this.#clock = options.clock;
  }

  /** Returns the code to send; it is not stored, so it cannot be shown again. */
  async issue(tx: Queryable, request: { purpose: OneTimeCodePurpose; subject: string }): Promise<string> {
    const code = String(randomInt(0, 10 ** ONE_TIME_CODE_DIGITS)).padStart(ONE_TIME_CODE_DIGITS, '0');
    const now = this.#clock.now();
    const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_TTL_SECONDS * 1000);
    await tx.query(
      `insert into one_time_codes (purpose, subject_hash, code_hash, issued_at, expires_at, failed_attempts)
       values ($1, $2, $3, $4, $5, 0)
       on conflict (purpose, subject_hash) do update
         set code_hash = excluded.code_hash, issued_at = excluded.issued_at, expires_at = excluded.expires_at,
             failed_attempts = 0, consumed_at = null`,
      [request.purpose, subjectHash(request), codeHash(request, code), now, expiresAt],
    );
    return code;
  }

  /**
   * Single use: the code is consumed on success. Each wrong code counts, and the fifth kills the code even if the
   * right one is typed later. The row is locked for the check, so two concurrent uses of one code cannot both pass.
   */
  async verify(
    tx: Queryable,
    attempt: { purpose: OneTimeCodePurpose; subject: string; code: string },
  ): Promise<OneTimeCodeCheck> {
    const now = this.#clock.now();
    const key = [attempt.purpose, subjectHash(attempt)];
    const [row] = await tx.query<CodeRow>(
      `select code_hash, expires_at, failed_attempts, consumed_at from one_time_codes
        where purpose = $1 and subject_hash = $2 for update`,
      key,
    );
    if (!row || row.consumed_at) return 'invalid';
    if (row.failed_attempts >= ONE_TIME_CODE_MAX_WRONG) return 'too-many-attempts';
    if (row.expires_at <= now) return 'expired';

    const typed = String(attempt.code ?? '').replace(/\s+/g, '');
    const matches = timingSafeEqual(
      Buffer.from(codeHash(attempt, typed), 'hex'),
      Buffer.from(row.code_hash, 'hex'),
    );
    if (matches) {
      await tx.query('update one_time_codes set consumed_at = $3 where purpose = $1 and subject_hash = $2', [
        ...key,
        now,
      ]);
      return 'ok';
    }
    const [counted] = await tx.query<{ failed_attempts: number }>(
      `update one_time_codes set failed_attempts = failed_attempts + 1
        where purpose = $1 and subject_hash = $2 returning failed_attempts`,
      key,
    );
    return (counted?.failed_attempts ?? 0) >= ONE_TIME_CODE_MAX_WRONG ? 'too-many-attempts' : 'invalid';
  }

  /** Deletes codes past their expiry (used or not); returns how many. For a periodic job. */
  async purgeExpired(): Promise<number> {
    const rows = await this.#db.query('delete from one_time_codes where expires_at <= $1 returning 1', [
      this.#clock.now(),
    ]);
    return rows.length;
  }
}

/** Subjects are ids or emails: case and surrounding spaces are folded so "Aisyah@X.com" is the same mailbox. */
function normalSubject(subject: string): string {
  return subject.trim().toLowerCase();
}

function subjectHash(request: { purpose: string; subject: string }): string {
  return sha256(`subject\0${request.purpose}\0${normalSubject(request.subject)}`);
}

function codeHash(request: { purpose: string; subject: string }, code: string): string {
  return sha256(`code\0${request.purpose}\0${normalSubject(request.subject)}\0${code}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
