import type { Decision } from '../api/backoffice.ts';
import { addCalendarDays, businessDayOnOrAfter, businessDaysBetween } from '../calendar/business-days.ts';
import { addMonthsInMalaysia, malaysianDateOf } from '../calendar/malaysian-time.ts';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { INDIVIDUAL_PRODUCT, type ProductBounds, REJECTION_COOLING_OFF_MONTHS } from '../loan/constants.ts';
import { loanTermsProblems, type TermsProblem } from '../loan/loan-terms.ts';
import type { LocalDate } from '../loan/schedule.ts';
import { type Sen, senToRinggit } from '../money/sen.ts';
import { type Actor, isActor } from './actors.ts';
import type { ApplicationStatus, Workflow } from './application-status.ts';
import {
  APPLICATION_TRANSITIONS,
  type ApplicationEvent,
  type ApplicationFacts,
  allowedEvents,
  applicationTransition,
} from './application-transitions.ts';
import { ONBOARDING_STEP_RULES, ONBOARDING_STEPS, type OnboardingStep } from './onboarding-steps.ts';
import type { Refusal, TransitionRefusal } from './transition-table.ts';

/**
 * The back office's review rules on top of the transition table: the service level, who of an officer's roles acts,
 * what an outcome does to the applicant (the waiting time after a rejection, the parts a refer-back reopens) and the
 * terms an approval may set. docs/decisions/013-review-and-decisions.md gives the reasons.
 */

/** The service level: an officer decides within this many business days of submission. */
export const REVIEW_TARGET_BUSINESS_DAYS = 1;

/**
 * Whole business days an application has waited: counted from the first business day on or after its submission
 * (one submitted on a Saturday starts waiting on Monday) to today, both as Malaysian dates.
 */
export function reviewAgeBusinessDays(submittedAt: Date, now: Date): number {
  return businessDaysBetween(businessDayOnOrAfter(malaysianDateOf(submittedAt)), malaysianDateOf(now));
}

export function isReviewOverdue(ageBusinessDays: number): boolean {
  return ageBusinessDays > REVIEW_TARGET_BUSINESS_DAYS;
}

/**
 * The last Malaysian submission date that is overdue today: every application submitted on it or before is past
 * the target (the age only grows the earlier the submission), so a queue counts its overdue ones with one bound.
 */
export function latestOverdueSubmissionDate(today: LocalDate): LocalDate {
  let date = today;
  while (businessDaysBetween(businessDayOnOrAfter(date), today) <= REVIEW_TARGET_BUSINESS_DAYS)
    date = addCalendarDays(date, -1);
  return date;
}

/** A rejected applicant may apply again only after this moment: the rejection's time, 3 calendar months later. */
export function reapplyAllowedAfter(rejectedAt: Date): Date {
  return addMonthsInMalaysia(rejectedAt, REJECTION_COOLING_OFF_MONTHS);
}

/**
 * The waiting time a rejection sets, for an individual, an SME partner or group staff alike: until
 * `reapplyAllowedAfter` the rejection, or a later date an admin set already (never shortened). `previous` is kept
 * for the audit entry's before.
 */
export function rejectionHold(
  previous: Date | null,
  rejectedAt: Date,
): { previous: Date | null; until: Date } {
  const ban = reapplyAllowedAfter(rejectedAt);
  return { previous, until: previous && previous > ban ? previous : ban };
}

/** Whether a rejection's waiting time still runs: until its moment, not at it. */
export function isWaitingAfterRejection(holdUntil: Date | null, now: Date): holdUntil is Date {
  return holdUntil !== null && holdUntil > now;
}

/**
 * Refuses a new application while a rejection's waiting time runs (`isWaitingAfterRejection`): forbidden (403),
 * with the Malaysian date the wait ends on, in the words of `application.notAllowedToApplyUntil`.
 */
export function assertMayApplyAgain(holdUntil: Date | null, now: Date): void {
  if (isWaitingAfterRejection(holdUntil, now))
    throw new DomainRuleError(
      'application.notAllowedToApplyUntil',
      { date: malaysianDateOf(holdUntil) },
      'forbidden',
    );
}

/** The transition table's event each back-office decision takes. */
export const DECISION_EVENT: Readonly<Record<Decision, ApplicationEvent>> = {
  verify: 'verify',
  approve: 'approve',
  reject: 'reject',
  referBack: 'referBack',
  followUp: 'followUp',
};

/** Refusals about who is asking (a 403), as opposed to what state the application is in (a 409). */
export const PERMISSION_REFUSALS = [
  'status.refusals.roleNotAllowed',
  'status.refusals.sameOfficer',
  'status.refusals.samePreparer',
] as const satisfies readonly TransitionRefusal[];

export function isPermissionRefusal(reason: TransitionRefusal): boolean {
  return (PERMISSION_REFUSALS as readonly TransitionRefusal[]).includes(reason);
}

/** An officer's refused move as the error to throw: forbidden when it is about who asks, else a conflict. */
export function officerMoveRefused(refusal: Refusal): DomainRuleError {
  return new DomainRuleError(
    refusal.reason,
    {},
    isPermissionRefusal(refusal.reason) ? 'forbidden' : 'conflict',
  );
}

export type OfficerTransitionOutcome =
  | { readonly ok: true; readonly to: ApplicationStatus; readonly role: Actor }
  | ({ readonly ok: false } & Refusal);

interface OfficerMove {
  readonly workflow: Workflow;
  readonly from: ApplicationStatus;
  /** The officer's roles in their own order: the first one the table lets take the event acts. */
  readonly roles: readonly string[];
  readonly facts: ApplicationFacts;
}

/**
 * An officer acts in one role at a time: each of their roles is tried against the table, and the first role the
 * row allows acts, its guards decided (a verifier who also approves is still stopped by maker-checker).
 */
export function officerTransition(
  move: OfficerMove & { readonly event: ApplicationEvent },
): OfficerTransitionOutcome {
  for (const role of move.roles) {
    if (!isActor(role)) continue;
    const outcome = applicationTransition({ ...move, actor: role });
    if (outcome.ok) return { ok: true, to: outcome.to, role };
    if (outcome.reason !== 'status.refusals.roleNotAllowed') return outcome;
  }
  return { ok: false, reason: 'status.refusals.roleNotAllowed' };
}

/** The decisions the officer may take now, in the contract's order: the buttons the screen shows. */
export function allowedDecisions(move: OfficerMove): Decision[] {
  const events = new Set(
    move.roles.filter(isActor).flatMap((actor) => allowedEvents({ ...move, actor, facts: move.facts })),
  );
  return (Object.keys(DECISION_EVENT) as Decision[]).filter((decision) =>
    events.has(DECISION_EVENT[decision]),
  );
}

/**
 * Why the officer may not take a decision their role has here (maker-checker, a step the applicant has yet to
 * complete), or, when they may take none at all, whether their role or the status stops them; null when nothing
 * stands in their way. A refer-back stays open in those cases, so a reason and allowed decisions may go together.
 */
export function decisionBlockedBy(move: OfficerMove): Refusal | null {
  const refusals = (Object.keys(DECISION_EVENT) as Decision[]).flatMap((decision) => {
    const outcome = officerTransition({ ...move, event: DECISION_EVENT[decision] });
    return outcome.ok ? [] : [outcome];
  });
  const structural: readonly TransitionRefusal[] = [
    'errors.transitionNotAllowed',
    'status.refusals.statusNotInWorkflow',
    'status.refusals.roleNotAllowed',
  ];
  const guard = refusals.find((refusal) => !structural.includes(refusal.reason));
  if (guard)
    return { reason: guard.reason, ...(guard.missingSteps ? { missingSteps: guard.missingSteps } : {}) };
  if (allowedDecisions(move).length > 0) return null;
  if (refusals.some((refusal) => refusal.reason === 'status.refusals.roleNotAllowed'))
    return { reason: 'status.refusals.roleNotAllowed' };
  return { reason: 'errors.transitionNotAllowed' };
}

/** The statuses in which the applicant fixes what an officer referred back. */
export const REFER_BACK_STATUSES = [
  'REFERBACK',
  'REFERBACK_FROM_PENDING_DISBURSEMENT',
] as const satisfies readonly ApplicationStatus[];

export function isReferredBack(status: ApplicationStatus): boolean {
  return (REFER_BACK_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/** The event the applicant's submit call takes: a first submission, or a resubmission after a refer-back. */
export function applicantHandOverEvent(status: ApplicationStatus): ApplicationEvent {
  if (status === 'REFERBACK') return 'resubmit';
  if (status === 'REFERBACK_FROM_PENDING_DISBURSEMENT') return 'resubmitFromPendingDisbursement';
  return 'submit';
}

/**
 * Whether the applicant's submit (or resubmit after a refer-back) is a move of the transition table from `status`:
 * the summary offers Submit only then. The applicant's rows are the same in both workflows.
 */
export function applicantMaySubmit(status: ApplicationStatus): boolean {
  const event = applicantHandOverEvent(status);
  return APPLICATION_TRANSITIONS.some(
    (row) => row.from === status && row.event === event && row.actors.includes('applicant'),
  );
}

/**
 * Whether the applicant may change what `step` covers (the form, the email proof, the documents, the identity
 * check): while the step is open in this status, and, while referred back, only when the refer-back names it.
 */
export function applicantMayChangeStep(input: {
  readonly status: ApplicationStatus;
  readonly step: OnboardingStep;
  readonly referBackSteps: readonly OnboardingStep[] | null;
}): boolean {
  if (!ONBOARDING_STEP_RULES[input.step].openIn.includes(input.status)) return false;
  return !isReferredBack(input.status) || (input.referBackSteps ?? []).includes(input.step);
}

/** The steps a refer-back names, once each, in the journey's order. */
export function referBackStepsInOrder(
  steps: readonly OnboardingStep[],
): readonly [OnboardingStep, ...OnboardingStep[]] {
  const ordered = ONBOARDING_STEPS.filter((step) => steps.includes(step));
  const [first, ...rest] = ordered;
  if (first === undefined) throw new RangeError('a refer-back names at least one step');
  return [first, ...rest];
}

/**
 * What is wrong with the terms an approver sets: the product's amounts and tenures, and never more than the
 * maximum the eligibility check allowed. Empty when the terms may be approved.
 */
export function approvalTermsProblems(input: {
  readonly amountSen: number;
  readonly tenureMonths: number;
  readonly maxEligibleAmountSen: Sen;
  readonly bounds?: ProductBounds;
}): TermsProblem[] {
  const problems = loanTermsProblems(input, input.bounds ?? INDIVIDUAL_PRODUCT);
  if (!problems.some((problem) => problem.key !== 'validation.tenureOutOfRange'))
    if (input.amountSen > input.maxEligibleAmountSen)
      problems.push({
        key: 'validation.amountAboveMaximum',
        params: { max: senToRinggit(input.maxEligibleAmountSen) },
      });
  return problems;
}
