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
 * The journey after approval (spec 000 section 4 'After approval'), one status per milestone, in the journey's
 * order. The agreement is opened in SUMMARY_PENDING in the transaction that finally approves the application;
 * docs/decisions/021 says why the steps come in this order and who takes each.
 */
export const AGREEMENT_STATUSES = [
  /** The approved summary waits for the customer: accept it (with or without protection) or walk away. */
  'SUMMARY_PENDING',
  'AWAITING_ATTESTATION',
  'LIVE_CALL_SCHEDULED',
  'ATTESTED',
  /** The agreement document was accepted ('Require to accept agreement'). */
  'AGREEMENT_ACCEPTED',
  /** Account creation: the certificate authority enrolled the customer's signing certificate. */
  'CERTIFICATE_ENROLLED',
  'SIGNED',
  'STAMPED',
  /** Signed, stamped and the direct-debit mandate active: the disbursement queue (3 to 7 business days). */
  'PENDING_DISBURSEMENT',
  /** One disbursement officer prepared the payout; another must release it. */
  'DISBURSEMENT_PREPARED',
  'PAYOUT_SENT',
  'DISBURSED',
  /** The loan or financing account was opened from the disbursement: servicing takes over. */
  'COMPLETED',
  'CANCELED',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_EVENTS = [
  'acceptSummary',
  'attestByVideo',
  'scheduleLiveCall',
  'rescheduleLiveCall',
  'cancelLiveCall',
  'completeLiveCall',
  'missLiveCall',
  'attestByDirectDebit',
  'acceptAgreement',
  'enrolCertificate',
  'sign',
  'stamp',
  'completeDirectDebit',
  'repayFromCommission',
  'prepareDisbursement',
  'releaseDisbursement',
  'confirmPayout',
  'failPayout',
  'complete',
  'cancel',
  'adminCancel',
  'withdraw',
] as const;
export type AgreementEvent = (typeof AGREEMENT_EVENTS)[number];

/**
 * What an agreement's history records: its opening (in SUMMARY_PENDING, in the transaction of the final approval,
 * with no status before it) and every move of the table.
 */
export const AGREEMENT_HISTORY_EVENTS = ['open', ...AGREEMENT_EVENTS] as const;
export type AgreementHistoryEvent = (typeof AGREEMENT_HISTORY_EVENTS)[number];

/** The statuses before `milestone`, in the journey's order. */
function statusesBefore(milestone: AgreementStatus): readonly AgreementStatus[] {
  return AGREEMENT_STATUSES.slice(0, AGREEMENT_STATUSES.indexOf(milestone));
}

/** Until the agreement is signed the applicant may walk away from it. */
export const AGREEMENT_BEFORE_SIGNING = statusesBefore('SIGNED');

/** Until the payout is sent, the lender may still stop the loan: once sent, the money is on its way. */
export const AGREEMENT_BEFORE_DISBURSEMENT = statusesBefore('PAYOUT_SENT');

/** Waiting for the payout to be released: an officer may still refer the application back from here. */
export const AGREEMENT_AWAITING_PAYOUT = [
  'PENDING_DISBURSEMENT',
  'DISBURSEMENT_PREPARED',
] as const satisfies readonly AgreementStatus[];

/** The conditions rows name; the server supplies the fact each reads, and a missing fact refuses. */
export type AgreementGuard =
  /** The server saw the attestation video served to its end to this customer (not the browser's word). */
  | 'videoPlayedThrough'
  /** A booked call may be moved or cancelled until the cut-off before it starts. */
  | 'beforeLiveCallCutOff'
  /** An outcome is recorded only once the call's time has come. */
  | 'liveCallStarted'
  | 'directDebitMandateActive'
  /** An SME partner's loan is repaid from the partner's commission and needs no mandate (docs/decisions/067). */
  | 'repaidFromPartnerCommission'
  /** The agreement PDF was generated in the customer's language from the accepted terms. */
  | 'agreementDocumentReady'
  /** The customer's certificate reads Valid at the certificate authority. */
  | 'certificateValid'
  | 'tacVerified'
  /** The signed PDF is stored and its signatures verify: an agreement never shows signed without it. */
  | 'signedDocumentStored'
  | 'stampCertificateStored'
  /** A refer-back from pending disbursement holds the money until the application is approved again. */
  | 'applicationApproved'
  /** Maker-checker: the officer releasing is not the one who prepared. */
  | 'notPreparer'
  /** Islamic financing: the commodity trade (commodity-trade-status.ts) is complete before any money leaves. */
  | 'commodityTradeCompleted';

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
  // The approved summary first: attestation confirms that the customer understood the terms they accepted,
  // protection included.
  {
    from: 'SUMMARY_PENDING',
    event: 'acceptSummary',
    to: 'AWAITING_ATTESTATION',
    actors: ['applicant'],
    variants: BOTH,
  },
  // Attestation: the pre-recorded video, or a live call with an attestation officer.
  ...fromEach(['AWAITING_ATTESTATION', 'LIVE_CALL_SCHEDULED'], {
    event: 'attestByVideo',
    to: 'ATTESTED',
    actors: ['applicant'],
    variants: BOTH,
    guards: ['videoPlayedThrough'],
  }),
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
    guards: ['beforeLiveCallCutOff'],
  },
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'cancelLiveCall',
    to: 'AWAITING_ATTESTATION',
    actors: ['applicant'],
    variants: BOTH,
    guards: ['beforeLiveCallCutOff'],
  },
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'completeLiveCall',
    to: 'ATTESTED',
    actors: ['attestationOfficer'],
    variants: BOTH,
    guards: ['liveCallStarted'],
  },
  // A missed call sends the applicant back to choose again, never to a dead end; the system marks the calls no
  // officer recorded once their day is over.
  {
    from: 'LIVE_CALL_SCHEDULED',
    event: 'missLiveCall',
    to: 'AWAITING_ATTESTATION',
    actors: ['attestationOfficer', 'system'],
    variants: BOTH,
    guards: ['liveCallStarted'],
  },
  // Islamic financing may take an active direct-debit mandate as the attestation (spec 000 section 2): the applicant
  // confirms an active one, or the system moves on when the mandate's activation arrives.
  ...fromEach(['AWAITING_ATTESTATION', 'LIVE_CALL_SCHEDULED'], {
    event: 'attestByDirectDebit',
    to: 'ATTESTED',
    actors: ['applicant', 'system'],
    variants: ['islamic'],
    guards: ['directDebitMandateActive'],
  }),
  {
    from: 'ATTESTED',
    event: 'acceptAgreement',
    to: 'AGREEMENT_ACCEPTED',
    actors: ['applicant'],
    variants: BOTH,
    guards: ['agreementDocumentReady'],
  },
  // Account creation: the certificate authority confirms the signing certificate (at once for a customer whose
  // certificate is still valid).
  {
    from: 'AGREEMENT_ACCEPTED',
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
    guards: ['certificateValid', 'tacVerified', 'signedDocumentStored'],
  },
  {
    from: 'SIGNED',
    event: 'stamp',
    to: 'STAMPED',
    actors: ['system'],
    variants: BOTH,
    guards: ['stampCertificateStored'],
  },
  // The mandate has its own record and may be set up any time after signing (or earlier, as the Islamic
  // attestation); the agreement moves on once it is stamped and the mandate is active.
  {
    from: 'STAMPED',
    event: 'completeDirectDebit',
    to: 'PENDING_DISBURSEMENT',
    actors: ['system'],
    variants: BOTH,
    guards: ['directDebitMandateActive'],
  },
  // An SME partner's loan is repaid from the commission (docs/decisions/064): stamped, it goes on without a mandate.
  {
    from: 'STAMPED',
    event: 'repayFromCommission',
    to: 'PENDING_DISBURSEMENT',
    actors: ['system'],
    variants: BOTH,
    guards: ['repaidFromPartnerCommission'],
  },
  {
    from: 'PENDING_DISBURSEMENT',
    event: 'prepareDisbursement',
    to: 'DISBURSEMENT_PREPARED',
    actors: ['disbursementOfficer'],
    variants: BOTH,
    guards: ['applicationApproved'],
  },
  {
    from: 'DISBURSEMENT_PREPARED',
    event: 'releaseDisbursement',
    to: 'PAYOUT_SENT',
    actors: ['disbursementOfficer'],
    variants: ['conventional'],
    guards: ['notPreparer', 'applicationApproved'],
  },
  {
    from: 'DISBURSEMENT_PREPARED',
    event: 'releaseDisbursement',
    to: 'PAYOUT_SENT',
    actors: ['disbursementOfficer'],
    variants: ['islamic'],
    guards: ['notPreparer', 'applicationApproved', 'commodityTradeCompleted'],
  },
  // The payout provider's answer: paid, or back to prepared with its reason for another release.
  { from: 'PAYOUT_SENT', event: 'confirmPayout', to: 'DISBURSED', actors: ['system'], variants: BOTH },
  {
    from: 'PAYOUT_SENT',
    event: 'failPayout',
    to: 'DISBURSEMENT_PREPARED',
    actors: ['system'],
    variants: BOTH,
  },
  { from: 'DISBURSED', event: 'complete', to: 'COMPLETED', actors: ['system'], variants: BOTH },
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
  // Follows the application when it ends otherwise (a rejection after a refer-back from pending disbursement), so
  // no agreement outlives its application.
  ...fromEach(AGREEMENT_BEFORE_DISBURSEMENT, {
    event: 'withdraw',
    to: 'CANCELED',
    actors: ['system'],
    variants: BOTH,
  }),
];

/** What the server knows beyond the agreement's status; each guard reads one of these. */
export interface AgreementFacts {
  readonly videoPlayedThrough?: boolean;
  readonly beforeLiveCallCutOff?: boolean;
  readonly liveCallStarted?: boolean;
  readonly directDebitMandateActive?: boolean;
  readonly repaidFromPartnerCommission?: boolean;
  readonly agreementDocumentReady?: boolean;
  readonly certificateValid?: boolean;
  readonly tacVerified?: boolean;
  readonly signedDocumentStored?: boolean;
  readonly stampCertificateStored?: boolean;
  readonly applicationStatus?: ApplicationStatus;
  /** The officer taking the event, and the one who prepared the disbursement (read from the recorded events). */
  readonly officerId?: string;
  readonly preparedBy?: string;
  readonly commodityTradeCompleted?: boolean;
}

const holdsWhen =
  (fact: keyof Omit<AgreementFacts, 'applicationStatus' | 'officerId' | 'preparedBy'>) =>
  (facts: AgreementFacts) =>
    facts[fact];

const GUARD_CHECKS: Readonly<Record<AgreementGuard, GuardCheck<AgreementFacts>>> = {
  videoPlayedThrough: {
    holds: holdsWhen('videoPlayedThrough'),
    refusal: { reason: 'status.refusals.videoNotPlayedThrough' },
  },
  beforeLiveCallCutOff: {
    holds: holdsWhen('beforeLiveCallCutOff'),
    refusal: { reason: 'status.refusals.liveCallCutOffPassed' },
  },
  liveCallStarted: {
    holds: holdsWhen('liveCallStarted'),
    refusal: { reason: 'status.refusals.liveCallNotStarted' },
  },
  directDebitMandateActive: {
    holds: holdsWhen('directDebitMandateActive'),
    refusal: { reason: 'status.refusals.directDebitNotActive' },
  },
  repaidFromPartnerCommission: {
    holds: holdsWhen('repaidFromPartnerCommission'),
    refusal: { reason: 'status.refusals.directDebitNotActive' },
  },
  agreementDocumentReady: {
    holds: holdsWhen('agreementDocumentReady'),
    refusal: { reason: 'status.refusals.agreementDocumentNotReady' },
  },
  certificateValid: {
    holds: holdsWhen('certificateValid'),
    refusal: { reason: 'status.refusals.certificateNotValid' },
  },
  tacVerified: { holds: holdsWhen('tacVerified'), refusal: { reason: 'status.refusals.tacNotVerified' } },
  signedDocumentStored: {
    holds: holdsWhen('signedDocumentStored'),
    refusal: { reason: 'errors.agreementNotSigned' },
  },
  stampCertificateStored: {
    holds: holdsWhen('stampCertificateStored'),
    refusal: { reason: 'status.refusals.stampCertificateMissing' },
  },
  applicationApproved: {
    holds: (facts) =>
      facts.applicationStatus === undefined ? undefined : facts.applicationStatus === 'APPROVED',
    refusal: { reason: 'status.refusals.applicationNotApproved' },
  },
  notPreparer: {
    holds: ({ officerId, preparedBy }) =>
      officerId === undefined || preparedBy === undefined ? undefined : officerId !== preparedBy,
    refusal: { reason: 'status.refusals.samePreparer' },
  },
  commodityTradeCompleted: {
    holds: holdsWhen('commodityTradeCompleted'),
    refusal: { reason: 'status.refusals.commodityTradeIncomplete' },
  },
};

function guardFor(facts: AgreementFacts) {
  return (row: AgreementTransitionRow): Refusal | null => firstUnmetGuard(row.guards, GUARD_CHECKS, facts);
}

function rowsFor(variant: Variant): AgreementTransitionRow[] {
  return AGREEMENT_TRANSITIONS.filter((row) => row.variants.includes(variant));
}

/**
 * May `actor` take `event` on an agreement in status `from`? Refusals, most basic first: no such move (or one only
 * the other variant has); wrong role; a guard unmet or its fact unknown.
 */
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

/** The officers' roles with any move from `from`: which back-office lists show the agreement as work. */
export function agreementRolesThatCanAct(input: {
  readonly variant: Variant;
  readonly from: AgreementStatus;
}): Actor[] {
  const roles = rowsFor(input.variant)
    .filter((row) => row.from === input.from)
    .flatMap((row) => row.actors);
  return [...new Set(roles)];
}

/**
 * Who prepared the disbursement that waits for release: the officer of the latest preparation. A failed payout
 * returns to that preparation, so its preparer still may not release it.
 */
export function disbursementPreparer(
  history: readonly { readonly event: AgreementHistoryEvent; readonly actorId: string | null }[],
): string | undefined {
  const preparation = history.findLast((entry) => entry.event === 'prepareDisbursement');
  return preparation?.actorId ?? undefined;
}

export function isAgreementTerminal(status: AgreementStatus): boolean {
  return status === 'COMPLETED' || status === 'CANCELED';
}

export function isAgreementBeforeSigning(status: AgreementStatus): boolean {
  return (AGREEMENT_BEFORE_SIGNING as readonly AgreementStatus[]).includes(status);
}

export function isAgreementBeforeDisbursement(status: AgreementStatus): boolean {
  return (AGREEMENT_BEFORE_DISBURSEMENT as readonly AgreementStatus[]).includes(status);
}
