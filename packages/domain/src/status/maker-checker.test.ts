import { describe, expect, it } from 'vitest';
import { officersWhoDecidedThisRound } from './maker-checker.ts';

describe('officersWhoDecidedThisRound', () => {
  it('reads the decisions since the applicant last handed the application over', () => {
    expect(
      officersWhoDecidedThisRound([
        { event: 'submit' },
        { event: 'verify', officerId: 'aina' },
        { event: 'referBack', officerId: 'badrul' }, // a refer-back is not a decision
        { event: 'resubmit' },
        { event: 'followUp', officerId: 'chong' },
        { event: 'verify', officerId: 'chong' },
        { event: 'verify', officerId: 'devi' },
      ]),
    ).toEqual(['chong', 'devi']);
  });

  it('starts afresh after a resubmission from pending disbursement', () => {
    expect(
      officersWhoDecidedThisRound([
        { event: 'submit' },
        { event: 'verify', officerId: 'aina' },
        { event: 'approve', officerId: 'badrul' },
        { event: 'referBackFromPendingDisbursement', officerId: 'aina' },
        { event: 'resubmitFromPendingDisbursement' },
      ]),
    ).toEqual([]);
  });

  it('is empty for a fresh application', () => {
    expect(officersWhoDecidedThisRound([])).toEqual([]);
  });
});
