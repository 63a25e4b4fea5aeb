import type { Queryable } from '../../db/database.ts';
import { findOfficerById } from './officer-repository.ts';

/** What other modules may know of an officer: the name their audit entries keep, as it is at the time. */
export async function officerName(db: Queryable, officerId: string): Promise<string | null> {
  return (await findOfficerById(db, officerId))?.fullName ?? null;
}
