import {
  type DocumentSetProblem,
  documentSetProblems,
  type RequiredDocumentProblem,
  type RequiredDocuments,
  requiredDocumentProblems,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { countDocumentsByGroup, isDocumentObject, listDocuments } from './document-repository.ts';

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

/**
 * An application's files as an officer lists them, whichever journey it belongs to (an SME application's business
 * documents among them): officers see every file of every application.
 */
export async function officerFilesOf(
  db: Queryable,
  applicationId: string,
): Promise<
  {
    readonly id: string;
    readonly fileType: string;
    readonly fileName: string;
    readonly contentType: 'pdf' | 'png' | 'jpeg';
    readonly sizeBytes: number;
    readonly uploadedAt: Date;
  }[]
> {
  return (await listDocuments(db, applicationId)).map((document) => ({
    id: document.id,
    fileType: document.fileType,
    fileName: document.fileName,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.uploadedAt,
  }));
}
