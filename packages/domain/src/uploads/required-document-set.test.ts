import { describe, expect, it } from 'vitest';
import { SME_DOCUMENTS_BY_PARTNER_TYPE } from '../sme/business-documents.ts';
import {
  acceptsDocumentGroup,
  INDIVIDUAL_DOCUMENTS,
  requiredDocumentProblems,
} from './required-document-set.ts';

const SOLE = SME_DOCUMENTS_BY_PARTNER_TYPE.SOLE_PROPRIETOR;

describe('a journey’s required documents', () => {
  it('completes a sole proprietor’s set with one file in each required group', () => {
    expect(
      requiredDocumentProblems(SOLE, {
        ssmcertificate: 1,
        utilitybill: 1,
        companybankstatement: 2,
        homeutilitybill: 1,
      }),
    ).toEqual([]);
  });

  it('asks for every required document while one group is empty', () => {
    expect(
      requiredDocumentProblems(SOLE, { ssmcertificate: 1, utilitybill: 1, companybankstatement: 1 }),
    ).toEqual(['smeSteps.requiredDocumentsMissing']);
  });

  it('keeps the individual counts for a staff applicant: three salary slips, one bank statement', () => {
    expect(
      requiredDocumentProblems(SME_DOCUMENTS_BY_PARTNER_TYPE.STAFF, { salaryslip: 2, bankstatement: 1 }),
    ).toEqual(['uploads.problems.salarySlipExactlyThree']);
  });

  it('takes only the groups of the journey', () => {
    expect(acceptsDocumentGroup(SOLE, 'profitandlossbalancesheet')).toBe(true);
    expect(acceptsDocumentGroup(SOLE, 'boardresolution')).toBe(false);
    expect(acceptsDocumentGroup(INDIVIDUAL_DOCUMENTS, 'salaryslip')).toBe(true);
    expect(INDIVIDUAL_DOCUMENTS.optional).toEqual(['othersrelevantdocuments']);
  });
});
