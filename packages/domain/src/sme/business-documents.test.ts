import { describe, expect, it } from 'vitest';
import { SME_DOCUMENT_GROUPS } from '../uploads/document-groups.ts';
import { SME_DOCUMENTS_BY_PARTNER_TYPE } from './business-documents.ts';
import { BUSINESS_PARTNER_TYPES, SME_PARTNER_TYPES } from './sme-product.ts';

describe('the documents each partner type uploads', () => {
  it('asks every business for its SSM certificate, premises utility bill and company bank statement', () => {
    for (const type of BUSINESS_PARTNER_TYPES)
      expect(SME_DOCUMENTS_BY_PARTNER_TYPE[type].required).toEqual(
        expect.arrayContaining(['ssmcertificate', 'utilitybill', 'companybankstatement']),
      );
  });

  it('asks a partnership for its authorisation letter and a company for its board resolution and audited report', () => {
    expect(SME_DOCUMENTS_BY_PARTNER_TYPE.PARTNERSHIP.required).toContain('partnershipauthorisationletter');
    expect(SME_DOCUMENTS_BY_PARTNER_TYPE.COMPANY.required).toEqual(
      expect.arrayContaining(['companyforms', 'boardresolution', 'auditedfinancialreport']),
    );
  });

  it('asks staff for what an individual applicant uploads', () => {
    expect(SME_DOCUMENTS_BY_PARTNER_TYPE.STAFF.required).toEqual(['salaryslip', 'bankstatement']);
  });

  it('never lists a group as both required and optional, and uses every business category somewhere', () => {
    const used = new Set<string>();
    for (const type of SME_PARTNER_TYPES) {
      const { required, optional } = SME_DOCUMENTS_BY_PARTNER_TYPE[type];
      expect(required.filter((group) => optional.includes(group))).toEqual([]);
      for (const group of [...required, ...optional]) used.add(group);
    }
    expect(SME_DOCUMENT_GROUPS.filter((group) => !used.has(group))).toEqual([]);
  });
});
