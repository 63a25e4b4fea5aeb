import {
  DOCUMENT_GROUP_RULES,
  INDIVIDUAL_DOCUMENT_GROUPS,
  type IndividualDocumentGroup,
  type WrongCountProblem,
} from './document-groups.ts';

export type DocumentSetProblem = 'errors.requiredDocumentsMissing' | WrongCountProblem | 'errors.fileLimit';

/**
 * What stops the individual applicant's documents step from completing (spec 000 section 5): salary slips and a
 * bank statement are both required, exactly 3 and exactly 1; other documents are optional, up to 3. Empty when the
 * set is complete. The general message comes first, then one precise message per group that is off.
 */
export function documentSetProblems(
  countsByGroup: Readonly<Partial<Record<IndividualDocumentGroup, number>>>,
): DocumentSetProblem[] {
  const countOf = (group: IndividualDocumentGroup) => countsByGroup[group] ?? 0;
  const problems: DocumentSetProblem[] = [];
  const missingRequired = INDIVIDUAL_DOCUMENT_GROUPS.some(
    (group) => DOCUMENT_GROUP_RULES[group].required !== undefined && countOf(group) === 0,
  );
  if (missingRequired) problems.push('errors.requiredDocumentsMissing');
  for (const group of INDIVIDUAL_DOCUMENT_GROUPS) {
    const { required, maxFiles } = DOCUMENT_GROUP_RULES[group];
    const count = countOf(group);
    if (required && count !== required.count) problems.push(required.wrongCount);
    else if (count > maxFiles) problems.push('errors.fileLimit');
  }
  return problems;
}
