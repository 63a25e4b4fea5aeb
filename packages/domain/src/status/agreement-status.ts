import type { Variant } from '../variant/variants.ts';
import type { Actor } from './actors.ts';
import type { ApplicationStatus } from './application-status.ts';
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
 * The journey after approval (spec 000 section 4 'After approval', 001 section 4 'Post-approval order'), one status
 * per milestone. The agreement is created in PREPARING when the application is approved.
 */
export const AGREEMENT_STATUSES = [
  'PREPARING',
  'AWAITING_ATTESTATION',
  'LIVE_CALL_SCHEDULED',
  'ATTESTED',
  'SUMMARY_ACCEPTED',
  'CERTIFICATE_ENROLLED',
  'SIGNED',
  'STAMPED',
  'PENDING_DISBURSEMENT',
  'DISBURSED',
  'CANCELED',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_EVENTS = [
  'prepare',
  'attestByVideo',
  'scheduleLiveCall',
  'rescheduleLiveCall',
  'completeLiveCall',
  'missLiveCall',
  'attestByDirectDebit',
  'acceptSummary',
  'enrolCertificate',
  'sign',
  'stamp',
  'completeDirectDebit',
  'disburse',
  'cancel',
  'adminCancel',
  'withdraw',
] as const;
export type AgreementEvent = (typeof AGREEMENT_EVENTS)[number];

/** The statuses before `milestone`, in the journey's order. */
function statusesBefore(milestone: AgreementStatus): readonly AgreementStatus[] {
  return AGREEMENT_STATUSES.slice(0, AGREEMENT_STATUSES.indexOf(milestone));
}

/** Until the agreement is signed the applicant may walk away from it. */
export const AGREEMENT_BEFORE_SIGNING = statusesBefore('SIGNED');

/** Until the money leaves, the lender may still stop the loan. */
export const AGREEMENT_BEFORE_DISBURSEMENT = statusesBefore('DISBURSED');

export type AgreementGuard = 'tacVerified' | 'directDebitMandateActive' | 'applicationApproved';

export interface AgreementTransitionRow extends TransitionRow<AgreementStatus, AgreementEvent> {
  readonly variants: readonly Variant[];
  readonly guards?: readonly AgreementGuard[];
}

const BOTH: readonly Variant[] = ['conventional', 'islamic'];

function fromEach(
  statuses: readonly AgreementStatus[],
  row: Omit<AgreementTransitionRow, 'from'>,
): AgreementTransitionRow[] {
  return statuses.map((from) => ({ from, ...row }));
}

export const AGREEMENT_TRANSITIONS: readonly AgreementTransitionRow[] = [
  // The agreement documents are generated from the approved terms.
  { from: 'PREPARING', event: 'prepare', to: 'AWAITING_ATTESTATION', actors: ['system'], variants: BOTH },
  // Attestation: the pre-recorded video (acknowledged by the applicant) or a live call with an officer.
  {
    from: 'AWAITING_ATTESTATION',
    event: 'attestByVideo',
    to: 'ATTESTED',
    actors: ['applicant'],
    variants: BOTH,
  },
  {
    from: 'AWAITING_ATTESTATION',
    event: 'scheduleLiveCall',
    to: 'LIVE_CALL_SCHEDULED',
    actors: ['applicant'],
    variants: BOTH,
  },
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'rescheduleLiveCall',
    to: 'LIVE_CALL_SCHEDULED',
    actors: ['applicant'],
    variants: BOTH,
  },
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'attestByVideo',
    to: 'ATTESTED',
    actors: ['applicant'],
    variants: BOTH,
  },
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'completeLiveCall',
    to: 'ATTESTED',
    actors: ['verifier'],
    variants: BOTH,
  },
  // A missed call sends the applicant back to choose again, not to a dead end.
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'missLiveCall',
    to: 'AWAITING_ATTESTATION',
    actors: ['verifier', 'system'],
    variants: BOTH,
  },
  // Islamic financing may take an active direct-debit mandate as the attestation (spec 000 section 2).
  {
    from: 'AWAITING_ATTESTATION',
    event: 'attestByDirectDebit',
    to: 'ATTESTED',
    actors: ['applicant'],
    variants: ['islamic'],
    guards: ['directDebitMandateActive'],
  },
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'attestByDirectDebit',
    to: 'ATTESTED',
    actors: ['applicant'],
    variants: ['islamic'],
    guards: ['directDebitMandateActive'],
  },
  { from: 'ATTESTED', event: 'acceptSummary', to: 'SUMMARY_ACCEPTED', actors: ['applicant'], variants: BOTH },
  // Account creation: the certificate authority confirms the signing certificate.
  {
    from: 'SUMMARY_ACCEPTED',
    event: 'enrolCertificate',
    to: 'CERTIFICATE_ENROLLED',
    actors: ['system'],
    variants: BOTH,
  },
  {
    from: 'CERTIFICATE_ENROLLED',
    event: 'sign',
    to: 'SIGNED',
    actors: ['applicant'],
    variants: BOTH,
    guards: ['tacVerified'],
  },
  { from: 'SIGNED', event: 'stamp', to: 'STAMPED', actors: ['system'], variants: BOTH },
  // The mandate has its own record and may be set up any time after signing (or earlier, as Islamic attestation);
  // the agreement moves on once it is stamped and the mandate is active.
  {
    from: 'STAMPED',
    event: 'completeDirectDebit',
    to: 'PENDING_DISBURSEMENT',
    actors: ['system'],
    variants: BOTH,
    guards: ['directDebitMandateActive'],
  },
  // Paying out needs an application still APPROVED: a refer-back from pending disbursement holds the money.
  {
    from: 'PENDING_DISBURSEMENT',
    event: 'disburse',
    to: 'DISBURSED',
    actors: ['system'],
    variants: BOTH,
    guards: ['applicationApproved'],
  },
  ...fromEach(AGREEMENT_BEFORE_SIGNING, {
    event: 'cancel',
    to: 'CANCELED',
    actors: ['applicant'],
    variants: BOTH,
  }),
  ...fromEach(AGREEMENT_BEFORE_DISBURSEMENT, {
    event: 'adminCancel',
    to: 'CANCELED',
    actors: ['admin'],
    variants: BOTH,
  }),
  // Follows the application when it is cancelled or rejected, so no agreement outlives its application.
  ...fromEach(AGREEMENT_BEFORE_DISBURSEMENT, {
    event: 'withdraw',
    to: 'CANCELED',
    actors: ['system'],
    variants: BOTH,
  }),
];

export interface AgreementFacts {
  readonly tacVerified?: boolean;
  readonly directDebitMandateActive?: boolean;
  readonly applicationStatus?: ApplicationStatus;
}

const GUARD_CHECKS: Readonly<Record<AgreementGuard, GuardCheck<AgreementFacts>>> = {
  tacVerified: { holds: (facts) => facts.tacVerified, refusal: { reason: 'status.refusals.tacNotVerified' } },
  directDebitMandateActive: {
    holds: (facts) => facts.directDebitMandateActive,
    refusal: { reason: 'status.refusals.directDebitNotActive' },
  },
  applicationApproved: {
    holds: (facts) =>
      facts.applicationStatus === undefined ? undefined : facts.applicationStatus === 'APPROVED',
    refusal: { reason: 'status.refusals.applicationNotApproved' },
  },
};

function guardFor(facts: AgreementFacts) {
  return (row: AgreementTransitionRow): Refusal | null => firstUnmetGuard(row.guards, GUARD_CHECKS, facts);
}

function rowsFor(variant: Variant): AgreementTransitionRow[] {
  return AGREEMENT_TRANSITIONS.filter((row) => row.variants.includes(variant));
}

export function agreementTransition(input: {
  readonly variant: Variant;
  readonly from: AgreementStatus;
  readonly event: AgreementEvent;
  readonly actor: Actor;
  readonly facts?: AgreementFacts;
}): TransitionOutcome<AgreementStatus> {
  const outcome = decideTransition(rowsFor(input.variant), input, guardFor(input.facts ?? {}));
  const existsInOtherVariant = AGREEMENT_TRANSITIONS.some(
    (row) => row.from === input.from && row.event === input.event,
  );
  if (!outcome.ok && outcome.reason === 'errors.transitionNotAllowed' && existsInOtherVariant)
    return { ok: false, reason: 'status.refusals.variantNotAllowed' };
  return outcome;
}

/** Without facts: what the status and role allow. With facts: only what would succeed now. */
export function allowedAgreementEvents(input: {
  readonly variant: Variant;
  readonly from: AgreementStatus;
  readonly actor: Actor;
  readonly facts?: AgreementFacts;
}): AgreementEvent[] {
  return eventsAllowedFrom(rowsFor(input.variant), input, input.facts ? guardFor(input.facts) : undefined);
}

export function isAgreementTerminal(status: AgreementStatus): boolean {
  return status === 'DISBURSED' || status === 'CANCELED';
}

export function isAgreementBeforeSigning(status: AgreementStatus): boolean {
  return (AGREEMENT_BEFORE_SIGNING as readonly AgreementStatus[]).includes(status);
}

export function isAgreementBeforeDisbursement(status: AgreementStatus): boolean {
  return (AGREEMENT_BEFORE_DISBURSEMENT as readonly AgreementStatus[]).includes(status);
}
