import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AGREEMENT_PATHS, type AgreementView, type ApprovedSummary, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const value = (name: string) => screen.getByRole('definition', { name }).textContent;

function agreement(changes: Partial<AgreementView> = {}): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'SUMMARY_PENDING',
    approvedAmountSen: sen(500_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: null,
    protectionTaken: null,
    allowedEvents: ['acceptSummary', 'cancel'],
    ...changes,
  };
}

/** RM5,000 over 12 months at 18%, a RM30 fee after no waiver, 0.5% stamp duty, insurance at 1.20% gross. */
function loanSummary(changes: Partial<ApprovedSummary> = {}): ApprovedSummary {
  return {
    agreementId: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'SUMMARY_PENDING',
    approvedAmountSen: sen(500_000),
    annualRateBp: 1800,
    tenureMonths: 12,
    stampDutySen: sen(2_500),
    processingFeeSen: sen(3_000),
    referralWaiverSen: sen(0),
    campaignCode: null,
    wakalahFeeSen: sen(0),
    monthlyInstalmentSen: sen(49_167),
    lastInstalmentSen: sen(49_163),
    totalInterestSen: sen(90_000),
    totalPayableSen: sen(590_000),
    netAmountSen: sen(494_500),
    protection: {
      providerName: 'Perisai Insurance Berhad',
      grossRateBp: 120,
      serviceTaxBp: 800,
      grossPremiumSen: sen(6_000),
      serviceTaxSen: sen(480),
      totalPremiumSen: sen(6_480),
      netAmountSen: sen(488_020),
    },
    acceptance: null,
    ...changes,
  };
}

/** RM4,000 over 12 months: the selling price, the Wakalah fee and takaful, with a campaign code's waiver. */
function financingSummary(): ApprovedSummary {
  return loanSummary({
    agreementNo: 'SKF-2026-000002',
    company: 'islamic',
    approvedAmountSen: sen(400_000),
    stampDutySen: sen(2_000),
    processingFeeSen: sen(2_000),
    referralWaiverSen: sen(1_000),
    campaignCode: 'RAYA26',
    wakalahFeeSen: sen(2_000),
    monthlyInstalmentSen: sen(39_333),
    lastInstalmentSen: sen(39_337),
    totalInterestSen: sen(72_000),
    totalPayableSen: sen(472_000),
    netAmountSen: sen(394_000),
    protection: {
      providerName: 'Perisai Takaful Berhad',
      grossRateBp: 108,
      serviceTaxBp: 800,
      grossPremiumSen: sen(4_320),
      serviceTaxSen: sen(346),
      totalPremiumSen: sen(4_666),
      netAmountSen: sen(389_334),
    },
  });
}

function answers(options: { current?: AgreementView | null; summary?: ApprovedSummary } = {}) {
  const current = options.current === undefined ? agreement() : options.current;
  return fakeApi({
    [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: current } },
    [`GET ${AGREEMENT_PATHS.summary(AGREEMENT_ID)}`]: { status: 200, body: options.summary ?? loanSummary() },
    [`POST ${AGREEMENT_PATHS.acceptSummary(AGREEMENT_ID)}`]: {
      status: 200,
      body: {
        message: 'Thank you. Your approved summary is accepted.',
        agreement: agreement({ status: 'AWAITING_ATTESTATION', protectionTaken: true }),
      },
    },
    [`PATCH ${AGREEMENT_PATHS.cancel(AGREEMENT_ID)}`]: {
      status: 200,
      body: {
        message: 'Your application and its agreement are cancelled.',
        agreement: agreement({ status: 'CANCELED', allowedEvents: [] }),
      },
    },
  });
}

describe('the approved loan summary page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it("shows every figure of the server's summary to the sen, and the protection with its service tax", async () => {
    answers();
    const { container } = await renderApp('/loan-status/approved-loan-summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved Loan Summary' })).toBeTruthy();
    await screen.findByRole('definition', { name: 'Approved loan amount' });
    expect(
      [
        'Agreement number',
        'Approved loan amount',
        'Interest rate per annum',
        'Tenure',
        'Stamp duty',
        'Processing fee (inclusive of SST)',
        'Referral waiver',
        'Campaign code',
        'Monthly instalment',
        'Last instalment',
        'Total payable',
        'Net amount received',
      ].map((name) => [name, value(name)]),
    ).toEqual([
      ['Agreement number', 'SKL-2026-000001'],
      ['Approved loan amount', 'RM5,000.00'],
      ['Interest rate per annum', '18%'],
      ['Tenure', '12 months'],
      ['Stamp duty', 'RM25.00'],
      ['Processing fee (inclusive of SST)', 'RM30.00'],
      ['Referral waiver', 'RM0.00'],
      ['Campaign code', 'None'],
      ['Monthly instalment', 'RM491.67'],
      ['Last instalment', 'RM491.63'],
      ['Total payable', 'RM5,900.00'],
      ['Net amount received', 'RM4,945.00'],
    ]);
    expect(screen.queryByRole('definition', { name: 'Wakalah fee' })).toBeNull();
    const protection = within(screen.getByRole('region', { name: 'Loan protection insurance (optional)' }));
    expect(protection.getByText(/Protection by Perisai Insurance Berhad/)).toBeTruthy();
    expect(value('Gross premium')).toBe('RM60.00');
    expect(value('Service tax (8%)')).toBe('RM4.80');
    expect(value('Total premium')).toBe('RM64.80');
    expect(value('Net amount received with protection')).toBe('RM4,880.20');
    expect(document.body.textContent).not.toMatch(/commission/i);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('accepts with the protection plan when ticked, then shows the next step at home', async () => {
    const server = answers();
    const { user, router } = await renderApp('/loan-status/approved-loan-summary');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Yes, add the protection plan to my loan' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.to(AGREEMENT_PATHS.acceptSummary(AGREEMENT_ID))[0]?.body).toEqual({ takeProtection: true });
    expect(await screen.findByText('Thank you. Your approved summary is accepted.')).toBeTruthy();
  });

  it('accepts without the plan when left unticked', async () => {
    const server = answers();
    const { user } = await renderApp('/loan-status/approved-loan-summary');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(server.to(AGREEMENT_PATHS.acceptSummary(AGREEMENT_ID))).toHaveLength(1));
    expect(server.to(AGREEMENT_PATHS.acceptSummary(AGREEMENT_ID))[0]?.body).toEqual({
      takeProtection: false,
    });
  });

  it('asks before cancelling: keeping it sends nothing, confirming cancels and goes home', async () => {
    const server = answers();
    const { user, router } = await renderApp('/loan-status/approved-loan-summary');
    await user.click(await screen.findByRole('button', { name: 'Cancel application' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel your application?' }));
    await user.click(dialog.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.to(AGREEMENT_PATHS.cancel(AGREEMENT_ID))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel application' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Cancel your application?' }));
    await user.click(again.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.to(AGREEMENT_PATHS.cancel(AGREEMENT_ID))[0]?.method).toBe('PATCH');
    expect(await screen.findByText('Your application and its agreement are cancelled.')).toBeTruthy();
  });

  it("shows the server's refusal of an acceptance and stays", async () => {
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: agreement() } },
      [`GET ${AGREEMENT_PATHS.summary(AGREEMENT_ID)}`]: { status: 200, body: loanSummary() },
      [`POST ${AGREEMENT_PATHS.acceptSummary(AGREEMENT_ID)}`]: {
        status: 409,
        body: { message: 'This step is not allowed now.' },
      },
    });
    const { user, router } = await renderApp('/loan-status/approved-loan-summary');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('This step is not allowed now.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loan-status/approved-loan-summary');
  });

  it('once accepted: the figures as accepted, no second acceptance, Continue home', async () => {
    answers({
      current: agreement({
        status: 'AWAITING_ATTESTATION',
        protectionTaken: true,
        allowedEvents: ['attestByVideo', 'scheduleLiveCall', 'cancel'],
      }),
      summary: loanSummary({
        status: 'AWAITING_ATTESTATION',
        acceptance: { acceptedAt: '2026-11-21T04:30:00.000Z', protectionTaken: true },
      }),
    });
    await renderApp('/loan-status/approved-loan-summary');
    expect(
      await screen.findByText(/You accepted this summary on .*, with the protection plan\./),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('button', { name: 'Cancel application' })).toBeTruthy();
  });

  it('says the summary is not ready when no agreement is open', async () => {
    answers({ current: null });
    await renderApp('/loan-status/approved-loan-summary');
    expect(
      await screen.findByText('Your approved summary is not ready yet. Please check back later.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/home');
  });
});

describe('the approved financing summary page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs({ loginMethod: 'islamic' });
  });

  it('reads in the financing wording under /islamic: the selling price, the Wakalah fee and takaful', async () => {
    const server = answers({
      current: agreement({ agreementNo: 'SKF-2026-000002', company: 'islamic' }),
      summary: financingSummary(),
    });
    const { user, container } = await renderApp('/islamic/loan-status/approved-loan-summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved Financing Summary' })).toBeTruthy();
    await screen.findByRole('definition', { name: 'Approved financing amount' });
    expect(value('Approved financing amount')).toBe('RM4,000.00');
    expect(value('Profit rate per annum')).toBe('18%');
    expect(value('Referral waiver')).toBe('RM10.00');
    expect(value('Campaign code')).toBe('RAYA26');
    expect(value('Wakalah fee')).toBe('RM20.00');
    expect(value('Monthly payment')).toBe('RM393.33');
    expect(value('Last payment')).toBe('RM393.37');
    expect(value('Selling price (the most you will ever pay)')).toBe('RM4,720.00');
    expect(value('Net amount received')).toBe('RM3,940.00');
    screen.getByRole('region', { name: 'Financing takaful protection (optional)' });
    expect(value('Gross contribution')).toBe('RM43.20');
    expect(value('Total contribution')).toBe('RM46.66');
    expect(value('Net amount received with protection')).toBe('RM3,893.34');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(
      screen.getByRole('checkbox', { name: 'Yes, add the takaful protection plan to my financing' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() =>
      expect(server.to(AGREEMENT_PATHS.acceptSummary(AGREEMENT_ID))[0]?.body).toEqual({
        takeProtection: true,
      }),
    );
  });
});
