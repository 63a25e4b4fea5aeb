import type { DocumentGroup } from '../uploads/document-groups.ts';
import type { SmePartnerType } from './sme-product.ts';

/**
 * The documents each partner type uploads (spec 001 section 3; decision 059), as data: which groups are required
 * and which may be added. Every group keeps the individual upload rules (pdf, png or jpeg, under 5MB, no duplicate,
 * at most 3 files). A staff applicant uploads what an individual applicant does.
 */
export interface RequiredDocuments {
  readonly required: readonly DocumentGroup[];
  readonly optional: readonly DocumentGroup[];
}

export const SME_DOCUMENTS_BY_PARTNER_TYPE: Readonly<Record<SmePartnerType, RequiredDocuments>> = {
  INDIVIDUAL: {
    required: ['homeutilitybill', 'bankstatement'],
    optional: ['othersrelevantdocuments'],
  },
  SOLE_PROPRIETOR: {
    required: ['ssmcertificate', 'utilitybill', 'companybankstatement', 'homeutilitybill'],
    optional: ['profitandlossbalancesheet', 'othersrelevantdocuments'],
  },
  PARTNERSHIP: {
    required: [
      'ssmcertificate',
      'utilitybill',
      'companybankstatement',
      'partnershipauthorisationletter',
      'profitandlossbalancesheet',
    ],
    optional: ['othersrelevantdocuments'],
  },
  COMPANY: {
    required: [
      'ssmcertificate',
      'companyforms',
      'utilitybill',
      'companybankstatement',
      'boardresolution',
      'auditedfinancialreport',
    ],
    optional: ['profitandlossbalancesheet', 'othersrelevantdocuments'],
  },
  STAFF: {
    required: ['salaryslip', 'bankstatement'],
    optional: ['othersrelevantdocuments'],
  },
};
