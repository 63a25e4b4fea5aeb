import type { CatalogKey } from '../i18n/catalog-key.ts';
/**
 * The document groups as data: the individual applicant's three (spec 000 section 3, by file type name) with their
 * counting rules, and the SME business categories of spec 001 section 3, whose required set comes per partner type
 * from the spec's getRequiredFileByPartnerType call.
 */
export const INDIVIDUAL_DOCUMENT_GROUPS = ['salaryslip', 'bankstatement', 'othersrelevantdocuments'] as const;
export type IndividualDocumentGroup = (typeof INDIVIDUAL_DOCUMENT_GROUPS)[number];

export const SME_DOCUMENT_GROUPS = [
  'utilitybill',
  'companyforms',
  'companybankstatement',
  'boardresolution',
  'auditedfinancialreport',
  'ssmcertificate',
  'homeutilitybill',
  'partnershipauthorisationletter',
  'profitandlossbalancesheet',
] as const;
export type SmeDocumentGroup = (typeof SME_DOCUMENT_GROUPS)[number];

export const DOCUMENT_GROUPS = [...INDIVIDUAL_DOCUMENT_GROUPS, ...SME_DOCUMENT_GROUPS] as const;
export type DocumentGroup = (typeof DOCUMENT_GROUPS)[number];

/** Spec 000 section 5: each file under 5MB, so a file of exactly 5MB is refused. */
export const MAX_FILE_SIZE_BYTES = 5 * 1024 * 1024;
/** Spec 000 section 5: at most 3 files, per group. */
export const MAX_FILES_PER_GROUP = 3;

/** The precise message when a required group holds the wrong number of files. */
export type WrongCountProblem =
  | 'uploads.problems.salarySlipExactlyThree'
  | 'uploads.problems.bankStatementExactlyOne';

export interface DocumentGroupRule {
  readonly audience: 'individual' | 'sme';
  /** Catalog key of the group's name. */
  readonly labelKey: CatalogKey;
  readonly maxFiles: number;
  /** A complete set has exactly this many files; absent when the group is optional or set per partner type. */
  readonly required?: { readonly count: number; readonly wrongCount: WrongCountProblem };
}

const smeGroup = (group: SmeDocumentGroup): DocumentGroupRule => ({
  audience: 'sme',
  labelKey: `uploads.groups.${group}`,
  maxFiles: MAX_FILES_PER_GROUP,
});

export const DOCUMENT_GROUP_RULES: Readonly<Record<DocumentGroup, DocumentGroupRule>> = {
  // Three months of salary slips, one file a month.
  salaryslip: {
    audience: 'individual',
    labelKey: 'uploads.groups.salaryslip',
    maxFiles: MAX_FILES_PER_GROUP,
    required: { count: 3, wrongCount: 'uploads.problems.salarySlipExactlyThree' },
  },
  // Three months of statement in one document. Up to 3 may be uploaded (the spec's one limit, whose text says
  // 'Limit 3 files only'), but only exactly 1 completes the set.
  bankstatement: {
    audience: 'individual',
    labelKey: 'uploads.groups.bankstatement',
    maxFiles: MAX_FILES_PER_GROUP,
    required: { count: 1, wrongCount: 'uploads.problems.bankStatementExactlyOne' },
  },
  othersrelevantdocuments: {
    audience: 'individual',
    labelKey: 'uploads.groups.othersrelevantdocuments',
    maxFiles: MAX_FILES_PER_GROUP,
  },
  utilitybill: smeGroup('utilitybill'),
  companyforms: smeGroup('companyforms'),
  companybankstatement: smeGroup('companybankstatement'),
  boardresolution: smeGroup('boardresolution'),
  auditedfinancialreport: smeGroup('auditedfinancialreport'),
  ssmcertificate: smeGroup('ssmcertificate'),
  homeutilitybill: smeGroup('homeutilitybill'),
  partnershipauthorisationletter: smeGroup('partnershipauthorisationletter'),
  profitandlossbalancesheet: smeGroup('profitandlossbalancesheet'),
};

export function isDocumentGroup(value: unknown): value is DocumentGroup {
  return typeof value === 'string' && (DOCUMENT_GROUPS as readonly string[]).includes(value);
}
