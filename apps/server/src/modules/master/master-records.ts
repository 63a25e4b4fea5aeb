import { type GrossSalaryRange, type Language, type MasterListName, sen, type Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { findListItemByCode, listItems, type MasterListRow } from './master-repository.ts';

/** A master list as other modules read it in their own transaction (the banks' account number lengths, say). */
export function masterListItems(
  db: Queryable,
  list: MasterListName,
  company: Variant,
  language: Language,
): Promise<MasterListRow[]> {
  return listItems(db, list, company, language);
}

/**
 * The bounds of a gross salary range by its code, as the customer chose it at registration (a retired range still
 * answers); undefined for a code the list does not hold.
 */
export async function grossSalaryRange(
  db: Queryable,
  company: Variant,
  code: string,
): Promise<GrossSalaryRange | undefined> {
  const item = await findListItemByCode(db, 'grossSalaryRange', company, code);
  if (!item) return undefined;
  const { minSen, maxSen } = item.attributes;
  if (typeof minSen !== 'number' || !(typeof maxSen === 'number' || maxSen === null))
    throw new Error(`gross salary range ${code} has no bounds`);
  return { minSen: sen(minSen), maxSen: maxSen === null ? null : sen(maxSen) };
}
