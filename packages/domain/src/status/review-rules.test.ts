import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { sen } from '../money/sen.ts';
import { APPLICATION_STATUSES } from './application-status.ts';
import { COMPLETED_MARKERS, MARKERS_TO_SUBMIT } from './onboarding-steps.ts';
import {
  allowedDecisions,
  applicantHandOverEvent,
  applicantMayChangeStep,
  applicantMaySubmit,
  approvalTermsProblems,
  assertMayApplyAgain,
  decisionBlockedBy,
  isReviewOverdue,
  isWaitingAfterRejection,
  latestOverdueSubmissionDate,
  officerTransition,
  reapplyAllowedAfter,
  referBackStepsInOrder,
  rejectionHold,
  reviewAgeBusinessDays,
} from './review-rules.ts';

/** Malaysian wall-clock time as an instant. */
const myt = (local: string) => new Date(`${local}+08:00`);
const verified = { markers: COMPLETED_MARKERS, officerId: 'badrul', decidedThisRound: ['aina'] };

describe('the age of an application against the one-business-day target', () => {
  it.each([
    ['Monday morning, seen Monday evening', '2026-11-23T09:00', '2026-11-23T18:00', 0, false],
    ['Monday, seen Tuesday', '2026-11-23T17:59', '2026-11-24T08:00', 1, false],
    ['Monday, seen Wednesday', '2026-11-23T09:00', '2026-11-25T08:00', 2, true],
    ['Friday, seen Monday', '2026-11-20T16:00', '2026-11-23T09:00', 1, false],
    ['Saturday, seen Monday', '2026-11-21T10:00', '2026-11-23T09:00', 0, false],
    ['Saturday, seen Tuesday', '2026-11-21T10:00', '2026-11-24T09:00', 1, false],
    ['Friday before National Day, seen Tuesday', '2026-08-28T10:00', '2026-09-01T09:00', 1, false],
    ['late Monday night in Malaysia, still Monday', '2026-11-23T23:30', '2026-11-25T00:10', 2, true],
  ])('%s: %i business days, overdue %s', (_case, submitted, seen, age, overdue) => {
    const days = reviewAgeBusinessDays(myt(submitted), myt(seen));
    expect(days).toBe(age);
    expect(isReviewOverdue(days)).toBe(overdue);
  });

  it.each([
    ['2026-11-25', '2026-11-23'], // Wednesday: Monday's are overdue, Tuesday's are not yet
    ['2026-11-23', '2026-11-19'], // Monday: Thursday's are overdue, Friday's and the weekend's are not
    ['2026-09-02', '2026-08-28'], // Wednesday after National Day: Friday's submissions are overdue
  ])('on %s every application submitted on or before %s is overdue', (today, cutoff) => {
    expect(latestOverdueSubmissionDate(today)).toBe(cutoff);
    expect(isReviewOverdue(reviewAgeBusinessDays(myt(`${cutoff}T23:59`), myt(`${today}T00:00`)))).toBe(true);
    const nextDay = new Date(myt(`${cutoff}T00:00`).getTime() + 86_400_000);
    expect(isReviewOverdue(reviewAgeBusinessDays(nextDay, myt(`${today}T23:59`)))).toBe(false);
  });
});

describe('a rejection', () => {
  it('lets the applicant apply again 3 calendar months later, to the Malaysian minute', () => {
    expect(reapplyAllowedAfter(myt('2026-11-23T10:00')).toISOString()).toBe(
      myt('2027-02-23T10:00').toISOString(),
    );
    expect(reapplyAllowedAfter(myt('2026-11-30T04:00')).toISOString()).toBe(
      myt('2027-02-28T04:00').toISOString(),
    );
  });

  it('holds the applicant for 3 months, or to a later date an admin set, never shorter', () => {
    const rejectedAt = myt('2026-11-26T10:00');
    expect(rejectionHold(null, rejectedAt)).toEqual({ previous: null, until: myt('2027-02-26T10:00') });
    const earlier = myt('2026-12-01T00:00');
    expect(rejectionHold(earlier, rejectedAt).until).toEqual(myt('2027-02-26T10:00'));
    const later = myt('2027-06-01T00:00');
    expect(rejectionHold(later, rejectedAt)).toEqual({ previous: later, until: later });
  });

  it('refuses a new application (403) until the wait ends, naming the Malaysian date, and allows it after', () => {
    const until = myt('2027-02-26T00:30');
    const refusal = (() => {
      try {
        assertMayApplyAgain(until, myt('2027-02-25T23:59'));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainRuleError);
    expect(refusal).toMatchObject({
      key: 'application.notAllowedToApplyUntil',
      params: { date: '2027-02-26' },
      kind: 'forbidden',
    });
    expect(() => assertMayApplyAgain(until, until)).not.toThrow();
    expect(() => assertMayApplyAgain(null, until)).not.toThrow();
  });

  it('counts the wait as running up to its moment, not at it, and not at all without one', () => {
    const until = myt('2027-02-26T10:00');
    expect(isWaitingAfterRejection(until, myt('2027-02-26T09:59'))).toBe(true);
    expect(isWaitingAfterRejection(until, until)).toBe(false);
    expect(isWaitingAfterRejection(null, myt('2026-11-26T10:00'))).toBe(false);
  });
});

describe('which of an officer’s roles acts', () => {
  it('tries each role in turn: a verifier who also approves verifies a pending application', () => {
    expect(
      officerTransition({
        workflow: 'single',
        from: 'PENDING',
        event: 'verify',
        roles: ['approver1', 'verifier'],
        facts: { markers: COMPLETED_MARKERS, officerId: 'aina', decidedThisRound: [] },
      }),
    ).toEqual({ ok: true, to: 'SUBMITTED_FOR_APPROVAL', role: 'verifier' });
  });

  it('stops the verifier of an application approving it, whatever other role they hold', () => {
    expect(
      officerTransition({
        workflow: 'single',
        from: 'SUBMITTED_FOR_APPROVAL',
        event: 'approve',
        roles: ['verifier', 'approver1'],
        facts: { markers: COMPLETED_MARKERS, officerId: 'aina', decidedThisRound: ['aina'] },
      }),
    ).toEqual({ ok: false, reason: 'status.refusals.sameOfficer' });
  });

  it.each([
    [
      'a verifier approving',
      'SUBMITTED_FOR_APPROVAL',
      'approve',
      ['verifier'],
      'status.refusals.roleNotAllowed',
    ],
    ['an approver verifying', 'PENDING', 'verify', ['approver1'], 'status.refusals.roleNotAllowed'],
    ['an admin verifying', 'PENDING', 'verify', ['admin'], 'status.refusals.roleNotAllowed'],
    ['anyone approving a pending one', 'PENDING', 'approve', ['approver1'], 'errors.transitionNotAllowed'],
    [
      'a status of the other workflow',
      'SUBMITTED_FOR_APPROVAL_1',
      'approve',
      ['approver1'],
      'status.refusals.statusNotInWorkflow',
    ],
  ] as const)('refuses %s', (_case, from, event, roles, reason) => {
    expect(officerTransition({ workflow: 'single', from, event, roles, facts: verified })).toMatchObject({
      ok: false,
      reason,
    });
  });

  it('names the steps still missing before a verification', () => {
    expect(
      officerTransition({
        workflow: 'twoLevel',
        from: 'PENDING',
        event: 'verify',
        roles: ['verifier'],
        facts: { markers: MARKERS_TO_SUBMIT, officerId: 'aina', decidedThisRound: [] },
      }),
    ).toEqual({ ok: false, reason: 'status.refusals.stepsIncomplete', missingSteps: ['EKYCCOMPLETED'] });
  });
});

describe('the decisions an officer is offered', () => {
  it('offers a verifier what the table lets them do in the status', () => {
    const move = { workflow: 'single', roles: ['verifier'], facts: verified } as const;
    expect(allowedDecisions({ ...move, from: 'PENDING' })).toEqual(['verify', 'referBack', 'followUp']);
    expect(allowedDecisions({ ...move, from: 'FOLLOWED_UP' })).toEqual(['verify', 'referBack']);
    expect(allowedDecisions({ ...move, from: 'SUBMITTED_FOR_APPROVAL' })).toEqual([]);
  });

  it('joins the decisions of every role held, each still checked', () => {
    expect(
      allowedDecisions({
        workflow: 'twoLevel',
        from: 'SUBMITTED_FOR_APPROVAL_2',
        roles: ['approver1', 'approver2'],
        facts: verified,
      }),
    ).toEqual(['approve', 'reject', 'referBack']);
  });

  it('says why a decision of the role is not offered, though a refer-back still is', () => {
    const verifiedByAina = { markers: COMPLETED_MARKERS, officerId: 'aina', decidedThisRound: ['aina'] };
    const approverAina = {
      workflow: 'single',
      from: 'SUBMITTED_FOR_APPROVAL',
      roles: ['verifier', 'approver1'],
    } as const;
    expect(allowedDecisions({ ...approverAina, facts: verifiedByAina })).toEqual(['referBack']);
    expect(decisionBlockedBy({ ...approverAina, facts: verifiedByAina })).toEqual({
      reason: 'status.refusals.sameOfficer',
    });
    expect(
      decisionBlockedBy({
        workflow: 'single',
        from: 'PENDING',
        roles: ['verifier'],
        facts: { markers: MARKERS_TO_SUBMIT, officerId: 'aina', decidedThisRound: [] },
      }),
    ).toEqual({ reason: 'status.refusals.stepsIncomplete', missingSteps: ['EKYCCOMPLETED'] });
  });

  it('says whether the role or the status stops an officer who may take no decision', () => {
    expect(
      decisionBlockedBy({ workflow: 'single', from: 'PENDING', roles: ['approver1'], facts: verified }),
    ).toEqual({ reason: 'status.refusals.roleNotAllowed' });
    expect(
      decisionBlockedBy({ workflow: 'single', from: 'APPROVED', roles: ['approver1'], facts: verified }),
    ).toEqual({ reason: 'errors.transitionNotAllowed' });
    expect(
      decisionBlockedBy({ workflow: 'single', from: 'PENDING', roles: ['verifier'], facts: verified }),
    ).toBe(null);
  });
});

describe('the applicant after a refer-back', () => {
  it('resubmits rather than submits', () => {
    expect(applicantHandOverEvent('DRAFT')).toBe('submit');
    expect(applicantHandOverEvent('REFERBACK')).toBe('resubmit');
    expect(applicantHandOverEvent('REFERBACK_FROM_PENDING_DISBURSEMENT')).toBe(
      'resubmitFromPendingDisbursement',
    );
  });

  it('may submit only while the application waits for them, not once it is submitted or decided', () => {
    const submittable = APPLICATION_STATUSES.filter(applicantMaySubmit);
    expect(submittable).toEqual(['DRAFT', 'REFERBACK', 'REFERBACK_FROM_PENDING_DISBURSEMENT']);
  });

  it('changes only the parts the refer-back names', () => {
    const referBackSteps = ['documentUpload'] as const;
    expect(applicantMayChangeStep({ status: 'REFERBACK', step: 'documentUpload', referBackSteps })).toBe(
      true,
    );
    expect(applicantMayChangeStep({ status: 'REFERBACK', step: 'applicationForm', referBackSteps })).toBe(
      false,
    );
    expect(
      applicantMayChangeStep({ status: 'REFERBACK', step: 'emailVerification', referBackSteps: null }),
    ).toBe(false);
    // e-KYC is redone after the resubmission, as it was after the first submission.
    expect(applicantMayChangeStep({ status: 'REFERBACK', step: 'ekyc', referBackSteps: ['ekyc'] })).toBe(
      false,
    );
    expect(applicantMayChangeStep({ status: 'PENDING', step: 'ekyc', referBackSteps: null })).toBe(true);
    expect(applicantMayChangeStep({ status: 'DRAFT', step: 'applicationForm', referBackSteps: null })).toBe(
      true,
    );
    expect(applicantMayChangeStep({ status: 'PENDING', step: 'applicationForm', referBackSteps: null })).toBe(
      false,
    );
  });

  it('names each step once, in the journey’s order', () => {
    expect(referBackStepsInOrder(['ekyc', 'applicationForm', 'ekyc'])).toEqual(['applicationForm', 'ekyc']);
    expect(() => referBackStepsInOrder([])).toThrow(RangeError);
  });
});

describe('the terms an approver sets', () => {
  it('accepts the product’s terms up to the maximum eligible amount', () => {
    expect(
      approvalTermsProblems({ amountSen: 500_000, tenureMonths: 12, maxEligibleAmountSen: sen(500_000) }),
    ).toEqual([]);
  });

  it.each([
    [600_000, 12, [{ key: 'validation.amountAboveMaximum', params: { max: 5_000 } }]],
    [550_000, 12, [{ key: 'validation.amountStep', params: { step: 1_000 } }]],
    [500_000, 36, [{ key: 'validation.tenureOutOfRange', params: { min: 6, max: 24 } }]],
    [
      600_000,
      3,
      [
        { key: 'validation.tenureOutOfRange', params: { min: 6, max: 24 } },
        { key: 'validation.amountAboveMaximum', params: { max: 5_000 } },
      ],
    ],
  ])('refuses RM%i sen over %i months', (amountSen, tenureMonths, problems) => {
    expect(approvalTermsProblems({ amountSen, tenureMonths, maxEligibleAmountSen: sen(500_000) })).toEqual(
      problems,
    );
  });
});
