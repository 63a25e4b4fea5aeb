import type { AllowedFileType, DocumentGroup } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `application_files`. */
export interface StoredDocument {
  readonly id: string;
  readonly applicationId: string;
  readonly userId: string;
  readonly fileType: DocumentGroup;
  readonly fileName: string;
  readonly contentType: AllowedFileType;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly storageKey: string;
  readonly uploadedAt: Date;
}

const COLUMNS = `id, application_id as "applicationId", user_id as "userId", file_type as "fileType",
  file_name as "fileName", content_type as "contentType", size_bytes as "sizeBytes", sha256,
  storage_key as "storageKey", uploaded_at as "uploadedAt"`;

export async function listDocuments(db: Queryable, applicationId: string): Promise<StoredDocument[]> {
  return db.query<StoredDocument>(
    `select ${COLUMNS} from application_files where application_id = $1 order by uploaded_at, id`,
    [applicationId],
  );
}

export async function findDocument(db: Queryable, id: string): Promise<StoredDocument | null> {
  const [row] = await db.query<StoredDocument>(`select ${COLUMNS} from application_files where id = $1`, [
    id,
  ]);
  return row ?? null;
}

export async function insertDocument(db: Queryable, document: StoredDocument): Promise<void> {
  await db.query(
    `insert into application_files (id, application_id, user_id, file_type, file_name, content_type, size_bytes,
       sha256, storage_key, uploaded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      document.id,
      document.applicationId,
      document.userId,
      document.fileType,
      document.fileName,
      document.contentType,
      document.sizeBytes,
      document.sha256,
      document.storageKey,
      document.uploadedAt,
    ],
  );
}

export async function deleteDocument(db: Queryable, id: string): Promise<void> {
  await db.query('delete from application_files where id = $1', [id]);
}

/** How many files each group of the application holds. */
export async function countDocumentsByGroup(
  db: Queryable,
  applicationId: string,
): Promise<Partial<Record<DocumentGroup, number>>> {
  const rows = await db.query<{ fileType: DocumentGroup; count: number }>(
    `select file_type as "fileType", count(*)::int as count from application_files
     where application_id = $1 group by file_type`,
    [applicationId],
  );
  return Object.fromEntries(rows.map((row) => [row.fileType, row.count]));
}

/** Whether a document's row points at the stored object. */
export async function isDocumentObject(db: Queryable, storageKey: string): Promise<boolean> {
  const rows = await db.query('select 1 from application_files where storage_key = $1 limit 1', [storageKey]);
  return rows.length > 0;
}
