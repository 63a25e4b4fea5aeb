import type { Language, Variant } from '@sinar/domain';
import { type AgreementDocumentKey, agreementDocument as en } from '@sinar/domain/i18n/en/agreement-document';
import { agreementDocument as ms } from '@sinar/domain/i18n/ms/agreement-document';
import { type DocumentText, documentText } from '../../../lib/pdf/document-text.ts';

export type AgreementText = DocumentText<AgreementDocumentKey>;

/** The agreement's texts in one language and with the variant's wording (`_islamic` forms for Islamic financing). */
export function agreementText(language: Language, variant: Variant): AgreementText {
  return documentText<AgreementDocumentKey>({ en, ms }, language, variant);
}
