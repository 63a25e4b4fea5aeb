import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTORS, type Actor } from './actors.ts';
import {
  AGREEMENT_EVENTS,
  AGREEMENT_STATUSES,
  AGREEMENT_TRANSITIONS,
  type AgreementEvent,
  type AgreementFacts,
  type AgreementStatus,
  agreementTransition,
  allowedAgreementEvents,
  isAgreementTerminal,
} from './agreement-status.ts';

const ready: AgreementFacts = {
  tacVerified: true,
  directDebitMandateActive: true,
  applicationStatus: 'APPROVED',
};

type Example = readonly [
  'conventional' | 'islamic' | 'both',
  AgreementStatus,
  AgreementEvent,
  Actor,
  AgreementStatus,
];

// Every row written out: variant, from, event, actor, to.
const WORKED_EXAMPLES: readonly Example[] = [
  ['both', 'PREPARING', 'prepare', 'system', 'AWAITING_ATTESTATION'],
  ['both', 'AWAITING_ATTESTATION', 'attestByVideo', 'applicant', 'ATTESTED'],
  ['both', 'AWAITING_ATTESTATION', 'scheduleLiveCall', 'applicant', 'LIVE_CALL_SCHEDULED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'rescheduleLiveCall', 'applicant', 'LIVE_CALL_SCHEDULED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'attestByVideo', 'applicant', 'ATTESTED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'completeLiveCall', 'verifier', 'ATTESTED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'missLiveCall', 'verifier', 'AWAITING_ATTESTATION'],
  ['both', 'LIVE_CALL_SCHEDULED', 'missLiveCall', 'system', 'AWAITING_ATTESTATION'],
  ['islamic', 'AWAITING_ATTESTATION', 'attestByDirectDebit', 'applicant', 'ATTESTED'],
  ['islamic', 'LIVE_CALL_SCHEDULED', 'attestByDirectDebit', 'applicant', 'ATTESTED'],
  ['both', 'ATTESTED', 'acceptSummary', 'applicant', 'SUMMARY_ACCEPTED'],
  ['both', 'SUMMARY_ACCEPTED', 'enrolCertificate', 'system', 'CERTIFICATE_ENROLLED'],
  ['both', 'CERTIFICATE_ENROLLED', 'sign', 'applicant', 'SIGNED'],
  ['both', 'SIGNED', 'stamp', 'system', 'STAMPED'],
  ['both', 'STAMPED', 'completeDirectDebit', 'system', 'PENDING_DISBURSEMENT'],
  ['both', 'PENDING_DISBURSEMENT', 'disburse', 'system', 'DISBURSED'],
  ['both', 'PREPARING', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'AWAITING_ATTESTATION', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'ATTESTED', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'SUMMARY_ACCEPTED', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'CERTIFICATE_ENROLLED', 'cancel', 'applicant', 'CANCELED'],
  ...(['adminCancel', 'withdraw'] as const).flatMap((event) =>
    (
      [
        'PREPARING',
        'AWAITING_ATTESTATION',
        'LIVE_CALL_SCHEDULED',
        'ATTESTED',
        'SUMMARY_ACCEPTED',
        'CERTIFICATE_ENROLLED',
        'SIGNED',
        'STAMPED',
        'PENDING_DISBURSEMENT',
      ] as const
    ).map((from): Example => ['both', from, event, event === 'adminCancel' ? 'admin' : 'system', 'CANCELED']),
  ),
];

const variantsOf = (scope: Example[0]) =>
  scope === 'both' ? (['conventional', 'islamic'] as const) : [scope];

describe('agreementTransition', () => {
  it.each(WORKED_EXAMPLES)('%s: %s --%s by %s--> %s', (scope, from, event, actor, to) => {
    for (const variant of variantsOf(scope))
      expect(agreementTransition({ variant, from, event, actor, facts: ready })).toEqual({ ok: true, to });
  });

  it('has no row the worked examples leave out', () => {
    const fromTable = AGREEMENT_TRANSITIONS.flatMap((row) =>
      row.variants.flatMap((variant) =>
        row.actors.map((actor) => [variant, row.from, row.event, actor, row.to].join(' ')),
      ),
    ).sort();
    const fromExamples = WORKED_EXAMPLES.flatMap(([scope, ...rest]) =>
      variantsOf(scope).map((variant) => [variant, ...rest].join(' ')),
    ).sort();
    expect(fromTable).toEqual(fromExamples);
  });

  it.each([
    // The conventional loan has no direct-debit attestation.
    [
      'conventional',
      'AWAITING_ATTESTATION',
      'attestByDirectDebit',
      'applicant',
      ready,
      'status.refusals.variantNotAllowed',
    ],
    [
      'islamic',
      'AWAITING_ATTESTATION',
      'attestByDirectDebit',
      'applicant',
      { directDebitMandateActive: false },
      'status.refusals.directDebitNotActive',
    ],
    [
      'conventional',
      'CERTIFICATE_ENROLLED',
      'sign',
      'applicant',
      { tacVerified: false },
      'status.refusals.tacNotVerified',
    ],
    ['conventional', 'CERTIFICATE_ENROLLED', 'sign', 'applicant', {}, 'status.refusals.missingFacts'],
    [
      'conventional',
      'STAMPED',
      'completeDirectDebit',
      'system',
      { directDebitMandateActive: false },
      'status.refusals.directDebitNotActive',
    ],
    // A refer-back from pending disbursement holds the money.
    [
      'conventional',
      'PENDING_DISBURSEMENT',
      'disburse',
      'system',
      { applicationStatus: 'REFERBACK_FROM_PENDING_DISBURSEMENT' },
      'status.refusals.applicationNotApproved',
    ],
    ['islamic', 'PENDING_DISBURSEMENT', 'disburse', 'admin', ready, 'status.refusals.roleNotAllowed'],
    // Signed: the applicant can no longer walk away; only the lender can stop it.
    ['conventional', 'SIGNED', 'cancel', 'applicant', ready, 'errors.transitionNotAllowed'],
    ['conventional', 'DISBURSED', 'adminCancel', 'admin', ready, 'errors.transitionNotAllowed'],
    ['conventional', 'AWAITING_ATTESTATION', 'sign', 'applicant', ready, 'errors.transitionNotAllowed'],
    [
      'conventional',
      'LIVE_CALL_SCHEDULED',
      'completeLiveCall',
      'applicant',
      ready,
      'status.refusals.roleNotAllowed',
    ],
  ] as const)('%s: %s --%s by %s with %j is refused: %s', (variant, from, event, actor, facts, reason) => {
    expect(agreementTransition({ variant, from, event, actor, facts })).toEqual({ ok: false, reason });
  });

  it.each([
    ['conventional', 'AWAITING_ATTESTATION', 'applicant', ['attestByVideo', 'scheduleLiveCall', 'cancel']],
    [
      'islamic',
      'AWAITING_ATTESTATION',
      'applicant',
      ['attestByVideo', 'scheduleLiveCall', 'attestByDirectDebit', 'cancel'],
    ],
    ['islamic', 'LIVE_CALL_SCHEDULED', 'verifier', ['completeLiveCall', 'missLiveCall']],
    ['conventional', 'SIGNED', 'applicant', []],
  ] as const)('%s: in %s the %s may %j', (variant, from, actor, events) => {
    expect(allowedAgreementEvents({ variant, from, actor })).toEqual(events);
  });

  it('ends only in DISBURSED or CANCELED, and nothing leaves them', () => {
    for (const status of AGREEMENT_STATUSES) {
      const exits = AGREEMENT_TRANSITIONS.some((row) => row.from === status);
      expect({ status, exits }).toEqual({ status, exits: !isAgreementTerminal(status) });
    }
  });

  it('refuses any (from, event) not in the table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('conventional' as const, 'islamic' as const),
        fc.constantFrom(...AGREEMENT_STATUSES),
        fc.constantFrom(...AGREEMENT_EVENTS),
        fc.constantFrom(...ACTORS),
        (variant, from, event, actor) => {
          fc.pre(
            !AGREEMENT_TRANSITIONS.some(
              (row) => row.variants.includes(variant) && row.from === from && row.event === event,
            ),
          );
          expect(agreementTransition({ variant, from, event, actor, facts: ready }).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
