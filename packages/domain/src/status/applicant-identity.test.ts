import { describe, expect, it } from 'vitest';
import { holdsApplicantIdentity, identityCorrectionEffect } from './applicant-identity.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status.ts';

describe("an application and its applicant's identity", () => {
  it.each([
    // status -> binds the profile's identity, what an officer's correction does to it
    ['DRAFT', true, 'reverify'],
    ['REFERBACK', true, 'reverify'],
    ['PENDING', true, 'referBack'],
    ['FOLLOWED_UP', true, 'referBack'],
    ['SUBMITTED_FOR_APPROVAL', true, 'referBack'],
    ['SUBMITTED_FOR_VERIFIER_2', true, 'referBack'],
    ['SUBMITTED_FOR_APPROVAL_1', true, 'referBack'],
    ['SUBMITTED_FOR_APPROVAL_2', true, 'referBack'],
    ['APPROVED', true, 'refuse'],
    ['REFERBACK_FROM_PENDING_DISBURSEMENT', true, 'refuse'],
    ['SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT', true, 'refuse'],
    ['RESCHEDULED_APPROVED', true, 'refuse'],
    ['RESCHEDULED_SIGNED', true, 'refuse'],
    ['CANCELED', false, 'keep'],
    ['REJECTED', false, 'keep'],
  ] as const)('%s: binds %s, a correction does %s', (status, binds, effect) => {
    expect(holdsApplicantIdentity(status)).toBe(binds);
    expect(identityCorrectionEffect(status)).toBe(effect);
  });

  it('has an answer for every status', () => {
    const listed = new Set<ApplicationStatus>([
      'DRAFT',
      'REFERBACK',
      'PENDING',
      'FOLLOWED_UP',
      'SUBMITTED_FOR_APPROVAL',
      'SUBMITTED_FOR_VERIFIER_2',
      'SUBMITTED_FOR_APPROVAL_1',
      'SUBMITTED_FOR_APPROVAL_2',
      'APPROVED',
      'REFERBACK_FROM_PENDING_DISBURSEMENT',
      'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
      'RESCHEDULED_APPROVED',
      'RESCHEDULED_SIGNED',
      'CANCELED',
      'REJECTED',
    ]);
    expect(APPLICATION_STATUSES.filter((status) => !listed.has(status))).toEqual([]);
  });
});
