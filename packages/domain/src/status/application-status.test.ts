import { describe, expect, it } from 'vitest';
import { REVIEWING_OFFICERS } from './actors.ts';
import {
  APPLICATION_STATUSES,
  AWAITING_OFFICER_STATUSES,
  isApplicationStatus,
  isAwaitingApplicant,
  isAwaitingOfficer,
  isDeletable,
  isTerminal,
  occursInWorkflow,
  WORKFLOW_STATUSES,
  WORKFLOWS,
} from './application-status.ts';
import { rolesThatCanAct } from './application-transitions.ts';

describe('application status values', () => {
  it('has the spec’s twelve single-approver values and three more for two levels', () => {
    expect(WORKFLOW_STATUSES.single).toHaveLength(12);
    expect(WORKFLOW_STATUSES.twoLevel).toHaveLength(14);
    expect(APPLICATION_STATUSES).toHaveLength(15);
  });

  it.each([
    ['SUBMITTED_FOR_APPROVAL', 'single', true],
    ['SUBMITTED_FOR_APPROVAL', 'twoLevel', false],
    ['SUBMITTED_FOR_VERIFIER_2', 'single', false],
    ['SUBMITTED_FOR_APPROVAL_2', 'twoLevel', true],
    ['REFERBACK_FROM_PENDING_DISBURSEMENT', 'twoLevel', true],
  ] as const)('%s occurs in %s: %s', (status, workflow, occurs) => {
    expect(occursInWorkflow(status, workflow)).toBe(occurs);
  });

  it.each([
    // status, terminal, awaiting an officer, awaiting the applicant, deletable
    ['DRAFT', false, false, true, true],
    ['PENDING', false, true, false, false],
    ['FOLLOWED_UP', false, true, false, false],
    ['REFERBACK', false, false, true, false],
    ['SUBMITTED_FOR_APPROVAL_1', false, true, false, false],
    ['SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT', false, true, false, false],
    ['REFERBACK_FROM_PENDING_DISBURSEMENT', false, false, true, false],
    ['APPROVED', false, false, false, false],
    ['REJECTED', true, false, false, false],
    ['CANCELED', true, false, false, false],
  ] as const)(
    '%s: terminal %s, awaiting officer %s, awaiting applicant %s, deletable %s',
    (status, terminal, officer, applicant, deletable) => {
      expect([
        isTerminal(status),
        isAwaitingOfficer(status),
        isAwaitingApplicant(status),
        isDeletable(status),
      ]).toEqual([terminal, officer, applicant, deletable]);
    },
  );

  it('puts every status awaiting an officer in some reviewing officer’s queue', () => {
    for (const workflow of WORKFLOWS)
      for (const status of AWAITING_OFFICER_STATUSES.filter((s) => occursInWorkflow(s, workflow))) {
        const roles = rolesThatCanAct({ workflow, from: status });
        expect({
          workflow,
          status,
          reviewed: roles.some((r) => (REVIEWING_OFFICERS as readonly string[]).includes(r)),
        }).toEqual({
          workflow,
          status,
          reviewed: true,
        });
      }
  });

  it('recognises status values', () => {
    expect(isApplicationStatus('SUBMITTED_FOR_VERIFIER_2')).toBe(true);
    expect(isApplicationStatus('CANCELLED')).toBe(false);
  });
});
