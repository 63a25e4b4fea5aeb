import type { Language, Variant } from '@sinar/domain';
import { type AccountDocumentsKey, accountDocuments as en } from '@sinar/domain/i18n/en/account-documents';
import { accountDocuments as ms } from '@sinar/domain/i18n/ms/account-documents';
import { type DocumentText, documentText } from '../../../lib/pdf/document-text.ts';
import type { LenderParticulars } from '../../../lib/pdf/lender-particulars.ts';
import type { FlowWriter } from '../../../lib/pdf/pdf-layout.ts';

export type AccountDocumentsText = DocumentText<AccountDocumentsKey>;

/** The statement's and the receipt's texts in one language, with the variant's wording. */
export function accountDocumentsText(language: Language, variant: Variant): AccountDocumentsText {
  return documentText<AccountDocumentsKey>({ en, ms }, language, variant);
}

/** The lender's name, company and licence numbers and address, as every document of the account opens. */
export function lenderBlock(w: FlowWriter, lender: LenderParticulars, t: AccountDocumentsText): void {
  w.text(lender.name, { size: 11, bold: true });
  w.text(t('lender.companyNo', { companyNo: lender.companyNo }), { size: 8 });
  w.text(t('lender.licenceNo', { licenceNo: lender.licenceNo }), { size: 8 });
  w.paragraph(lender.address, { size: 8 });
}
