import type { RequiredDocuments } from '../sme/business-documents.ts';
import {
  DOCUMENT_GROUP_RULES,
  type DocumentGroup,
  INDIVIDUAL_DOCUMENT_GROUPS,
  type WrongCountProblem,
} from './document-groups.ts';

export type RequiredDocumentProblem =
  | 'smeSteps.requiredDocumentsMissing'
  | WrongCountProblem
  | 'errors.fileLimit';

/** What an individual applicant uploads (spec 000 section 5): the groups with a required count, and the rest. */
export const INDIVIDUAL_DOCUMENTS: RequiredDocuments = {
  required: INDIVIDUAL_DOCUMENT_GROUPS.filter((group) => DOCUMENT_GROUP_RULES[group].required !== undefined),
  optional: INDIVIDUAL_DOCUMENT_GROUPS.filter((group) => DOCUMENT_GROUP_RULES[group].required === undefined),
};

/** Whether a group is one the application's documents take. */
export function acceptsDocumentGroup(documents: RequiredDocuments, group: DocumentGroup): boolean {
  return documents.required.includes(group) || documents.optional.includes(group);
}

/**
 * Why a set of documents does not complete the step yet, for a journey's own list of groups (an SME partner type's,
 * decision 059): a required group without a file, a group whose rule asks an exact count (three salary slips, one
 * bank statement) holding another, and a group over its limit. Empty when the set is complete.
 */
export function requiredDocumentProblems(
  documents: RequiredDocuments,
  countsByGroup: Readonly<Partial<Record<DocumentGroup, number>>>,
): RequiredDocumentProblem[] {
  const countOf = (group: DocumentGroup) => countsByGroup[group] ?? 0;
  const problems: RequiredDocumentProblem[] = [];
  if (documents.required.some((group) => countOf(group) === 0))
    problems.push('smeSteps.requiredDocumentsMissing');
  for (const group of [...documents.required, ...documents.optional]) {
    const { required, maxFiles } = DOCUMENT_GROUP_RULES[group];
    const count = countOf(group);
    if (required && documents.required.includes(group) && count !== required.count)
      problems.push(required.wrongCount);
    else if (count > maxFiles) problems.push('errors.fileLimit');
  }
  return problems;
}
