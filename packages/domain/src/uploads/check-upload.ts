import { DOCUMENT_GROUP_RULES, type DocumentGroup, MAX_FILE_SIZE_BYTES } from './document-groups.ts';
import { nameFitsType } from './file-name.ts';
import { sniffFileType } from './file-type.ts';

export interface UploadCandidate {
  /** The name the device gave the file: its extension must fit the content. */
  readonly fileName: string;
  readonly sizeBytes: number;
  /** At least the first SNIFF_LENGTH bytes of the file. */
  readonly firstBytes: Uint8Array;
  /** SHA-256 of the whole content, hex. */
  readonly sha256: string;
}

export interface StoredFileDigest {
  readonly sha256: string;
}

export type UploadError =
  | 'errors.fileFormatNotAllowed'
  | 'errors.fileTooLarge'
  | 'errors.duplicateFile'
  | 'errors.fileLimit';

/**
 * Whether one more file may join `group`: null when it may, else the spec's error key. Checked in the order a person
 * fixes them: the wrong kind of file (by its content, and a name that does not fit it), too big, already uploaded,
 * no room left.
 */
export function checkUpload(input: {
  readonly group: DocumentGroup;
  readonly candidate: UploadCandidate;
  readonly existingInGroup: readonly StoredFileDigest[];
  /** Every file of the application, in any group: the same content may not appear twice anywhere. */
  readonly existingInApplication?: readonly StoredFileDigest[];
}): UploadError | null {
  const { candidate } = input;
  if (!Number.isSafeInteger(candidate.sizeBytes) || candidate.sizeBytes < 0)
    throw new RangeError(`sizeBytes must be a whole number of bytes, got ${candidate.sizeBytes}`);
  const type = sniffFileType(candidate.firstBytes);
  if (candidate.sizeBytes === 0 || type === null || !nameFitsType(candidate.fileName, type))
    return 'errors.fileFormatNotAllowed';
  if (candidate.sizeBytes >= MAX_FILE_SIZE_BYTES) return 'errors.fileTooLarge';
  const digest = normaliseDigest(candidate.sha256);
  const existing = [...input.existingInGroup, ...(input.existingInApplication ?? [])];
  if (existing.some((file) => normaliseDigest(file.sha256) === digest)) return 'errors.duplicateFile';
  if (input.existingInGroup.length >= DOCUMENT_GROUP_RULES[input.group].maxFiles) return 'errors.fileLimit';
  return null;
}

function normaliseDigest(sha256: string): string {
  const digest = sha256.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(digest)) throw new RangeError('sha256 must be 64 hexadecimal digits');
  return digest;
}
