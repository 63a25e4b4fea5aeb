/** An eligibility verdict: eligible only when no rule gave a reason; reasons are catalog keys, in rule order. */
export interface EligibilityResult<Reason extends string = string> {
  readonly eligible: boolean;
  readonly reasons: readonly Reason[];
}

/** A rule as data: the reason it gives, and whether the applicant fails it. */
export interface EligibilityRule<Input, Reason extends string> {
  readonly reason: Reason;
  readonly fails: (input: Input) => boolean;
}

/** Runs every rule, so the result screen lists all reasons at once rather than one per attempt. */
export function judgeEligibility<Input, Reason extends string>(
  rules: readonly EligibilityRule<Input, Reason>[],
  input: Input,
): EligibilityResult<Reason> {
  const reasons = rules.filter((rule) => rule.fails(input)).map((rule) => rule.reason);
  return { eligible: reasons.length === 0, reasons };
}
