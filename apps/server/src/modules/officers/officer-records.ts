import type { OfficerRole } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { findOfficerByEmail, findOfficerById } from './officer-repository.ts';

/** What other modules may know of an officer: the name their audit entries keep, as it is at the time. */
export async function officerName(db: Queryable, officerId: string): Promise<string | null> {
  return (await findOfficerById(db, officerId))?.fullName ?? null;
}

/** An active officer as another module's system step names them as its actor (the demo data's officers, by email). */
export async function activeOfficerByEmail(
  db: Queryable,
  email: string,
): Promise<{ officerId: string; name: string; roles: readonly OfficerRole[] } | null> {
  const officer = await findOfficerByEmail(db, email);
  if (!officer?.active) return null;
  return { officerId: officer.id, name: officer.fullName, roles: officer.roles };
}
