import type { Language, MasterListName, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { listItems, type MasterListRow } from './master-repository.ts';

/** A master list as other modules read it in their own transaction (the banks' account number lengths, say). */
export function masterListItems(
  db: Queryable,
  list: MasterListName,
  company: Variant,
  language: Language,
): Promise<MasterListRow[]> {
  return listItems(db, list, company, language);
}
