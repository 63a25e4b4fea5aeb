import { describe, expect, it } from 'vitest';
import { AGREEMENT_STATUSES } from './agreement-status.ts';
import { AGREEMENT_STEPS, agreementStepProgress } from './agreement-steps.ts';

const labels = (progress: ReturnType<typeof agreementStepProgress>) => progress.map(({ label }) => label);

describe('agreementStepProgress', () => {
  it.each([
    [
      'SUMMARY_PENDING',
      ['currentProgress', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting'],
    ],
    [
      'LIVE_CALL_SCHEDULED',
      ['completed', 'currentProgress', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting'],
    ],
    ['ATTESTED', ['completed', 'completed', 'currentProgress', 'waiting', 'waiting', 'waiting', 'waiting']],
    [
      'CERTIFICATE_ENROLLED',
      ['completed', 'completed', 'completed', 'completed', 'currentProgress', 'waiting', 'waiting'],
    ],
    [
      'STAMPED',
      ['completed', 'completed', 'completed', 'completed', 'completed', 'currentProgress', 'waiting'],
    ],
    [
      'PAYOUT_SENT',
      ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'currentProgress'],
    ],
    [
      'COMPLETED',
      ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed'],
    ],
  ] as const)('in %s reads %j', (status, expected) => {
    expect(labels(agreementStepProgress(status))).toEqual(expected);
  });

  it('leaves the direct debit out of a loan repaid from commission, which waits on its payout once signed', () => {
    const progress = agreementStepProgress('STAMPED', undefined, { directDebit: false });
    expect(progress).toEqual([
      { step: 'approvedSummary', label: 'completed' },
      { step: 'attestation', label: 'completed' },
      { step: 'loanAgreement', label: 'completed' },
      { step: 'accountCreation', label: 'completed' },
      { step: 'signing', label: 'completed' },
      { step: 'disbursement', label: 'currentProgress' },
    ]);
    expect(labels(agreementStepProgress('DISBURSED', undefined, { directDebit: false }))).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
  });

  it('shows a cancelled agreement as it stood, with nothing current', () => {
    expect(labels(agreementStepProgress('CANCELED', 'ATTESTED'))).toEqual([
      'completed',
      'completed',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(labels(agreementStepProgress('CANCELED'))).toEqual(AGREEMENT_STEPS.map(() => 'waiting'));
  });

  it('has at most one current step for every status', () => {
    for (const status of AGREEMENT_STATUSES) {
      const current = labels(agreementStepProgress(status)).filter((label) => label === 'currentProgress');
      expect(current.length).toBeLessThanOrEqual(1);
    }
  });
});
