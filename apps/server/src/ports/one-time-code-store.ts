import type { Queryable } from '../db/database.ts';

/** The 6-digit codes the accounts send (security/one-time-codes.ts), issued and checked in the caller's transaction. */

export type CodePurpose = 'staff-verification' | 'email-change';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

export interface OneTimeCodeStore {
  issue(tx: Queryable, code: { purpose: CodePurpose; subject: string }): Promise<string>;
  verify(tx: Queryable, code: { purpose: CodePurpose; subject: string; code: string }): Promise<CodeCheck>;
}
