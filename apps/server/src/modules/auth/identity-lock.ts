import type { Queryable } from '../../db/database.ts';
import { applicationHoldingIdentity } from '../applications/application-records.ts';

/**
 * Whether the customer's NRIC and name are bound by an application (docs/decisions/020): then the profile shows
 * them read-only and refuses a change, and only an officer's correction changes them.
 */
export async function isIdentityLocked(db: Queryable, userId: string): Promise<boolean> {
  return (await applicationHoldingIdentity(db, userId)) !== undefined;
}
