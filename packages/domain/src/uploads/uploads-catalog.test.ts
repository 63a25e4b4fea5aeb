import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../i18n/catalog-shape.ts';
import { en } from '../i18n/en.ts';
import type { UploadError } from './check-upload.ts';
import { DOCUMENT_GROUP_RULES, DOCUMENT_GROUPS } from './document-groups.ts';

const UPLOAD_ERRORS: readonly UploadError[] = [
  'errors.fileFormatNotAllowed',
  'errors.fileTooLarge',
  'errors.duplicateFile',
  'errors.fileLimit',
];

describe('uploads wording', () => {
  it('has a text for every group, problem and error', () => {
    const keys = new Set(catalogKeys(en));
    const needed = [
      ...UPLOAD_ERRORS,
      'errors.requiredDocumentsMissing',
      ...DOCUMENT_GROUPS.map((group) => DOCUMENT_GROUP_RULES[group].labelKey),
      ...DOCUMENT_GROUPS.flatMap((group) => DOCUMENT_GROUP_RULES[group].required?.wrongCount ?? []),
    ];
    expect(needed.filter((key) => !keys.has(key))).toEqual([]);
  });
});
