import { describe, expect, it } from 'vitest';
import { type HomeScreenInput, homeScreen } from './home-screen.ts';
import { COMPLETED_MARKERS } from './onboarding-steps.ts';

const now = new Date('2026-05-01T09:00:00+08:00');
const FORM = 'APPLICATIONFORMCOMPLETED';
const EMAIL = 'EMAILVERIFICATIONCOMPLETED';
const DOCS = 'DOCUMENTUPLOADCOMPLETED';
const EKYC = 'EKYCCOMPLETED';
const ALL = COMPLETED_MARKERS;
const base: HomeScreenInput = { variant: 'conventional', now };

describe('homeScreen', () => {
  it.each([
    // application status, markers -> screen, the button's route
    ['DRAFT', [], 'applicationIncomplete', '/application'],
    ['DRAFT', [FORM], 'applicationIncomplete', '/application/email-verification'],
    ['DRAFT', [FORM, EMAIL], 'applicationIncomplete', '/application/document-upload'],
    ['DRAFT', [FORM, EMAIL, DOCS], 'applicationIncomplete', '/application/summary'],
    ['PENDING', [FORM, EMAIL, DOCS], 'applicationIncomplete', '/application/identity-verification'],
    [
      'PENDING',
      [FORM, EMAIL, DOCS, 'EKYCERROR'],
      'applicationIncomplete',
      '/application/identity-verification',
    ],
    ['PENDING', ALL, 'pendingApproval', '/loan-status-check'],
    ['FOLLOWED_UP', ALL, 'pendingApproval', '/loan-status-check'],
    ['SUBMITTED_FOR_APPROVAL', ALL, 'pendingApproval', '/loan-status-check'],
    ['SUBMITTED_FOR_APPROVAL_2', ALL, 'pendingApproval', '/loan-status-check'],
    ['REFERBACK', [FORM, EMAIL, EKYC], 'applicationIncomplete', '/application/document-upload'],
    ['REFERBACK', ALL, 'applicationIncomplete', '/application/summary'],
    // Referred back while pending disbursement: the applicant fixes, then waits for approval again.
    ['REFERBACK_FROM_PENDING_DISBURSEMENT', [EMAIL, DOCS, EKYC], 'applicationIncomplete', '/application'],
    ['SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT', ALL, 'pendingApproval', '/loan-status-check'],
    ['CANCELED', ALL, 'cancelledOrRemoved', '/testing-eligibility'],
    ['REJECTED', ALL, 'rejected', null],
  ] as const)('%s with %j shows %s, button to %s', (applicationStatus, markers, screen, route) => {
    const result = homeScreen({ ...base, applicationStatus, markers });
    expect({ screen: result.screen, route: result.action?.route ?? null }).toEqual({ screen, route });
  });

  it.each([
    // agreement status, account status -> screen, the button's route (null when the applicant can only wait)
    [undefined, undefined, 'approvedPendingAgreement', '/loan-status-check'],
    ['SUMMARY_PENDING', undefined, 'approvedPendingAgreement', '/loan-status/approved-loan-summary'],
    ['AWAITING_ATTESTATION', undefined, 'approvedProceedToAttestation', '/loan-status/attestation-option'],
    [
      'LIVE_CALL_SCHEDULED',
      undefined,
      'liveAttestationScheduled',
      '/loan-status/attestation-option/live-call',
    ],
    ['ATTESTED', undefined, 'attestationCompletedProceedToSigning', '/loan-status/loan-agreement'],
    [
      'AGREEMENT_ACCEPTED',
      undefined,
      'attestationCompletedProceedToSigning',
      '/loan-status/account-creation',
    ],
    [
      'CERTIFICATE_ENROLLED',
      undefined,
      'attestationCompletedProceedToSigning',
      '/loan-status/digital-signing',
    ],
    ['SIGNED', undefined, 'agreementSigned', '/direct-debit'],
    ['STAMPED', undefined, 'agreementSigned', '/direct-debit'],
    ['PENDING_DISBURSEMENT', undefined, 'pendingDisbursement', null],
    ['DISBURSEMENT_PREPARED', undefined, 'payoutOnItsWay', null],
    ['PAYOUT_SENT', undefined, 'payoutOnItsWay', null],
    ['DISBURSED', undefined, 'paymentDisbursed', '/repayment-schedule'],
    ['COMPLETED', undefined, 'agreementCompleted', '/testing-eligibility'],
    ['DISBURSED', 'ACTIVE', 'paymentDisbursed', '/repayment-schedule'],
    ['DISBURSED', 'WRITEOFF', 'paymentDisbursed', '/repayment-schedule'], // a written-off loan is still owed
    ['DISBURSED', 'CLOSED', 'completed', '/testing-eligibility'],
    ['COMPLETED', 'CLOSED', 'completed', '/testing-eligibility'],
    ['CANCELED', undefined, 'cancelledOrRemoved', '/testing-eligibility'],
  ] as const)(
    'APPROVED with agreement %s, account %s shows %s, button to %s',
    (agreementStatus, accountStatus, screen, route) => {
      const result = homeScreen({
        ...base,
        applicationStatus: 'APPROVED',
        markers: ALL,
        agreementStatus,
        accountStatus,
      });
      expect({ screen: result.screen, route: result.action?.route ?? null }).toEqual({ screen, route });
    },
  );

  it.each([
    [undefined, '/direct-debit'],
    [null, '/direct-debit'],
    ['REJECTED', '/direct-debit'],
    ['CANCELLED', '/direct-debit'],
    ['PENDING', '/direct-debit/confirmation'],
    ['ACTIVE', '/direct-debit-enrollment'],
  ] as const)('signed with a mandate %s: the button leads to %s', (mandateState, route) => {
    for (const agreementStatus of ['SIGNED', 'STAMPED'] as const) {
      const result = homeScreen({ ...base, applicationStatus: 'APPROVED', agreementStatus, mandateState });
      expect(result.action?.route).toBe(route);
    }
  });

  it('lets a completed agreement’s applicant apply anew, unless a ban holds them back', () => {
    const completed = { ...base, applicationStatus: 'APPROVED', agreementStatus: 'COMPLETED' } as const;
    expect(homeScreen(completed).action?.kind).toBe('applyNew');
    const until = new Date(base.now.getTime() + 86_400_000).toISOString();
    expect(homeScreen({ ...completed, allowToApplyNewLoanAfterDateTime: until }).screen).toBe(
      'temporarilyBanned',
    );
  });

  it('keeps the way to the loan account beside a new application once the loan is paid out', () => {
    const completed = { ...base, applicationStatus: 'APPROVED', agreementStatus: 'COMPLETED' } as const;
    expect(homeScreen(completed).loanAction).toEqual({
      kind: 'viewMyLoan',
      route: '/repayment-schedule',
      labelKey: 'status.homeActions.myLoan',
      redirect: false,
    });
    expect(homeScreen({ ...completed, variant: 'islamic' }).loanAction?.route).toBe(
      '/islamic/repayment-schedule',
    );
    const until = new Date(base.now.getTime() + 86_400_000).toISOString();
    expect(homeScreen({ ...completed, allowToApplyNewLoanAfterDateTime: until }).loanAction?.kind).toBe(
      'viewMyLoan',
    );
    expect(homeScreen({ ...completed, accountStatus: 'CLOSED' }).loanAction?.kind).toBe('viewMyLoan');
    // The disbursed screen's own button already leads there; before payout there is no account to show.
    expect(homeScreen({ ...completed, agreementStatus: 'DISBURSED' }).loanAction).toBeUndefined();
    expect(homeScreen({ ...completed, accountStatus: 'ACTIVE' }).loanAction).toBeUndefined();
    expect(homeScreen({ ...completed, agreementStatus: 'PAYOUT_SENT' }).loanAction).toBeUndefined();
  });

  it('shows a rescheduled loan as disbursed, and a user who never applied may start', () => {
    const rescheduled = { applicationStatus: 'RESCHEDULED_SIGNED', accountStatus: 'ACTIVE' } as const;
    expect(homeScreen({ ...base, ...rescheduled }).screen).toBe('paymentDisbursed');
    expect(homeScreen({ ...base, applicationStatus: 'RESCHEDULED_APPROVED' }).screen).toBe(
      'paymentDisbursed',
    );
    expect(homeScreen(base).screen).toBe('readyToCreate');
  });

  it('sends a rejected applicant to not-allow-new-loan while the ban lasts, by application type', () => {
    const banned = {
      applicationStatus: 'REJECTED',
      allowToApplyNewLoanAfterDateTime: '2026-07-20T00:00:00+08:00',
    } as const;
    expect(homeScreen({ ...base, ...banned })).toEqual({
      screen: 'notAllowNewLoan',
      action: {
        kind: 'notAllowNewLoan',
        route: '/not-allow-new-loan',
        labelKey: 'status.homeActions.notAllowNewLoan',
        redirect: true,
      },
      reapplyAfter: '2026-07-19T16:00:00.000Z',
    });
    expect(homeScreen({ ...base, ...banned, variant: 'islamic' }).action?.route).toBe(
      '/islamic/not-allow-new-loan',
    );
  });

  it.each([
    ['2026-05-01T09:00:00+08:00', 'notAllowNewLoan'], // at the very moment: not yet after it
    ['2026-05-01T08:59:59+08:00', 'readyToCreate'],
    ['2026-02-01T00:00:00+08:00', 'readyToCreate'],
  ] as const)('a rejection with the ban ending %s shows %s', (allowToApplyNewLoanAfterDateTime, screen) => {
    expect(
      homeScreen({ ...base, applicationStatus: 'REJECTED', allowToApplyNewLoanAfterDateTime }).screen,
    ).toBe(screen);
  });

  it.each([
    [{}, 'temporarilyBanned'],
    [{ applicationStatus: 'CANCELED' }, 'temporarilyBanned'],
    [{ applicationStatus: 'APPROVED', accountStatus: 'CLOSED' }, 'temporarilyBanned'],
    // A ban stops only a new application; one under way carries on.
    [{ applicationStatus: 'PENDING', markers: COMPLETED_MARKERS }, 'pendingApproval'],
    [
      { applicationStatus: 'APPROVED', agreementStatus: 'AWAITING_ATTESTATION' },
      'approvedProceedToAttestation',
    ],
  ] as const)('with a ban in force, %j shows %s', (known, screen) => {
    const result = homeScreen({
      ...base,
      ...known,
      allowToApplyNewLoanAfterDateTime: '2026-06-01T00:00:00Z',
    });
    expect(result.screen).toBe(screen);
    if (screen === 'temporarilyBanned')
      expect(result).toMatchObject({ action: null, reapplyAfter: '2026-06-01T00:00:00.000Z' });
  });

  it('prefixes the Islamic routes and names the button', () => {
    expect(
      homeScreen({
        ...base,
        variant: 'islamic',
        applicationStatus: 'APPROVED',
        agreementStatus: 'AWAITING_ATTESTATION',
      }).action,
    ).toEqual({
      kind: 'chooseAttestation',
      route: '/islamic/loan-status/attestation-option',
      labelKey: 'status.homeActions.proceedToAttestation',
      redirect: false,
    });
  });

  it('refuses a ban date it cannot read', () => {
    expect(() => homeScreen({ ...base, allowToApplyNewLoanAfterDateTime: 'soon' })).toThrow(
      expect.objectContaining({ key: 'validation.invalidDate' }),
    );
  });
});
