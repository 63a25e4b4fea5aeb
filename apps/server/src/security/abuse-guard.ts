import type { LoginMethod } from '@sinar/domain';

/**
 * What the account services ask of rate limiting: lock-outs on login per account and per address, and limits on
 * everything that sends a message or creates something. Each `guard...` throws a 429 with a clear message when
 * the limit is reached. Backed by PostgreSQL so that every server process shares the counts.
 */
export type LimitedAction =
  | 'registration'
  | 'check-email-existed'
  | 'validate-nric'
  | 'temporary-password'
  | 'code-sending'
  | 'code-checking'
  | 'password-reset';

/** Who logs in: a customer by one of their login methods, or an officer of the back office. */
export type LoginKind = LoginMethod | 'officer';

export interface AbuseGuard {
  /** Refuses a login while the account or the address is locked out; counts nothing. */
  guardLogin(kind: LoginKind, account: string, ip: string | null): Promise<void>;
  loginFailed(kind: LoginKind, account: string, ip: string | null): Promise<void>;
  loginSucceeded(kind: LoginKind, account: string): Promise<void>;
  /** Counts one use of the action by each key (an address, a phone, an email) and refuses past the limit. */
  guard(action: LimitedAction, keys: { ip: string | null; subject?: string }): Promise<void>;
}
