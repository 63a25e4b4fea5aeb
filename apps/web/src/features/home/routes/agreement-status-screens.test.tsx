import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_PATHS,
  type AgreementStatus,
  type AgreementView,
  APPLICATION_PATHS,
  type ApplicationView,
  ATTESTATION_PATHS,
  AUTH_PATHS,
  DIRECT_DEBIT_PATHS,
  type MandateState,
  sen,
} from '@sinar/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, profile, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The home page's status screen at every step of the agreement, each with its next action and no axe problem. */

const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';

function approved(variant: 'conventional' | 'islamic'): ApplicationView {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    userId: USER_ID,
    applicationType: variant,
    applicationStatus: 'APPROVED',
    markers: [
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
      'EKYCCOMPLETED',
    ],
    maxEligibleAmountSen: sen(1_000_000),
    netSalarySen: sen(450_000),
    campaignCode: null,
    form: {},
    applicantEmail: 'aisyah@example.com',
    emailVerified: true,
    interestRateBpPerYear: 1800,
    estimatedMonthlyInstalmentSen: null,
    submissionDate: '2026-11-20T02:00:00.000Z',
    remarks: null,
    approval: { amountSen: sen(450_000), tenureMonths: 12 },
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
  };
}

function agreement(
  status: AgreementStatus,
  company: 'conventional' | 'islamic' = 'conventional',
): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: company === 'islamic' ? 'SKF-2026-000001' : 'SKL-2026-000001',
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    company,
    status,
    approvedAmountSen: sen(450_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: status === 'SUMMARY_PENDING' ? null : '2026-11-21T04:00:00.000Z',
    protectionTaken: status === 'SUMMARY_PENDING' ? null : false,
    allowedEvents: [],
    ...(status === 'SUMMARY_PENDING' ? { allowedEvents: ['acceptSummary', 'cancel'] } : {}),
  } as AgreementView;
}

function mandateOf(state: MandateState) {
  return {
    id: '7c2d3e4f-5a61-4b72-8c83-a4b5c6d7e8f9',
    agreementId: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    state,
    bankName: 'Maybank',
    accountType: 'savings',
    accountNoLast4: state === 'ACTIVE' ? '4321' : null,
    amountSen: 39_000,
    monthlyAmountSen: 39_000,
    tenureMonths: 12,
    balanceTenureMonths: 12,
    name: 'Aisyah binti Ahmad',
    phoneNo: '0123456789',
    at: '2026-11-24T06:30:00.000Z',
    verificationFeeSen: 100,
    rejectionReason: null,
  };
}

async function homeAt(
  status: AgreementStatus,
  options: { variant?: 'conventional' | 'islamic'; mandate?: MandateState | null; liveCall?: boolean } = {},
) {
  const variant = options.variant ?? 'conventional';
  logInAs({ loginMethod: variant === 'islamic' ? 'islamic' : 'telecom' });
  const server = fakeApi({
    [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() },
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [approved(variant)] },
    [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: agreement(status, variant) } },
    [`GET ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: options.mandate
      ? { status: 200, body: mandateOf(options.mandate) }
      : { status: 404, body: { message: 'Not Found' } },
    [`GET ${ATTESTATION_PATHS.liveCall(AGREEMENT_ID)}`]: options.liveCall
      ? {
          status: 200,
          body: {
            id: '9d3e4f50-6172-4c83-9d94-b5c6d7e8f901',
            agreementId: AGREEMENT_ID,
            // 10:00 in Malaysia.
            startsAt: '2026-12-01T02:00:00.000Z',
            endsAt: '2026-12-01T02:30:00.000Z',
            state: 'BOOKED',
            joinUrl: 'https://meet.example.test/sinar/abc',
            changeableUntil: '2026-11-30T02:00:00.000Z',
          },
        }
      : { status: 404, body: { message: 'Not Found' } },
  });
  const view = await renderApp(variant === 'islamic' ? '/islamic/home' : '/home');
  const card = await screen.findByRole('region', { name: /^Your (financing )?application$/ });
  // The screen's own heading: the card's title shows once every read it needs has answered.
  const heading = await within(card).findByRole('heading', { level: 3 });
  return { ...view, server, card, heading };
}

beforeEach(() => getQueryClient().clear());

describe('the home status screen after approval', () => {
  it.each([
    [
      'SUMMARY_PENDING',
      'Approved, pending agreement',
      'View approved loan summary',
      '/loan-status/approved-loan-summary',
    ],
    ['AWAITING_ATTESTATION', 'Approved', 'Proceed to attestation', '/loan-status/attestation-option'],
    ['ATTESTED', 'Attestation completed', 'Proceed to e-signing', '/loan-status/loan-agreement'],
    ['AGREEMENT_ACCEPTED', 'Attestation completed', 'Continue signing', '/loan-status/account-creation'],
    ['CERTIFICATE_ENROLLED', 'Attestation completed', 'Continue signing', '/loan-status/digital-signing'],
    ['DISBURSED', 'Payment disbursed', 'View repayment schedule', '/repayment-schedule'],
    ['COMPLETED', 'Payment disbursed', 'Apply now', '/testing-eligibility'],
    ['CANCELED', 'Cancelled or removed', 'Apply now', '/testing-eligibility'],
  ] as const)('%s: "%s" with the button "%s"', async (status, title, button, route) => {
    const { card, heading, container } = await homeAt(status);
    expect(heading.textContent).toBe(title);
    expect(within(card).getByRole('link', { name: button }).getAttribute('href')).toBe(route);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it.each([
    ['PENDING_DISBURSEMENT', 'Pending disbursement', /disbursed within 3 to 7 business days/],
    ['DISBURSEMENT_PREPARED', 'Payment on its way', /being paid out to your bank account/],
    ['PAYOUT_SENT', 'Payment on its way', /being paid out to your bank account/],
  ] as const)('%s: "%s", nothing to do but wait', async (status, title, message) => {
    const { card, heading, container } = await homeAt(status);
    expect(heading.textContent).toBe(title);
    expect(within(card).getByText(message)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it.each([
    ['SIGNED', null, 'Set up direct debit', '/direct-debit'],
    ['STAMPED', null, 'Set up direct debit', '/direct-debit'],
    ['STAMPED', 'REJECTED', 'Set up direct debit', '/direct-debit'],
    ['STAMPED', 'PENDING', 'Check your direct debit', '/direct-debit/confirmation'],
    ['SIGNED', 'ACTIVE', 'View your direct debit', '/direct-debit-enrollment'],
  ] as const)(
    '%s with a mandate %s: stamping in progress, the button "%s"',
    async (status, mandate, button, route) => {
      const { card, heading, container } = await homeAt(status, { mandate });
      expect(heading.textContent).toBe('Agreement signed');
      expect(within(card).getByText(/Your agreement is being stamped/)).toBeTruthy();
      expect(within(card).getByRole('link', { name: button }).getAttribute('href')).toBe(route);
      expect(await seriousAccessibilityProblems(container)).toEqual([]);
    },
  );

  it('a live call booked: its time in Malaysia, the join link and the way to change it', async () => {
    const { card, heading, container, server } = await homeAt('LIVE_CALL_SCHEDULED', { liveCall: true });
    expect(heading.textContent).toBe('Live attestation scheduled');
    expect(await within(card).findByText(/^Your call: 1 Dec 2026, 10:00\s?am MYT/i)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Join the call' }).getAttribute('href')).toBe(
      'https://meet.example.test/sinar/abc',
    );
    expect(within(card).getByRole('link', { name: 'Change appointment' }).getAttribute('href')).toBe(
      '/loan-status/attestation-option/live-call',
    );
    expect(server.to(DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID))).toEqual([]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("a completed agreement: 'Apply now', and 'My loan' to the loan account's pages", async () => {
    const { card, container } = await homeAt('COMPLETED');
    expect(within(card).getByRole('link', { name: 'My loan' }).getAttribute('href')).toBe(
      '/repayment-schedule',
    );
    expect(within(card).getByRole('link', { name: 'Apply now' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("'My financing' under /islamic", async () => {
    const { card } = await homeAt('COMPLETED', { variant: 'islamic' });
    expect(within(card).getByRole('link', { name: 'My financing' }).getAttribute('href')).toBe(
      '/islamic/repayment-schedule',
    );
  });

  it('speaks of financing under /islamic', async () => {
    const { card, heading } = await homeAt('STAMPED', { variant: 'islamic' });
    expect(heading.textContent).toBe('Agreement signed');
    expect(within(card).getByText(/so that your financing can be disbursed/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Set up direct debit' }).getAttribute('href')).toBe(
      '/islamic/direct-debit',
    );
  });
});
