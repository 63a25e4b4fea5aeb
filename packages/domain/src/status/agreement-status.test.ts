import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTORS, type Actor } from './actors.ts';
import {
  AGREEMENT_BEFORE_DISBURSEMENT,
  AGREEMENT_BEFORE_SIGNING,
  AGREEMENT_EVENTS,
  AGREEMENT_STATUSES,
  AGREEMENT_TRANSITIONS,
  type AgreementEvent,
  type AgreementFacts,
  type AgreementStatus,
  agreementRolesThatCanAct,
  agreementTransition,
  allowedAgreementEvents,
  disbursementPreparer,
  isAgreementTerminal,
} from './agreement-status.ts';

/** Facts under which every guard holds: the releasing officer is not the one who prepared. */
const ready: AgreementFacts = {
  videoPlayedThrough: true,
  beforeLiveCallCutOff: true,
  liveCallStarted: true,
  directDebitMandateActive: true,
  repaidFromPartnerCommission: true,
  agreementDocumentReady: true,
  certificateValid: true,
  tacVerified: true,
  signedDocumentStored: true,
  stampCertificateStored: true,
  applicationStatus: 'APPROVED',
  officerId: 'officer-checker',
  preparedBy: 'officer-maker',
  commodityTradeCompleted: true,
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
  ['both', 'SUMMARY_PENDING', 'acceptSummary', 'applicant', 'AWAITING_ATTESTATION'],
  ['both', 'AWAITING_ATTESTATION', 'attestByVideo', 'applicant', 'ATTESTED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'attestByVideo', 'applicant', 'ATTESTED'],
  ['both', 'AWAITING_ATTESTATION', 'scheduleLiveCall', 'applicant', 'LIVE_CALL_SCHEDULED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'rescheduleLiveCall', 'applicant', 'LIVE_CALL_SCHEDULED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'cancelLiveCall', 'applicant', 'AWAITING_ATTESTATION'],
  ['both', 'LIVE_CALL_SCHEDULED', 'completeLiveCall', 'attestationOfficer', 'ATTESTED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'missLiveCall', 'attestationOfficer', 'AWAITING_ATTESTATION'],
  ['both', 'LIVE_CALL_SCHEDULED', 'missLiveCall', 'system', 'AWAITING_ATTESTATION'],
  ['islamic', 'AWAITING_ATTESTATION', 'attestByDirectDebit', 'applicant', 'ATTESTED'],
  ['islamic', 'AWAITING_ATTESTATION', 'attestByDirectDebit', 'system', 'ATTESTED'],
  ['islamic', 'LIVE_CALL_SCHEDULED', 'attestByDirectDebit', 'applicant', 'ATTESTED'],
  ['islamic', 'LIVE_CALL_SCHEDULED', 'attestByDirectDebit', 'system', 'ATTESTED'],
  ['both', 'ATTESTED', 'acceptAgreement', 'applicant', 'AGREEMENT_ACCEPTED'],
  ['both', 'AGREEMENT_ACCEPTED', 'enrolCertificate', 'system', 'CERTIFICATE_ENROLLED'],
  ['both', 'CERTIFICATE_ENROLLED', 'sign', 'applicant', 'SIGNED'],
  ['both', 'SIGNED', 'stamp', 'system', 'STAMPED'],
  ['both', 'STAMPED', 'completeDirectDebit', 'system', 'PENDING_DISBURSEMENT'],
  // An SME partner's loan, repaid from the commission, needs no mandate (docs/decisions/067).
  ['both', 'STAMPED', 'repayFromCommission', 'system', 'PENDING_DISBURSEMENT'],
  ['both', 'PENDING_DISBURSEMENT', 'prepareDisbursement', 'disbursementOfficer', 'DISBURSEMENT_PREPARED'],
  ['conventional', 'DISBURSEMENT_PREPARED', 'releaseDisbursement', 'disbursementOfficer', 'PAYOUT_SENT'],
  ['islamic', 'DISBURSEMENT_PREPARED', 'releaseDisbursement', 'disbursementOfficer', 'PAYOUT_SENT'],
  ['both', 'PAYOUT_SENT', 'confirmPayout', 'system', 'DISBURSED'],
  ['both', 'PAYOUT_SENT', 'failPayout', 'system', 'DISBURSEMENT_PREPARED'],
  ['both', 'DISBURSED', 'complete', 'system', 'COMPLETED'],
  ['both', 'SUMMARY_PENDING', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'AWAITING_ATTESTATION', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'LIVE_CALL_SCHEDULED', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'ATTESTED', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'AGREEMENT_ACCEPTED', 'cancel', 'applicant', 'CANCELED'],
  ['both', 'CERTIFICATE_ENROLLED', 'cancel', 'applicant', 'CANCELED'],
  ...(['adminCancel', 'withdraw'] as const).flatMap((event) =>
    (
      [
        'SUMMARY_PENDING',
        'AWAITING_ATTESTATION',
        'LIVE_CALL_SCHEDULED',
        'ATTESTED',
        'AGREEMENT_ACCEPTED',
        'CERTIFICATE_ENROLLED',
        'SIGNED',
        'STAMPED',
        'PENDING_DISBURSEMENT',
        'DISBURSEMENT_PREPARED',
      ] as const
    ).map((from): Example => ['both', from, event, event === 'adminCancel' ? 'admin' : 'system', 'CANCELED']),
  ),
];

const variantsOf = (scope: Example[0]) =>
  scope === 'both' ? (['conventional', 'islamic'] as const) : [scope];

describe('agreementTransition: every allowed move', () => {
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

  it('follows the journey of spec 000 section 4 from approval to completion, in order', () => {
    const journey: readonly [AgreementEvent, Actor][] = [
      ['acceptSummary', 'applicant'],
      ['scheduleLiveCall', 'applicant'],
      ['completeLiveCall', 'attestationOfficer'],
      ['acceptAgreement', 'applicant'],
      ['enrolCertificate', 'system'],
      ['sign', 'applicant'],
      ['stamp', 'system'],
      ['completeDirectDebit', 'system'],
      ['prepareDisbursement', 'disbursementOfficer'],
      ['releaseDisbursement', 'disbursementOfficer'],
      ['failPayout', 'system'],
      ['releaseDisbursement', 'disbursementOfficer'],
      ['confirmPayout', 'system'],
      ['complete', 'system'],
    ];
    const visited: AgreementStatus[] = ['SUMMARY_PENDING'];
    for (const [event, actor] of journey) {
      const from = visited.at(-1) ?? 'SUMMARY_PENDING';
      const outcome = agreementTransition({ variant: 'islamic', from, event, actor, facts: ready });
      if (!outcome.ok) throw new Error(`${from} --${event}--> refused: ${outcome.reason}`);
      visited.push(outcome.to);
    }
    expect(visited).toEqual([
      'SUMMARY_PENDING',
      'AWAITING_ATTESTATION',
      'LIVE_CALL_SCHEDULED',
      'ATTESTED',
      'AGREEMENT_ACCEPTED',
      'CERTIFICATE_ENROLLED',
      'SIGNED',
      'STAMPED',
      'PENDING_DISBURSEMENT',
      'DISBURSEMENT_PREPARED',
      'PAYOUT_SENT',
      'DISBURSEMENT_PREPARED',
      'PAYOUT_SENT',
      'DISBURSED',
      'COMPLETED',
    ]);
  });
});

describe('agreementTransition: refusals', () => {
  it.each([
    // Out of order: no row leads there from here.
    ['signing before attestation', 'conventional', 'AWAITING_ATTESTATION', 'sign', 'applicant', ready],
    ['attesting before the summary', 'islamic', 'SUMMARY_PENDING', 'attestByVideo', 'applicant', ready],
    [
      'disbursing an unsigned agreement',
      'conventional',
      'CERTIFICATE_ENROLLED',
      'prepareDisbursement',
      'disbursementOfficer',
      ready,
    ],
    [
      'releasing before it is prepared',
      'conventional',
      'PENDING_DISBURSEMENT',
      'releaseDisbursement',
      'disbursementOfficer',
      ready,
    ],
    // Signed: the applicant can no longer walk away; only the lender can stop it.
    ['walking away once signed', 'conventional', 'SIGNED', 'cancel', 'applicant', ready],
    // The money is on its way: nobody can cancel any more.
    ['cancelling a sent payout', 'conventional', 'PAYOUT_SENT', 'adminCancel', 'admin', ready],
    ['anything after completion', 'islamic', 'COMPLETED', 'withdraw', 'system', ready],
  ] as const)('%s is not a move: %s %s --%s by %s', (_case, variant, from, event, actor, facts) => {
    expect(agreementTransition({ variant, from, event, actor, facts })).toEqual({
      ok: false,
      reason: 'errors.transitionNotAllowed',
    });
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
      'STAMPED',
      'repayFromCommission',
      'system',
      { repaidFromPartnerCommission: false },
      'status.refusals.directDebitNotActive',
    ],
    // The server's record of the play-through decides, not the browser's word.
    [
      'conventional',
      'AWAITING_ATTESTATION',
      'attestByVideo',
      'applicant',
      { ...ready, videoPlayedThrough: false },
      'status.refusals.videoNotPlayedThrough',
    ],
    [
      'conventional',
      'LIVE_CALL_SCHEDULED',
      'rescheduleLiveCall',
      'applicant',
      { ...ready, beforeLiveCallCutOff: false },
      'status.refusals.liveCallCutOffPassed',
    ],
    [
      'islamic',
      'LIVE_CALL_SCHEDULED',
      'missLiveCall',
      'attestationOfficer',
      { ...ready, liveCallStarted: false },
      'status.refusals.liveCallNotStarted',
    ],
    // A reviewing officer does not hold the calls.
    [
      'conventional',
      'LIVE_CALL_SCHEDULED',
      'completeLiveCall',
      'verifier',
      ready,
      'status.refusals.roleNotAllowed',
    ],
    [
      'conventional',
      'LIVE_CALL_SCHEDULED',
      'completeLiveCall',
      'applicant',
      ready,
      'status.refusals.roleNotAllowed',
    ],
    [
      'conventional',
      'ATTESTED',
      'acceptAgreement',
      'applicant',
      { ...ready, agreementDocumentReady: false },
      'status.refusals.agreementDocumentNotReady',
    ],
    [
      'conventional',
      'CERTIFICATE_ENROLLED',
      'sign',
      'applicant',
      { ...ready, certificateValid: false },
      'status.refusals.certificateNotValid',
    ],
    [
      'conventional',
      'CERTIFICATE_ENROLLED',
      'sign',
      'applicant',
      { ...ready, tacVerified: false },
      'status.refusals.tacNotVerified',
    ],
    // Never signed without the verified PDF stored.
    [
      'islamic',
      'CERTIFICATE_ENROLLED',
      'sign',
      'applicant',
      { ...ready, signedDocumentStored: false },
      'errors.agreementNotSigned',
    ],
    ['conventional', 'CERTIFICATE_ENROLLED', 'sign', 'applicant', {}, 'status.refusals.missingFacts'],
    [
      'conventional',
      'SIGNED',
      'stamp',
      'system',
      { stampCertificateStored: false },
      'status.refusals.stampCertificateMissing',
    ],
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
      'prepareDisbursement',
      'disbursementOfficer',
      { applicationStatus: 'REFERBACK_FROM_PENDING_DISBURSEMENT' },
      'status.refusals.applicationNotApproved',
    ],
    [
      'conventional',
      'DISBURSEMENT_PREPARED',
      'releaseDisbursement',
      'disbursementOfficer',
      { ...ready, applicationStatus: 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT' },
      'status.refusals.applicationNotApproved',
    ],
    // Maker-checker: the preparer cannot release.
    [
      'conventional',
      'DISBURSEMENT_PREPARED',
      'releaseDisbursement',
      'disbursementOfficer',
      { ...ready, officerId: 'officer-maker', preparedBy: 'officer-maker' },
      'status.refusals.samePreparer',
    ],
    [
      'islamic',
      'DISBURSEMENT_PREPARED',
      'releaseDisbursement',
      'disbursementOfficer',
      { ...ready, preparedBy: undefined },
      'status.refusals.missingFacts',
    ],
    // No money leaves an Islamic financing before its commodity trade completes; a loan has no trade to wait for.
    [
      'islamic',
      'DISBURSEMENT_PREPARED',
      'releaseDisbursement',
      'disbursementOfficer',
      { ...ready, commodityTradeCompleted: false },
      'status.refusals.commodityTradeIncomplete',
    ],
    [
      'islamic',
      'DISBURSEMENT_PREPARED',
      'releaseDisbursement',
      'disbursementOfficer',
      { ...ready, commodityTradeCompleted: undefined },
      'status.refusals.missingFacts',
    ],
    [
      'islamic',
      'DISBURSEMENT_PREPARED',
      'releaseDisbursement',
      'admin',
      ready,
      'status.refusals.roleNotAllowed',
    ],
    [
      'islamic',
      'PAYOUT_SENT',
      'confirmPayout',
      'disbursementOfficer',
      ready,
      'status.refusals.roleNotAllowed',
    ],
  ] as const)('%s: %s --%s by %s with %j is refused: %s', (variant, from, event, actor, facts, reason) => {
    expect(agreementTransition({ variant, from, event, actor, facts })).toEqual({ ok: false, reason });
  });

  it('releases a conventional loan without asking about a commodity trade', () => {
    const facts = { ...ready, commodityTradeCompleted: undefined };
    expect(
      agreementTransition({
        variant: 'conventional',
        from: 'DISBURSEMENT_PREPARED',
        event: 'releaseDisbursement',
        actor: 'disbursementOfficer',
        facts,
      }),
    ).toEqual({ ok: true, to: 'PAYOUT_SENT' });
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

describe('the events and roles of each status', () => {
  it.each([
    ['conventional', 'SUMMARY_PENDING', 'applicant', ['acceptSummary', 'cancel']],
    ['conventional', 'AWAITING_ATTESTATION', 'applicant', ['attestByVideo', 'scheduleLiveCall', 'cancel']],
    [
      'islamic',
      'AWAITING_ATTESTATION',
      'applicant',
      ['attestByVideo', 'scheduleLiveCall', 'attestByDirectDebit', 'cancel'],
    ],
    ['islamic', 'LIVE_CALL_SCHEDULED', 'attestationOfficer', ['completeLiveCall', 'missLiveCall']],
    ['conventional', 'PENDING_DISBURSEMENT', 'disbursementOfficer', ['prepareDisbursement']],
    ['conventional', 'DISBURSEMENT_PREPARED', 'admin', ['adminCancel']],
    ['conventional', 'SIGNED', 'applicant', []],
  ] as const)('%s: in %s the %s may %j', (variant, from, actor, events) => {
    expect(allowedAgreementEvents({ variant, from, actor })).toEqual(events);
  });

  it('offers only what would succeed when the facts are known', () => {
    const facts = { ...ready, officerId: 'officer-maker', preparedBy: 'officer-maker' };
    expect(
      allowedAgreementEvents({
        variant: 'islamic',
        from: 'DISBURSEMENT_PREPARED',
        actor: 'disbursementOfficer',
        facts,
      }),
    ).toEqual([]);
  });

  it.each([
    ['SUMMARY_PENDING', ['applicant', 'admin', 'system']],
    ['LIVE_CALL_SCHEDULED', ['applicant', 'attestationOfficer', 'system', 'admin']],
    ['DISBURSEMENT_PREPARED', ['disbursementOfficer', 'admin', 'system']],
    ['PAYOUT_SENT', ['system']],
  ] as const)('in %s the roles that can act are %j', (from, roles) => {
    expect(agreementRolesThatCanAct({ variant: 'conventional', from })).toEqual(roles);
  });

  it('names the preparer of the open disbursement from the recorded events, whatever failed since', () => {
    expect(
      disbursementPreparer([
        { event: 'acceptSummary', actorId: 'user-1' },
        { event: 'prepareDisbursement', actorId: 'officer-a' },
        { event: 'releaseDisbursement', actorId: 'officer-b' },
        { event: 'failPayout', actorId: null },
      ]),
    ).toBe('officer-a');
    expect(disbursementPreparer([{ event: 'acceptSummary', actorId: 'user-1' }])).toBeUndefined();
  });

  it('lets the applicant walk away until signing, and the lender until the payout is sent', () => {
    expect(AGREEMENT_BEFORE_SIGNING).toEqual([
      'SUMMARY_PENDING',
      'AWAITING_ATTESTATION',
      'LIVE_CALL_SCHEDULED',
      'ATTESTED',
      'AGREEMENT_ACCEPTED',
      'CERTIFICATE_ENROLLED',
    ]);
    expect(AGREEMENT_BEFORE_DISBURSEMENT).toEqual([
      ...AGREEMENT_BEFORE_SIGNING,
      'SIGNED',
      'STAMPED',
      'PENDING_DISBURSEMENT',
      'DISBURSEMENT_PREPARED',
    ]);
  });

  it('ends only in COMPLETED or CANCELED, and nothing leaves them', () => {
    for (const status of AGREEMENT_STATUSES) {
      const exits = AGREEMENT_TRANSITIONS.some((row) => row.from === status);
      expect({ status, exits }).toEqual({ status, exits: !isAgreementTerminal(status) });
    }
  });

  it('reaches every status from SUMMARY_PENDING', () => {
    const reached = new Set<AgreementStatus>(['SUMMARY_PENDING']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of AGREEMENT_TRANSITIONS)
        if (reached.has(row.from) && !reached.has(row.to)) {
          reached.add(row.to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...AGREEMENT_STATUSES].sort());
  });
});
