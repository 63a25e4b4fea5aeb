import {
  type DocumentSetProblem,
  documentSetProblems,
  type RequiredDocumentProblem,
  type RequiredDocuments,
  requiredDocumentProblems,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { countDocumentsByGroup, isDocumentObject } from './document-repository.ts';

/**
 * What other modules ask of an application's documents: the applications module, before it records the documents
 * step (read in its transaction, so that the marker and its evidence agree); the housekeeping, before it removes a
 * stored object.
 */

/** Why the documents step is not complete yet (catalog keys); empty when the set is complete. */
export async function documentProblems(tx: Queryable, applicationId: string): Promise<DocumentSetProblem[]> {
  return documentSetProblems(await countDocumentsByGroup(tx, applicationId));
}

/**
 * Why the documents step of an application of another journey is not complete yet: its own required groups (an SME
 * partner type's, decision 059) under the individual counting rules. Empty when the set is complete.
 */
export async function requiredDocumentSetProblems(
  tx: Queryable,
  applicationId: string,
  documents: RequiredDocuments,
): Promise<RequiredDocumentProblem[]> {
  return requiredDocumentProblems(documents, await countDocumentsByGroup(tx, applicationId));
}

/** Whether a document still points at the stored object. */
export function isStoredDocument(db: Queryable, storageKey: string): Promise<boolean> {
  return isDocumentObject(db, storageKey);
}
