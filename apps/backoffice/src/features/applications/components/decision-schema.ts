import {
  type DecisionRequest,
  decisionRequestSchema,
  loanTermsProblems,
  type OfficerApplication,
} from '@sinar/domain';

/**
 * The decision form's schema: the server's own `decisionRequestSchema`, plus the rules of an approval's terms: the
 * product's amounts (in steps of RM1,000) and the eligible maximum. The server checks them again.
 */
export function decisionFormSchema(maxEligibleAmountSen: number) {
  return decisionRequestSchema.superRefine((value, context) => {
    if (value.decision !== 'approve') return;
    const amountProblem = loanTermsProblems(value).find((problem) =>
      problem.key.startsWith('validation.amount'),
    );
    const message =
      value.amountSen > maxEligibleAmountSen
        ? 'decisions.errors.amountAboveMaximum'
        : amountProblem?.key === 'validation.amountStep'
          ? 'decisions.errors.amountStep'
          : amountProblem
            ? 'decisions.errors.amount'
            : null;
    if (message) context.addIssue({ code: 'custom', path: ['amountSen'], message });
  });
}

/** The form as it is filled in: one shape for every decision, checked by the schema above on submit. */
export interface DecisionFormValues {
  readonly decision: DecisionRequest['decision'];
  readonly remark: string;
  readonly amountSen?: number;
  readonly tenureMonths?: number;
  readonly steps?: string[];
}

/** An approval starts from what the applicant applied for; a refer-back from no step ticked. */
export function decisionDefaults(
  decision: DecisionRequest['decision'],
  application: OfficerApplication['application'],
): DecisionFormValues {
  switch (decision) {
    case 'approve':
      return {
        decision,
        remark: '',
        amountSen: application.form.amountSen,
        tenureMonths: application.form.tenureMonths,
      };
    case 'referBack':
      return { decision, remark: '', steps: [] };
    default:
      return { decision, remark: '' };
  }
}
