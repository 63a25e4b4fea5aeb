import { describe, expect, it } from 'vitest';
import { DOCUMENT_GROUP_RULES, DOCUMENT_GROUPS } from './document-groups.ts';
import { documentSetProblems } from './document-set.ts';

describe('documentSetProblems', () => {
  it.each([
    // salary slips, bank statements, other documents -> what stops the step from completing
    [3, 1, 0, []],
    [3, 1, 3, []],
    [
      0,
      0,
      0,
      [
        'errors.requiredDocumentsMissing',
        'uploads.problems.salarySlipExactlyThree',
        'uploads.problems.bankStatementExactlyOne',
      ],
    ],
    [3, 0, 0, ['errors.requiredDocumentsMissing', 'uploads.problems.bankStatementExactlyOne']],
    [0, 1, 2, ['errors.requiredDocumentsMissing', 'uploads.problems.salarySlipExactlyThree']],
    [2, 1, 0, ['uploads.problems.salarySlipExactlyThree']],
    [3, 2, 0, ['uploads.problems.bankStatementExactlyOne']],
    [4, 1, 0, ['uploads.problems.salarySlipExactlyThree']],
    [3, 1, 4, ['errors.fileLimit']],
  ])(
    '%s salary slips, %s bank statements, %s others: %j',
    (salaryslip, bankstatement, othersrelevantdocuments, problems) => {
      expect(documentSetProblems({ salaryslip, bankstatement, othersrelevantdocuments })).toEqual(problems);
    },
  );

  it('treats a group not mentioned as empty', () => {
    expect(documentSetProblems({ salaryslip: 3, bankstatement: 1 })).toEqual([]);
    expect(documentSetProblems({})).toContain('errors.requiredDocumentsMissing');
  });
});

describe('document groups', () => {
  it('caps every group at 3 files and requires only the individual salary slips and bank statement', () => {
    for (const group of DOCUMENT_GROUPS) expect(DOCUMENT_GROUP_RULES[group].maxFiles).toBe(3);
    const required = DOCUMENT_GROUPS.filter((group) => DOCUMENT_GROUP_RULES[group].required);
    expect(required).toEqual(['salaryslip', 'bankstatement']);
  });
});
