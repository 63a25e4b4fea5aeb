import type { AccountStatus } from './account-status.ts';
import type { Actor } from './actors.ts';
import {
  AGREEMENT_AWAITING_PAYOUT,
  AGREEMENT_BEFORE_DISBURSEMENT,
  AGREEMENT_BEFORE_SIGNING,
  type AgreementStatus,
} from './agreement-status.ts';
import { type ApplicationStatus, occursInWorkflow, type Workflow } from './application-status.ts';
import { hasDecidedThisRound } from './maker-checker.ts';
import {
  type CompletedMarker,
  MARKERS_TO_SUBMIT,
  MARKERS_TO_VERIFY,
  missingMarkers,
  type StepMarker,
} from './onboarding-steps.ts';
import {
  decideTransition,
  eventsAllowedFrom,
  firstUnmetGuard,
  type GuardCheck,
  type Refusal,
  type TransitionOutcome,
  type TransitionRow,
} from './transition-table.ts';

/**
 * Every allowed move of an application's status, for both workflows. The server asks `applicationTransition`
 * before it writes a status and nowhere else; docs/decisions/003-status-transitions.md has the table and reasons.
 */
export const APPLICATION_EVENTS = [
  'submit',
  'verify',
  'approve',
  'reject',
  'referBack',
  'resubmit',
  'followUp',
  'cancel',
  'adminCancel',
  'referBackFromPendingDisbursement',
  'resubmitFromPendingDisbursement',
  'approveReschedule',
  'signReschedule',
  'identityCorrected',
] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** Conditions beyond the status, each checked against facts the server supplies. */
export type ApplicationGuard =
  /** The officer took no other decision in this review round (maker-checker.ts). */
  | 'makerChecker'
  /** The applicant may walk away until the agreement is signed. */
  | 'agreementBeforeSigning'
  /** The lender may stop the loan until the money leaves. */
  | 'agreementBeforeDisbursement'
  /** A refer-back 'from pending disbursement' happens while the agreement waits for payout. */
  | 'agreementPendingDisbursement'
  /** Rescheduling applies to a disbursed loan still being repaid. */
  | 'accountActive';

export interface ApplicationTransitionRow extends TransitionRow<ApplicationStatus, ApplicationEvent> {
  readonly workflows: readonly Workflow[];
  /** Step markers that must be recorded before the move (onboarding-steps.ts). */
  readonly requiresSteps?: readonly CompletedMarker[];
  readonly guards?: readonly ApplicationGuard[];
}

const BOTH: readonly Workflow[] = ['single', 'twoLevel'];
const SINGLE: readonly Workflow[] = ['single'];
const TWO_LEVEL: readonly Workflow[] = ['twoLevel'];

/** The last approval level: the only approver in 'single', the second approver in 'twoLevel'. */
const FINAL_APPROVER: Readonly<Record<Workflow, Actor>> = { single: 'approver1', twoLevel: 'approver2' };

function fromEach(
  statuses: readonly ApplicationStatus[],
  row: Omit<ApplicationTransitionRow, 'from'>,
): ApplicationTransitionRow[] {
  return statuses.map((from) => ({ from, ...row }));
}

function forEachWorkflow(row: (workflow: Workflow) => Omit<ApplicationTransitionRow, 'workflows'>) {
  return BOTH.map((workflow) => ({ ...row(workflow), workflows: [workflow] }));
}

export const APPLICATION_TRANSITIONS: readonly ApplicationTransitionRow[] = [
  // Submission: the summary's submit button, once the form, email and documents are done.
  {
    from: 'DRAFT',
    event: 'submit',
    to: 'PENDING',
    actors: ['applicant'],
    workflows: BOTH,
    requiresSteps: MARKERS_TO_SUBMIT,
  },

  // Verification: needs e-KYC; a follow-up resumes where it left off.
  ...fromEach(['PENDING', 'FOLLOWED_UP'], {
    event: 'verify',
    to: 'SUBMITTED_FOR_APPROVAL',
    actors: ['verifier'],
    workflows: SINGLE,
    requiresSteps: MARKERS_TO_VERIFY,
    guards: ['makerChecker'],
  }),
  ...fromEach(['PENDING', 'FOLLOWED_UP'], {
    event: 'verify',
    to: 'SUBMITTED_FOR_VERIFIER_2',
    actors: ['verifier'],
    workflows: TWO_LEVEL,
    requiresSteps: MARKERS_TO_VERIFY,
    guards: ['makerChecker'],
  }),
  {
    from: 'SUBMITTED_FOR_VERIFIER_2',
    event: 'verify',
    to: 'SUBMITTED_FOR_APPROVAL_1',
    actors: ['verifier2'],
    workflows: TWO_LEVEL,
    guards: ['makerChecker'],
  },
  // The verifier may ask the applicant outside the app (a call, an employer check) before deciding.
  { from: 'PENDING', event: 'followUp', to: 'FOLLOWED_UP', actors: ['verifier'], workflows: BOTH },

  // Approval: a credit decision, so only approvers approve or reject.
  {
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'approve',
    to: 'APPROVED',
    actors: ['approver1'],
    workflows: SINGLE,
    guards: ['makerChecker'],
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL_1',
    event: 'approve',
    to: 'SUBMITTED_FOR_APPROVAL_2',
    actors: ['approver1'],
    workflows: TWO_LEVEL,
    guards: ['makerChecker'],
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL_2',
    event: 'approve',
    to: 'APPROVED',
    actors: ['approver2'],
    workflows: TWO_LEVEL,
    guards: ['makerChecker'],
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'reject',
    to: 'REJECTED',
    actors: ['approver1'],
    workflows: SINGLE,
    guards: ['makerChecker'],
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL_1',
    event: 'reject',
    to: 'REJECTED',
    actors: ['approver1'],
    workflows: TWO_LEVEL,
    guards: ['makerChecker'],
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL_2',
    event: 'reject',
    to: 'REJECTED',
    actors: ['approver2'],
    workflows: TWO_LEVEL,
    guards: ['makerChecker'],
  },

  // Refer back: the officer holding the application returns it to the applicant, who fixes and resubmits.
  ...fromEach(['PENDING', 'FOLLOWED_UP'], {
    event: 'referBack',
    to: 'REFERBACK',
    actors: ['verifier'],
    workflows: BOTH,
  }),
  {
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'referBack',
    to: 'REFERBACK',
    actors: ['approver1'],
    workflows: SINGLE,
  },
  {
    from: 'SUBMITTED_FOR_VERIFIER_2',
    event: 'referBack',
    to: 'REFERBACK',
    actors: ['verifier2'],
    workflows: TWO_LEVEL,
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL_1',
    event: 'referBack',
    to: 'REFERBACK',
    actors: ['approver1'],
    workflows: TWO_LEVEL,
  },
  {
    from: 'SUBMITTED_FOR_APPROVAL_2',
    event: 'referBack',
    to: 'REFERBACK',
    actors: ['approver2'],
    workflows: TWO_LEVEL,
  },
  {
    from: 'REFERBACK',
    event: 'resubmit',
    to: 'PENDING',
    actors: ['applicant'],
    workflows: BOTH,
    requiresSteps: MARKERS_TO_SUBMIT,
  },

  // The applicant may withdraw before a decision, and after approval until the agreement is signed.
  ...fromEach(['DRAFT', 'PENDING', 'FOLLOWED_UP', 'REFERBACK'], {
    event: 'cancel',
    to: 'CANCELED',
    actors: ['applicant'],
    workflows: BOTH,
  }),
  {
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'cancel',
    to: 'CANCELED',
    actors: ['applicant'],
    workflows: SINGLE,
  },
  ...fromEach(['SUBMITTED_FOR_VERIFIER_2', 'SUBMITTED_FOR_APPROVAL_1', 'SUBMITTED_FOR_APPROVAL_2'], {
    event: 'cancel',
    to: 'CANCELED',
    actors: ['applicant'],
    workflows: TWO_LEVEL,
  }),
  {
    from: 'APPROVED',
    event: 'cancel',
    to: 'CANCELED',
    actors: ['applicant'],
    workflows: BOTH,
    guards: ['agreementBeforeSigning'],
  },

  // The admin's cancel call: any status that is not final, until the loan is disbursed.
  ...fromEach(
    [
      'DRAFT',
      'PENDING',
      'FOLLOWED_UP',
      'REFERBACK',
      'REFERBACK_FROM_PENDING_DISBURSEMENT',
      'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
    ],
    { event: 'adminCancel', to: 'CANCELED', actors: ['admin'], workflows: BOTH },
  ),
  {
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'adminCancel',
    to: 'CANCELED',
    actors: ['admin'],
    workflows: SINGLE,
  },
  ...fromEach(['SUBMITTED_FOR_VERIFIER_2', 'SUBMITTED_FOR_APPROVAL_1', 'SUBMITTED_FOR_APPROVAL_2'], {
    event: 'adminCancel',
    to: 'CANCELED',
    actors: ['admin'],
    workflows: TWO_LEVEL,
  }),
  {
    from: 'APPROVED',
    event: 'adminCancel',
    to: 'CANCELED',
    actors: ['admin'],
    workflows: BOTH,
    guards: ['agreementBeforeDisbursement'],
  },

  // An admin corrected the applicant's NRIC or name: an application waiting for an officer returns to the applicant,
  // who verifies their identity again (e-KYC) against the corrected one before it is reviewed.
  ...fromEach(['PENDING', 'FOLLOWED_UP'], {
    event: 'identityCorrected',
    to: 'REFERBACK',
    actors: ['admin'],
    workflows: BOTH,
  }),
  {
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'identityCorrected',
    to: 'REFERBACK',
    actors: ['admin'],
    workflows: SINGLE,
  },
  ...fromEach(['SUBMITTED_FOR_VERIFIER_2', 'SUBMITTED_FOR_APPROVAL_1', 'SUBMITTED_FOR_APPROVAL_2'], {
    event: 'identityCorrected',
    to: 'REFERBACK',
    actors: ['admin'],
    workflows: TWO_LEVEL,
  }),

  // Pending disbursement: any reviewing officer may stop the payout and return the application for a fix; the
  // fixed application is approved again by the final approver, while the signed agreement waits.
  {
    from: 'APPROVED',
    event: 'referBackFromPendingDisbursement',
    to: 'REFERBACK_FROM_PENDING_DISBURSEMENT',
    actors: ['verifier', 'approver1'],
    workflows: SINGLE,
    guards: ['agreementPendingDisbursement'],
  },
  {
    from: 'APPROVED',
    event: 'referBackFromPendingDisbursement',
    to: 'REFERBACK_FROM_PENDING_DISBURSEMENT',
    actors: ['verifier', 'verifier2', 'approver1', 'approver2'],
    workflows: TWO_LEVEL,
    guards: ['agreementPendingDisbursement'],
  },
  {
    from: 'REFERBACK_FROM_PENDING_DISBURSEMENT',
    event: 'resubmitFromPendingDisbursement',
    to: 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
    actors: ['applicant'],
    workflows: BOTH,
    requiresSteps: MARKERS_TO_SUBMIT,
  },
  ...forEachWorkflow((workflow) => ({
    from: 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
    event: 'approve',
    to: 'APPROVED',
    actors: [FINAL_APPROVER[workflow]],
    requiresSteps: MARKERS_TO_VERIFY,
    guards: ['makerChecker'],
  })),
  ...forEachWorkflow((workflow) => ({
    from: 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
    event: 'referBack',
    to: 'REFERBACK_FROM_PENDING_DISBURSEMENT',
    actors: [FINAL_APPROVER[workflow]],
  })),
  ...forEachWorkflow((workflow) => ({
    from: 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
    event: 'reject',
    to: 'REJECTED',
    actors: [FINAL_APPROVER[workflow]],
    guards: ['makerChecker'],
  })),

  // Rescheduling an active loan: approved by the final approver, then signed by the borrower (recorded when the
  // signing provider confirms). A rescheduled loan may be rescheduled again.
  ...forEachWorkflow((workflow) => ({
    from: 'APPROVED',
    event: 'approveReschedule',
    to: 'RESCHEDULED_APPROVED',
    actors: [FINAL_APPROVER[workflow]],
    guards: ['accountActive'],
  })),
  ...forEachWorkflow((workflow) => ({
    from: 'RESCHEDULED_SIGNED',
    event: 'approveReschedule',
    to: 'RESCHEDULED_APPROVED',
    actors: [FINAL_APPROVER[workflow]],
    guards: ['accountActive'],
  })),
  {
    from: 'RESCHEDULED_APPROVED',
    event: 'signReschedule',
    to: 'RESCHEDULED_SIGNED',
    actors: ['system'],
    workflows: BOTH,
  },
];

/** What the server knows about the application beyond its status; a guard whose fact is absent refuses. */
export interface ApplicationFacts {
  readonly markers?: readonly StepMarker[];
  readonly agreementStatus?: AgreementStatus;
  readonly accountStatus?: AccountStatus;
  /** The officer taking the event, and those who already decided in this review round (maker-checker.ts). */
  readonly officerId?: string;
  readonly decidedThisRound?: readonly string[];
}

function agreementIn(statuses: readonly AgreementStatus[]) {
  return (facts: ApplicationFacts) =>
    facts.agreementStatus === undefined ? undefined : statuses.includes(facts.agreementStatus);
}

const GUARD_CHECKS: Readonly<Record<ApplicationGuard, GuardCheck<ApplicationFacts>>> = {
  makerChecker: {
    holds: ({ officerId, decidedThisRound }) =>
      officerId === undefined || decidedThisRound === undefined
        ? undefined
        : !hasDecidedThisRound(officerId, decidedThisRound),
    refusal: { reason: 'status.refusals.sameOfficer' },
  },
  agreementBeforeSigning: {
    holds: agreementIn(AGREEMENT_BEFORE_SIGNING),
    refusal: { reason: 'status.refusals.agreementStage' },
  },
  agreementBeforeDisbursement: {
    holds: agreementIn(AGREEMENT_BEFORE_DISBURSEMENT),
    refusal: { reason: 'status.refusals.agreementStage' },
  },
  agreementPendingDisbursement: {
    holds: agreementIn(AGREEMENT_AWAITING_PAYOUT),
    refusal: { reason: 'status.refusals.agreementStage' },
  },
  accountActive: {
    holds: ({ accountStatus }) => (accountStatus === undefined ? undefined : accountStatus === 'ACTIVE'),
    refusal: { reason: 'status.refusals.accountNotActive' },
  },
};

function guardFor(facts: ApplicationFacts) {
  return (row: ApplicationTransitionRow): Refusal | null => {
    if (row.requiresSteps) {
      if (facts.markers === undefined) return { reason: 'status.refusals.missingFacts' };
      const missing = missingMarkers(row.requiresSteps, facts.markers);
      if (missing.length > 0) return { reason: 'status.refusals.stepsIncomplete', missingSteps: missing };
    }
    return firstUnmetGuard(row.guards, GUARD_CHECKS, facts);
  };
}

export function applicationTransitionsOf(workflow: Workflow): ApplicationTransitionRow[] {
  return APPLICATION_TRANSITIONS.filter((row) => row.workflows.includes(workflow));
}

/**
 * May `actor` take `event` on an application in status `from`? Refusals, most basic first: the status does not
 * exist in the workflow; no such move; wrong role; a step marker missing; a guard unmet or its fact unknown.
 */
export function applicationTransition(input: {
  readonly workflow: Workflow;
  readonly from: ApplicationStatus;
  readonly event: ApplicationEvent;
  readonly actor: Actor;
  readonly facts?: ApplicationFacts;
}): TransitionOutcome<ApplicationStatus> {
  if (!occursInWorkflow(input.from, input.workflow))
    return { ok: false, reason: 'status.refusals.statusNotInWorkflow' };
  return decideTransition(applicationTransitionsOf(input.workflow), input, guardFor(input.facts ?? {}));
}

/**
 * The events `actor` may take now, for buttons and queues. Without facts it answers from status and role alone
 * (the server still checks guards on the move); with facts it lists only what would succeed.
 */
export function allowedEvents(input: {
  readonly workflow: Workflow;
  readonly from: ApplicationStatus;
  readonly actor: Actor;
  readonly facts?: ApplicationFacts;
}): ApplicationEvent[] {
  if (!occursInWorkflow(input.from, input.workflow)) return [];
  return eventsAllowedFrom(
    applicationTransitionsOf(input.workflow),
    input,
    input.facts ? guardFor(input.facts) : undefined,
  );
}

/** The roles with any move from `from`: which back-office queues show the application. */
export function rolesThatCanAct(input: {
  readonly workflow: Workflow;
  readonly from: ApplicationStatus;
}): Actor[] {
  const roles = applicationTransitionsOf(input.workflow)
    .filter((row) => row.from === input.from)
    .flatMap((row) => row.actors);
  return [...new Set(roles)];
}
