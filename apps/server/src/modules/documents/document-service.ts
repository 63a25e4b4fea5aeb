import { createHash, randomUUID } from 'node:crypto';
import {
  type ApplicationFile,
  acceptsDocumentGroup,
  applicantMayChangeStep,
  checkUpload,
  type DocumentGroup,
  FILE_SIGNATURES,
  ONBOARDING_STEP_RULES,
  sniffFileType,
  type UploadError,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { StoredFile } from '../../http/send-file.ts';
import type { Viewer } from '../../http/viewer-guard.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StepApplication, StepApplications } from '../../ports/step-applications.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  type StoredDocument,
} from './document-repository.ts';

/**
 * The status each refused upload answers with: the wrong kind of file is 415 (unsupported media type), too big 413,
 * the same content twice 409 (it conflicts with a stored file), a full group 422 (a well-formed file the
 * application's rules cannot take). docs/decisions/011 records the choice.
 */
const UPLOAD_ERROR_STATUS: Readonly<Record<UploadError, number>> = {
  'errors.fileFormatNotAllowed': 415,
  'errors.fileTooLarge': 413,
  'errors.duplicateFile': 409,
  'errors.fileLimit': 422,
};

const MAX_FILE_NAME_LENGTH = 200;

export interface DocumentUpload {
  readonly userId: string;
  readonly applicationId: string;
  readonly fileType: DocumentGroup;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Uploading, listing, reading and removing an application's documents, checked by content and by owner. */
export class DocumentService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #log: Logger;
  readonly #applications: StepApplications;

  constructor(deps: {
    db: Database;
    clock: Clock;
    storage: FileStorage;
    log: Logger;
    /** The applications documents belong to, of either journey (an individual's or an SME application). */
    applications: StepApplications;
  }) {
    this.#db = deps.db;
    this.#applications = deps.applications;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#log = deps.log;
  }

  async upload(upload: DocumentUpload): Promise<ApplicationFile> {
    const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
    // Checked once before writing anything, so that a refused file costs no storage write...
    await this.#db.transaction((tx) => this.#admit(tx, upload, sha256));
    const contentType = sniffFileType(upload.bytes);
    if (!contentType) throw new AppError(415, 'errors.fileFormatNotAllowed');
    const document: StoredDocument = {
      id: randomUUID(),
      applicationId: upload.applicationId,
      userId: upload.userId,
      fileType: upload.fileType,
      fileName: cleanFileName(upload.fileName),
      contentType,
      sizeBytes: upload.bytes.byteLength,
      sha256,
      // Random, so a key tells nothing of its owner or content and cannot be guessed from another.
      storageKey: `documents/${upload.applicationId}/${randomUUID()}`,
      uploadedAt: this.#clock.now(),
    };
    await this.#storage.put(
      document.storageKey,
      upload.bytes,
      FILE_SIGNATURES[document.contentType].contentType,
    );
    try {
      // ...and again under the application's lock, since another upload may have landed meanwhile.
      await this.#db.transaction(async (tx) => {
        await this.#admit(tx, upload, sha256);
        await insertDocument(tx, document);
      });
    } catch (error) {
      await this.#discard(document.storageKey);
      if (isUniqueViolation(error)) throw new AppError(409, 'errors.duplicateFile');
      throw error;
    }
    this.#log.info(
      { documentId: document.id, applicationId: document.applicationId, fileType: document.fileType },
      'document uploaded',
    );
    return toView(document);
  }

  async list(viewer: Viewer, applicationId: string): Promise<ApplicationFile[]> {
    await this.#visibleApplication(this.#db, viewer, applicationId);
    return (await listDocuments(this.#db, applicationId)).map(toView);
  }

  /** The stored file to stream, with the content type its content proved. */
  async open(viewer: Viewer, fileId: string): Promise<StoredFile> {
    const document = await findDocument(this.#db, fileId);
    if (!document || (viewer.kind === 'applicant' && document.userId !== viewer.userId))
      throw notFound('ekyc.documents.fileNotFound');
    return {
      storageKey: document.storageKey,
      fileName: document.fileName,
      contentType: FILE_SIGNATURES[document.contentType].contentType,
      sha256: document.sha256,
    };
  }

  async remove(userId: string, fileId: string): Promise<void> {
    const storageKey = await this.#db.transaction(async (tx) => {
      const document = await findDocument(tx, fileId);
      if (!document || document.userId !== userId) throw notFound('ekyc.documents.fileNotFound');
      const application = await this.#applications.ownedBy(tx, document.applicationId, userId, {
        lock: true,
      });
      if (!application) throw notFound('ekyc.documents.fileNotFound');
      assertEditable(application);
      await deleteDocument(tx, fileId);
      return document.storageKey;
    });
    // The row is gone first: a failed object delete leaves an unreachable object, never a row without content.
    await this.#discard(storageKey);
  }

  /** Whether the file may join the application now; throws the spec's error when it may not. */
  async #admit(tx: Queryable, upload: DocumentUpload, sha256: string): Promise<void> {
    const application = await this.#applications.ownedBy(tx, upload.applicationId, upload.userId, {
      lock: true,
    });
    if (!application) throw notFound('errors.applicationNotFound');
    assertEditable(application);
    // Each journey takes its own groups: an SME application its partner type's (decision 059).
    if (!acceptsDocumentGroup(application.documents, upload.fileType))
      throw badRequest('errors.invalidRequest');
    const existing = await listDocuments(tx, upload.applicationId);
    const error = checkUpload({
      group: upload.fileType,
      candidate: {
        fileName: cleanFileName(upload.fileName),
        sizeBytes: upload.bytes.byteLength,
        firstBytes: upload.bytes,
        sha256,
      },
      existingInGroup: existing.filter((file) => file.fileType === upload.fileType),
      existingInApplication: existing,
    });
    if (error) throw new AppError(UPLOAD_ERROR_STATUS[error], error);
  }

  async #visibleApplication(db: Queryable, viewer: Viewer, applicationId: string): Promise<StepApplication> {
    const application =
      viewer.kind === 'applicant'
        ? await this.#applications.ownedBy(db, applicationId, viewer.userId)
        : await this.#applications.byId(db, applicationId);
    if (!application) throw notFound('errors.applicationNotFound');
    return application;
  }

  async #discard(storageKey: string): Promise<void> {
    await this.#storage
      .delete(storageKey)
      .catch((error: unknown) => this.#log.error({ err: error, storageKey }, 'stored object not removed'));
  }
}

/**
 * Documents change only while the applicant fills the application in: a draft, or one referred back for its
 * documents (a refer-back about other parts leaves the documents as the officers reviewed them).
 */
function assertEditable(application: StepApplication): void {
  if (!ONBOARDING_STEP_RULES.documentUpload.openIn.includes(application.status))
    throw conflict('ekyc.documents.notEditable');
  const { status, referBackSteps } = application;
  if (!applicantMayChangeStep({ status, step: 'documentUpload', referBackSteps }))
    throw conflict('application.referBackStepNotReopened');
}

/** The device's name for the file, without any folder part, control characters or excess length. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, MAX_FILE_NAME_LENGTH);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function toView(document: StoredDocument): ApplicationFile {
  return {
    id: document.id,
    entityId: document.applicationId,
    fileType: { name: document.fileType },
    fileName: document.fileName,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.uploadedAt.toISOString(),
  };
}
