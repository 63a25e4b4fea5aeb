import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTORS, type Actor } from './actors.ts';
import type { AgreementStatus } from './agreement-status.ts';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isTerminal,
  WORKFLOW_STATUSES,
  WORKFLOWS,
  type Workflow,
} from './application-status.ts';
import {
  APPLICATION_EVENTS,
  APPLICATION_TRANSITIONS,
  type ApplicationEvent,
  type ApplicationFacts,
  type ApplicationTransitionRow,
  allowedEvents,
  applicationTransition,
  applicationTransitionsOf,
  rolesThatCanAct,
} from './application-transitions.ts';
import { DECISION_EVENTS } from './maker-checker.ts';
import { COMPLETED_MARKERS } from './onboarding-steps.ts';

/** Facts under which every guard holds, except the agreement stage, which each example names. */
const satisfied = (agreementStatus?: AgreementStatus): ApplicationFacts => ({
  markers: COMPLETED_MARKERS,
  agreementStatus,
  accountStatus: 'ACTIVE',
  officerId: 'officer-b',
  decidedThisRound: ['officer-a'],
});

type Example = readonly [
  Workflow,
  ApplicationStatus,
  ApplicationEvent,
  Actor,
  ApplicationStatus,
  AgreementStatus?,
];

// Short names for the long ones, so each example stays on one line.
const REFERBACK_FROM_PD = 'REFERBACK_FROM_PENDING_DISBURSEMENT';
const SUBMITTED_FROM_PD = 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT';
const REFER_BACK_FROM_PD = 'referBackFromPendingDisbursement';
const RESUBMIT_FROM_PD = 'resubmitFromPendingDisbursement';
const AWAITING_PAYOUT = 'PENDING_DISBURSEMENT';

// Every row of the table, written out by hand: workflow, from, event, actor, to (and the agreement's status when a
// guard reads it).
const WORKED_EXAMPLES: readonly Example[] = [
  // Single approver: submit, verify, approve.
  ['single', 'DRAFT', 'submit', 'applicant', 'PENDING'],
  ['single', 'PENDING', 'verify', 'verifier', 'SUBMITTED_FOR_APPROVAL'],
  ['single', 'FOLLOWED_UP', 'verify', 'verifier', 'SUBMITTED_FOR_APPROVAL'],
  ['single', 'PENDING', 'followUp', 'verifier', 'FOLLOWED_UP'],
  ['single', 'SUBMITTED_FOR_APPROVAL', 'approve', 'approver1', 'APPROVED'],
  ['single', 'SUBMITTED_FOR_APPROVAL', 'reject', 'approver1', 'REJECTED'],
  ['single', 'PENDING', 'referBack', 'verifier', 'REFERBACK'],
  ['single', 'FOLLOWED_UP', 'referBack', 'verifier', 'REFERBACK'],
  ['single', 'SUBMITTED_FOR_APPROVAL', 'referBack', 'approver1', 'REFERBACK'],
  ['single', 'REFERBACK', 'resubmit', 'applicant', 'PENDING'],
  ['single', 'DRAFT', 'cancel', 'applicant', 'CANCELED'],
  ['single', 'PENDING', 'cancel', 'applicant', 'CANCELED'],
  ['single', 'FOLLOWED_UP', 'cancel', 'applicant', 'CANCELED'],
  ['single', 'REFERBACK', 'cancel', 'applicant', 'CANCELED'],
  ['single', 'SUBMITTED_FOR_APPROVAL', 'cancel', 'applicant', 'CANCELED'],
  ['single', 'APPROVED', 'cancel', 'applicant', 'CANCELED', 'ATTESTED'],
  ['single', 'DRAFT', 'adminCancel', 'admin', 'CANCELED'],
  ['single', 'PENDING', 'adminCancel', 'admin', 'CANCELED'],
  ['single', 'FOLLOWED_UP', 'adminCancel', 'admin', 'CANCELED'],
  ['single', 'REFERBACK', 'adminCancel', 'admin', 'CANCELED'],
  ['single', 'SUBMITTED_FOR_APPROVAL', 'adminCancel', 'admin', 'CANCELED'],
  ['single', REFERBACK_FROM_PD, 'adminCancel', 'admin', 'CANCELED'],
  ['single', SUBMITTED_FROM_PD, 'adminCancel', 'admin', 'CANCELED'],
  ['single', 'APPROVED', 'adminCancel', 'admin', 'CANCELED', 'STAMPED'],
  ['single', 'PENDING', 'identityCorrected', 'admin', 'REFERBACK'],
  ['single', 'FOLLOWED_UP', 'identityCorrected', 'admin', 'REFERBACK'],
  ['single', 'SUBMITTED_FOR_APPROVAL', 'identityCorrected', 'admin', 'REFERBACK'],
  ['single', 'APPROVED', REFER_BACK_FROM_PD, 'verifier', REFERBACK_FROM_PD, AWAITING_PAYOUT],
  ['single', 'APPROVED', REFER_BACK_FROM_PD, 'approver1', REFERBACK_FROM_PD, AWAITING_PAYOUT],
  ['single', REFERBACK_FROM_PD, RESUBMIT_FROM_PD, 'applicant', SUBMITTED_FROM_PD],
  ['single', SUBMITTED_FROM_PD, 'approve', 'approver1', 'APPROVED'],
  ['single', SUBMITTED_FROM_PD, 'referBack', 'approver1', REFERBACK_FROM_PD],
  ['single', SUBMITTED_FROM_PD, 'reject', 'approver1', 'REJECTED'],
  ['single', 'APPROVED', 'approveReschedule', 'approver1', 'RESCHEDULED_APPROVED'],
  ['single', 'RESCHEDULED_SIGNED', 'approveReschedule', 'approver1', 'RESCHEDULED_APPROVED'],
  ['single', 'RESCHEDULED_APPROVED', 'signReschedule', 'system', 'RESCHEDULED_SIGNED'],

  // Two levels: verifier, verifier 2, approver 1, approver 2.
  ['twoLevel', 'DRAFT', 'submit', 'applicant', 'PENDING'],
  ['twoLevel', 'PENDING', 'verify', 'verifier', 'SUBMITTED_FOR_VERIFIER_2'],
  ['twoLevel', 'FOLLOWED_UP', 'verify', 'verifier', 'SUBMITTED_FOR_VERIFIER_2'],
  ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'verify', 'verifier2', 'SUBMITTED_FOR_APPROVAL_1'],
  ['twoLevel', 'PENDING', 'followUp', 'verifier', 'FOLLOWED_UP'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'approve', 'approver1', 'SUBMITTED_FOR_APPROVAL_2'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'approve', 'approver2', 'APPROVED'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'reject', 'approver1', 'REJECTED'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'reject', 'approver2', 'REJECTED'],
  ['twoLevel', 'PENDING', 'referBack', 'verifier', 'REFERBACK'],
  ['twoLevel', 'FOLLOWED_UP', 'referBack', 'verifier', 'REFERBACK'],
  ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'referBack', 'verifier2', 'REFERBACK'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'referBack', 'approver1', 'REFERBACK'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'referBack', 'approver2', 'REFERBACK'],
  ['twoLevel', 'REFERBACK', 'resubmit', 'applicant', 'PENDING'],
  ['twoLevel', 'DRAFT', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'PENDING', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'FOLLOWED_UP', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'REFERBACK', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'cancel', 'applicant', 'CANCELED'],
  ['twoLevel', 'APPROVED', 'cancel', 'applicant', 'CANCELED', 'CERTIFICATE_ENROLLED'],
  ['twoLevel', 'DRAFT', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'PENDING', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'FOLLOWED_UP', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'REFERBACK', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', REFERBACK_FROM_PD, 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', SUBMITTED_FROM_PD, 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'adminCancel', 'admin', 'CANCELED'],
  ['twoLevel', 'APPROVED', 'adminCancel', 'admin', 'CANCELED', AWAITING_PAYOUT],
  ['twoLevel', 'PENDING', 'identityCorrected', 'admin', 'REFERBACK'],
  ['twoLevel', 'FOLLOWED_UP', 'identityCorrected', 'admin', 'REFERBACK'],
  ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'identityCorrected', 'admin', 'REFERBACK'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'identityCorrected', 'admin', 'REFERBACK'],
  ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'identityCorrected', 'admin', 'REFERBACK'],
  ['twoLevel', 'APPROVED', REFER_BACK_FROM_PD, 'verifier', REFERBACK_FROM_PD, AWAITING_PAYOUT],
  ['twoLevel', 'APPROVED', REFER_BACK_FROM_PD, 'verifier2', REFERBACK_FROM_PD, AWAITING_PAYOUT],
  ['twoLevel', 'APPROVED', REFER_BACK_FROM_PD, 'approver1', REFERBACK_FROM_PD, AWAITING_PAYOUT],
  ['twoLevel', 'APPROVED', REFER_BACK_FROM_PD, 'approver2', REFERBACK_FROM_PD, AWAITING_PAYOUT],
  ['twoLevel', REFERBACK_FROM_PD, RESUBMIT_FROM_PD, 'applicant', SUBMITTED_FROM_PD],
  ['twoLevel', SUBMITTED_FROM_PD, 'approve', 'approver2', 'APPROVED'],
  ['twoLevel', SUBMITTED_FROM_PD, 'referBack', 'approver2', REFERBACK_FROM_PD],
  ['twoLevel', SUBMITTED_FROM_PD, 'reject', 'approver2', 'REJECTED'],
  ['twoLevel', 'APPROVED', 'approveReschedule', 'approver2', 'RESCHEDULED_APPROVED'],
  ['twoLevel', 'RESCHEDULED_SIGNED', 'approveReschedule', 'approver2', 'RESCHEDULED_APPROVED'],
  ['twoLevel', 'RESCHEDULED_APPROVED', 'signReschedule', 'system', 'RESCHEDULED_SIGNED'],
];

describe('applicationTransition: every allowed move', () => {
  it.for(WORKED_EXAMPLES)(
    '%s: %s --%s by %s--> %s',
    ([workflow, from, event, actor, to, agreementStatus]) => {
      expect(
        applicationTransition({ workflow, from, event, actor, facts: satisfied(agreementStatus) }),
      ).toEqual({
        ok: true,
        to,
      });
    },
  );

  it('has no row the worked examples leave out', () => {
    const fromTable = APPLICATION_TRANSITIONS.flatMap((row) =>
      row.workflows.flatMap((workflow) =>
        row.actors.map((actor) => [workflow, row.from, row.event, actor, row.to].join(' ')),
      ),
    ).sort();
    const fromExamples = WORKED_EXAMPLES.map((example) => example.slice(0, 5).join(' ')).sort();
    expect(fromTable).toEqual(fromExamples);
  });
});

describe('applicationTransition: refusals', () => {
  it.each([
    ['single', 'DRAFT', 'approve', 'approver1'],
    ['single', 'PENDING', 'submit', 'applicant'],
    ['single', 'APPROVED', 'verify', 'verifier'],
    ['twoLevel', 'PENDING', 'approve', 'approver2'],
    ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'followUp', 'verifier2'],
    ['twoLevel', 'RESCHEDULED_APPROVED', 'cancel', 'applicant'],
  ] as const)('%s: %s has no %s (by %s)', (workflow, from, event, actor) => {
    expect(applicationTransition({ workflow, from, event, actor, facts: satisfied() })).toEqual({
      ok: false,
      reason: 'errors.transitionNotAllowed',
    });
  });

  it.each([
    ['single', 'PENDING', 'verify', 'approver1'],
    ['single', 'PENDING', 'verify', 'applicant'],
    ['single', 'SUBMITTED_FOR_APPROVAL', 'approve', 'verifier'],
    ['single', 'SUBMITTED_FOR_APPROVAL', 'approve', 'approver2'],
    ['single', 'DRAFT', 'submit', 'admin'],
    ['single', 'DRAFT', 'adminCancel', 'applicant'],
    ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', 'approve', 'approver1'],
    ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', 'verify', 'verifier'],
    ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'reject', 'verifier2'],
    ['twoLevel', 'RESCHEDULED_APPROVED', 'signReschedule', 'applicant'],
  ] as const)('%s: %s --%s refuses the %s role', (workflow, from, event, actor) => {
    expect(applicationTransition({ workflow, from, event, actor, facts: satisfied() })).toEqual({
      ok: false,
      reason: 'status.refusals.roleNotAllowed',
    });
  });

  it.each([
    ['single', 'SUBMITTED_FOR_VERIFIER_2', 'verify', 'verifier2'],
    ['single', 'SUBMITTED_FOR_APPROVAL_1', 'approve', 'approver1'],
    ['single', 'SUBMITTED_FOR_APPROVAL_2', 'adminCancel', 'admin'],
    ['twoLevel', 'SUBMITTED_FOR_APPROVAL', 'approve', 'approver1'],
  ] as const)('%s: %s does not exist in the workflow', (workflow, from, event, actor) => {
    expect(applicationTransition({ workflow, from, event, actor, facts: satisfied() })).toEqual({
      ok: false,
      reason: 'status.refusals.statusNotInWorkflow',
    });
  });

  it.each(
    WORKFLOWS.flatMap((workflow) =>
      (['REJECTED', 'CANCELED'] as const).map((status) => [workflow, status] as const),
    ),
  )('%s: %s is terminal, nothing leaves it', (workflow, from) => {
    expect(isTerminal(from)).toBe(true);
    for (const event of APPLICATION_EVENTS) {
      for (const actor of ACTORS) {
        expect(applicationTransition({ workflow, from, event, actor, facts: satisfied() }).ok).toBe(false);
        expect(allowedEvents({ workflow, from, actor })).toEqual([]);
      }
    }
  });
});

describe('applicationTransition: guards', () => {
  const submit = { workflow: 'single', from: 'DRAFT', event: 'submit', actor: 'applicant' } as const;
  const verify = { workflow: 'single', from: 'PENDING', event: 'verify', actor: 'verifier' } as const;
  const approve = {
    workflow: 'single',
    from: 'SUBMITTED_FOR_APPROVAL',
    event: 'approve',
    actor: 'approver1',
  } as const;

  it('submits only with the form, email and documents markers', () => {
    expect(applicationTransition({ ...submit, facts: { markers: ['APPLICATIONFORMCOMPLETED'] } })).toEqual({
      ok: false,
      reason: 'status.refusals.stepsIncomplete',
      missingSteps: ['EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
    });
    const threeSteps = [
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
    ] as const;
    expect(applicationTransition({ ...submit, facts: { markers: threeSteps } })).toEqual({
      ok: true,
      to: 'PENDING',
    });
  });

  it('refuses when the server did not say which markers exist', () => {
    expect(applicationTransition(submit)).toEqual({ ok: false, reason: 'status.refusals.missingFacts' });
  });

  it('verifies only after e-KYC', () => {
    const facts = {
      ...satisfied(),
      markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'] as const,
    };
    expect(applicationTransition({ ...verify, facts })).toEqual({
      ok: false,
      reason: 'status.refusals.stepsIncomplete',
      missingSteps: ['EKYCCOMPLETED'],
    });
  });

  it('refuses an approval by the officer who verified (maker-checker)', () => {
    const facts = { ...satisfied(), officerId: 'officer-a', decidedThisRound: ['officer-a'] };
    expect(applicationTransition({ ...approve, facts })).toEqual({
      ok: false,
      reason: 'status.refusals.sameOfficer',
    });
    expect(applicationTransition({ ...approve, facts: { officerId: 'officer-b' } })).toEqual({
      ok: false,
      reason: 'status.refusals.missingFacts',
    });
  });

  it.each([
    ['cancel', 'applicant', 'SIGNED', 'status.refusals.agreementStage'], // signed: only the lender may stop it now
    ['adminCancel', 'admin', 'DISBURSED', 'status.refusals.agreementStage'], // the money has left
    ['adminCancel', 'admin', 'PAYOUT_SENT', 'status.refusals.agreementStage'], // the money is on its way
    ['adminCancel', 'admin', 'CANCELED', 'status.refusals.agreementStage'],
    ['referBackFromPendingDisbursement', 'verifier', 'STAMPED', 'status.refusals.agreementStage'],
    ['cancel', 'applicant', undefined, 'status.refusals.missingFacts'],
  ] as const)('APPROVED --%s by %s with the agreement %s: %s', (event, actor, agreementStatus, reason) => {
    const facts = { ...satisfied(), agreementStatus };
    expect(applicationTransition({ workflow: 'single', from: 'APPROVED', event, actor, facts })).toEqual({
      ok: false,
      reason,
    });
  });

  it('lets an officer stop a payout that is prepared but not yet released', () => {
    expect(
      applicationTransition({
        workflow: 'single',
        from: 'APPROVED',
        event: 'referBackFromPendingDisbursement',
        actor: 'verifier',
        facts: satisfied('DISBURSEMENT_PREPARED'),
      }),
    ).toEqual({ ok: true, to: 'REFERBACK_FROM_PENDING_DISBURSEMENT' });
  });

  it.each([
    ['CLOSED', 'status.refusals.accountNotActive'],
    ['WRITEOFF', 'status.refusals.accountNotActive'],
    [undefined, 'status.refusals.missingFacts'],
  ] as const)('reschedules only an active loan: account %s is refused with %s', (accountStatus, reason) => {
    const facts = { ...satisfied(), accountStatus };
    expect(
      applicationTransition({
        workflow: 'single',
        from: 'APPROVED',
        event: 'approveReschedule',
        actor: 'approver1',
        facts,
      }),
    ).toEqual({ ok: false, reason });
  });
});

describe('allowedEvents', () => {
  it.each([
    ['single', 'PENDING', 'verifier', ['verify', 'followUp', 'referBack']],
    ['single', 'PENDING', 'applicant', ['cancel']],
    ['single', 'PENDING', 'admin', ['adminCancel', 'identityCorrected']],
    ['single', 'PENDING', 'approver1', []],
    ['single', 'SUBMITTED_FOR_APPROVAL', 'approver1', ['approve', 'reject', 'referBack']],
    ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'approver1', ['approve', 'reject', 'referBack']],
    ['twoLevel', 'SUBMITTED_FOR_APPROVAL_1', 'approver2', []],
    ['twoLevel', 'APPROVED', 'approver2', ['referBackFromPendingDisbursement', 'approveReschedule']],
    ['single', 'REFERBACK', 'applicant', ['resubmit', 'cancel']],
    ['single', 'SUBMITTED_FOR_VERIFIER_2', 'verifier2', []],
  ] as const)('%s: in %s the %s may %j', (workflow, from, actor, events) => {
    expect(allowedEvents({ workflow, from, actor })).toEqual(events);
  });

  it('with facts, lists only what would succeed now', () => {
    const facts = { ...satisfied(), markers: ['APPLICATIONFORMCOMPLETED'] as const };
    expect(allowedEvents({ workflow: 'single', from: 'PENDING', actor: 'verifier', facts })).toEqual([
      'followUp',
      'referBack',
    ]);
  });

  it.each([
    ['single', 'PENDING', ['verifier', 'applicant', 'admin']],
    ['single', 'SUBMITTED_FOR_APPROVAL', ['approver1', 'applicant', 'admin']],
    ['twoLevel', 'SUBMITTED_FOR_VERIFIER_2', ['verifier2', 'applicant', 'admin']],
    ['twoLevel', 'SUBMITTED_FOR_APPROVAL_2', ['approver2', 'applicant', 'admin']],
    ['twoLevel', 'CANCELED', []],
  ] as const)('%s: %s is in the queues of %j', (workflow, from, roles) => {
    expect(rolesThatCanAct({ workflow, from }).sort()).toEqual([...roles].sort());
  });
});

describe('the transition table', () => {
  it('has one row per (workflow, from, event)', () => {
    const keys = APPLICATION_TRANSITIONS.flatMap((row) =>
      row.workflows.map((w) => `${w} ${row.from} ${row.event}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(WORKFLOWS)('%s: every row starts and ends in a status of the workflow', (workflow) => {
    for (const row of applicationTransitionsOf(workflow)) {
      expect(WORKFLOW_STATUSES[workflow]).toContain(row.from);
      expect(WORKFLOW_STATUSES[workflow]).toContain(row.to);
    }
  });

  it.each(WORKFLOWS)(
    '%s: every status is reachable from DRAFT, and only terminal ones have no exit',
    (workflow) => {
      const rows = applicationTransitionsOf(workflow);
      const reached = new Set<ApplicationStatus>(['DRAFT']);
      for (let grew = true; grew; ) {
        grew = false;
        for (const row of rows)
          if (reached.has(row.from) && !reached.has(row.to)) {
            reached.add(row.to);
            grew = true;
          }
      }
      expect([...reached].sort()).toEqual([...WORKFLOW_STATUSES[workflow]].sort());
      for (const status of WORKFLOW_STATUSES[workflow])
        expect(rows.some((row) => row.from === status)).toBe(!isTerminal(status));
    },
  );

  it('checks maker-checker on exactly the decision events', () => {
    for (const row of APPLICATION_TRANSITIONS) {
      const isDecision = (DECISION_EVENTS as readonly ApplicationEvent[]).includes(row.event);
      expect({ row, checked: row.guards?.includes('makerChecker') ?? false }).toEqual({
        row,
        checked: isDecision,
      });
    }
  });
});

describe('properties', () => {
  const guardFacts = (row: ApplicationTransitionRow): ApplicationFacts => {
    const guards = row.guards ?? [];
    const agreementStatus: AgreementStatus = guards.includes('agreementBeforeSigning')
      ? 'ATTESTED'
      : 'PENDING_DISBURSEMENT';
    return satisfied(agreementStatus);
  };

  it('random walks through allowedEvents only ever reach the workflow’s declared statuses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORKFLOWS),
        fc.array(fc.nat(), { maxLength: 40 }),
        (workflow, choices) => {
          let status: ApplicationStatus = 'DRAFT';
          for (const choice of choices) {
            const moves = ACTORS.flatMap((actor) =>
              allowedEvents({ workflow, from: status, actor }).map((event) => ({ actor, event })),
            );
            if (moves.length === 0) {
              expect(isTerminal(status)).toBe(true);
              break;
            }
            const move = moves[choice % moves.length];
            if (!move) throw new Error('unreachable');
            const row = applicationTransitionsOf(workflow).find(
              (r) => r.from === status && r.event === move.event,
            );
            if (!row) throw new Error('allowedEvents offered a move without a row');
            const outcome = applicationTransition({
              workflow,
              from: status,
              ...move,
              facts: guardFacts(row),
            });
            if (!outcome.ok) throw new Error(`refused ${status} ${move.event}: ${outcome.reason}`);
            expect(WORKFLOW_STATUSES[workflow]).toContain(outcome.to);
            status = outcome.to;
          }
        },
      ),
    );
  });

  it('refuses any (from, event) that is not in the table, whoever asks and whatever the facts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORKFLOWS),
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.constantFrom(...APPLICATION_EVENTS),
        fc.constantFrom(...ACTORS),
        (workflow, from, event, actor) => {
          const inTable = applicationTransitionsOf(workflow).some(
            (row) => row.from === from && row.event === event,
          );
          fc.pre(!inTable);
          const outcome = applicationTransition({
            workflow,
            from,
            event,
            actor,
            facts: satisfied('ATTESTED'),
          });
          expect(outcome.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
