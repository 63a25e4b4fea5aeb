import type { AgreementFileKind, Language } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** What the signatures of a signed agreement were made with, recorded when it was signed. */
export interface SignatureRecord {
  readonly signerSubject: string;
  readonly signerNricMasked: string;
  readonly certificateSerial: string;
  readonly certificateIssuer: string;
  readonly signedAt: Date;
  readonly signerIp: string;
  readonly signerDevice: string;
  readonly sealSubject: string;
  readonly sealSerial: string;
}

/** A row of `agreement_files`. */
export interface AgreementFile {
  readonly id: string;
  readonly agreementId: string;
  readonly kind: AgreementFileKind;
  readonly language: Language;
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly storageKey: string;
  /** 'YYYY-MM-DD': the date the agreement is made on. */
  readonly agreementDate: string;
  readonly signature: SignatureRecord | null;
  readonly createdAt: Date;
}

const COLUMNS = `id, agreement_id as "agreementId", kind, language, file_name as "fileName",
  content_type as "contentType", size_bytes as "sizeBytes", sha256, storage_key as "storageKey",
  agreement_date::text as "agreementDate", signer_subject as "signerSubject",
  signer_nric_masked as "signerNricMasked", certificate_serial as "certificateSerial",
  certificate_issuer as "certificateIssuer", signed_at as "signedAt", signer_ip as "signerIp",
  signer_device as "signerDevice", seal_subject as "sealSubject", seal_serial as "sealSerial",
  created_at as "createdAt"`;

interface StoredFileRow extends Omit<AgreementFile, 'signature'> {
  readonly signerSubject: string | null;
  readonly signerNricMasked: string | null;
  readonly certificateSerial: string | null;
  readonly certificateIssuer: string | null;
  readonly signedAt: Date | null;
  readonly signerIp: string | null;
  readonly signerDevice: string | null;
  readonly sealSubject: string | null;
  readonly sealSerial: string | null;
}

/** The signature columns as one record, or none: the table's check keeps them all set or all empty. */
function fileOf(row: StoredFileRow): AgreementFile {
  const {
    signerSubject,
    signerNricMasked,
    certificateSerial,
    certificateIssuer,
    signedAt,
    signerIp,
    signerDevice,
    sealSubject,
    sealSerial,
    ...file
  } = row;
  const signature =
    signerSubject !== null &&
    signerNricMasked !== null &&
    certificateSerial !== null &&
    certificateIssuer !== null &&
    signedAt !== null &&
    signerIp !== null &&
    signerDevice !== null &&
    sealSubject !== null &&
    sealSerial !== null
      ? {
          signerSubject,
          signerNricMasked,
          certificateSerial,
          certificateIssuer,
          signedAt,
          signerIp,
          signerDevice,
          sealSubject,
          sealSerial,
        }
      : null;
  return { ...file, signature };
}

export async function listAgreementFiles(db: Queryable, agreementId: string): Promise<AgreementFile[]> {
  const rows = await db.query<StoredFileRow>(
    `select ${COLUMNS} from agreement_files where agreement_id = $1 order by created_at, id`,
    [agreementId],
  );
  return rows.map(fileOf);
}

export async function findAgreementFile(
  db: Queryable,
  agreementId: string,
  kind: AgreementFileKind,
): Promise<AgreementFile | undefined> {
  const [row] = await db.query<StoredFileRow>(
    `select ${COLUMNS} from agreement_files where agreement_id = $1 and kind = $2`,
    [agreementId, kind],
  );
  return row && fileOf(row);
}

export async function findAgreementFileById(
  db: Queryable,
  agreementId: string,
  fileId: string,
): Promise<AgreementFile | undefined> {
  const [row] = await db.query<StoredFileRow>(
    `select ${COLUMNS} from agreement_files where agreement_id = $1 and id = $2`,
    [agreementId, fileId],
  );
  return row && fileOf(row);
}

export async function insertAgreementFile(db: Queryable, file: AgreementFile): Promise<void> {
  const signature = file.signature;
  await db.query(
    `insert into agreement_files (id, agreement_id, kind, language, file_name, content_type, size_bytes, sha256,
       storage_key, agreement_date, signer_subject, signer_nric_masked, certificate_serial, certificate_issuer,
       signed_at, signer_ip, signer_device, seal_subject, seal_serial, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      file.id,
      file.agreementId,
      file.kind,
      file.language,
      file.fileName,
      file.contentType,
      file.sizeBytes,
      file.sha256,
      file.storageKey,
      file.agreementDate,
      signature?.signerSubject ?? null,
      signature?.signerNricMasked ?? null,
      signature?.certificateSerial ?? null,
      signature?.certificateIssuer ?? null,
      signature?.signedAt ?? null,
      signature?.signerIp ?? null,
      signature?.signerDevice ?? null,
      signature?.sealSubject ?? null,
      signature?.sealSerial ?? null,
      file.createdAt,
    ],
  );
}

/** Whether an agreement's file still points at the stored object (the housekeeping's sweep asks). */
export async function isAgreementFileObject(db: Queryable, storageKey: string): Promise<boolean> {
  const rows = await db.query('select 1 from agreement_files where storage_key = $1 limit 1', [storageKey]);
  return rows.length > 0;
}
