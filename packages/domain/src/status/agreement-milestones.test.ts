import { describe, expect, it } from 'vitest';
import { isAgreementMilestone } from './agreement-milestones.ts';
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
});
