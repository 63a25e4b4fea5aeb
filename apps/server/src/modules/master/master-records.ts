import type { Language } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { type Company, listItems, type MasterListName, type MasterListRow } from './master-repository.ts';

/** A master list as other modules read it in their own transaction (the banks' account number lengths, say). */
export function masterListItems(
  db: Queryable,
  list: MasterListName,
  company: Company,
  language: Language,
): Promise<MasterListRow[]> {
  return listItems(db, list, company, language);
}
