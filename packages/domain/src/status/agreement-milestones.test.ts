import { describe, expect, it } from 'vitest';
import { isAgreementMilestone, milestoneOfMove } from './agreement-milestones.ts';
import { AGREEMENT_STATUSES } from './agreement-status.ts';

describe('agreement milestones', () => {
  it('tell the applicant of attestation, signing, stamping, the money and the end, and of nothing else', () => {
    expect(AGREEMENT_STATUSES.filter(isAgreementMilestone)).toEqual([
      'ATTESTED',
      'SIGNED',
      'STAMPED',
      'PENDING_DISBURSEMENT',
      'PAYOUT_SENT',
      'DISBURSED',
      'COMPLETED',
      'CANCELED',
    ]);
  });

  it('tell of a cancellation only when the applicant walked away; the review tells of the others', () => {
    expect(milestoneOfMove('cancel', 'CANCELED')).toBe('CANCELED');
    expect(milestoneOfMove('adminCancel', 'CANCELED')).toBeNull();
    expect(milestoneOfMove('withdraw', 'CANCELED')).toBeNull();
    expect(milestoneOfMove('confirmPayout', 'DISBURSED')).toBe('DISBURSED');
    expect(milestoneOfMove('acceptSummary', 'AWAITING_ATTESTATION')).toBeNull();
  });
});
