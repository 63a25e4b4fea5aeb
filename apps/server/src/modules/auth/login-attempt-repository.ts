import type { LoginMethod } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** Every login attempt is recorded with its time, address and account as typed; never with the password. */
export async function recordLoginAttempt(
  db: Queryable,
  attempt: {
    ip: string | null;
    loginMethod: LoginMethod;
    account: string;
    userId: string | null;
    outcome: 'success' | 'failure' | 'locked';
    reason: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into login_attempts (at, ip, login_method, account, user_id, outcome, reason)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      attempt.at,
      attempt.ip,
      attempt.loginMethod,
      attempt.account,
      attempt.userId,
      attempt.outcome,
      attempt.reason,
    ],
  );
}
