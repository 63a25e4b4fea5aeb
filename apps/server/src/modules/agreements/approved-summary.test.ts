import { AGREEMENT_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { createApplicant, pendingApplication } from '../review/testing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The approved summary (spec 000 section 3) read like the statement the customer sees, its acceptance with or
 * without protection, and the agreement's status; every call answers its own applicant only.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: ApprovedApplication;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  loan = await approvedApplication(t, team, { check: { campaignCode: 'SINAR20' } });
});
afterAll(() => t.close());

describe('the approved loan summary', () => {
  it('shows every figure of RM5,000 over 12 months with SINAR20, with and without loan insurance', async () => {
    const response = await call(t, loan.applicant, 'GET', AGREEMENT_PATHS.summary(loan.agreementId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      agreementId: loan.agreementId,
      agreementNo: expect.stringMatching(/^SKL-2026-\d{6}$/),
      applicationNo: loan.applicationNo,
      company: 'conventional',
      status: 'SUMMARY_PENDING',
      approvedAmountSen: 500_000, // RM5,000.00
      annualRateBp: 1_800, // 18% per annum
      tenureMonths: 12,
      stampDutySen: 2_500, // 0.5%: RM25.00
      processingFeeSen: 3_000, // RM50.00 inclusive of SST, less the waiver: RM30.00
      referralWaiverSen: 2_000, // RM20.00
      campaignCode: 'SINAR20',
      wakalahFeeSen: 0,
      monthlyInstalmentSen: 49_167, // RM5,900 / 12 = RM491.67
      lastInstalmentSen: 49_163, // RM491.63
      totalInterestSen: 90_000, // RM900.00
      totalPayableSen: 590_000, // RM5,900.00
      netAmountSen: 494_500, // RM5,000 - RM25 - RM30 = RM4,945.00
      protection: {
        providerName: 'Perisai Insurance Berhad',
        grossRateBp: 120,
        serviceTaxBp: 800,
        grossPremiumSen: 6_000, // 1.20% of RM5,000: RM60.00
        serviceTaxSen: 480, // 8%: RM4.80
        totalPremiumSen: 6_480, // RM64.80
        netAmountSen: 488_020, // RM4,945.00 - RM64.80 = RM4,880.20
      },
      acceptance: null,
    });
    expect(response.body).not.toMatch(/commission/i);
  });

  it('records the figures and the agent’s commission when accepted with protection, and moves to attestation', async () => {
    const accepted = await call(t, loan.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(loan.agreementId), {
      takeProtection: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: en.agreements.summaryAccepted,
      agreement: {
        id: loan.agreementId,
        status: 'AWAITING_ATTESTATION',
        protectionTaken: true,
        summaryAcceptedAt: t.clock.now().toISOString(),
        allowedEvents: ['attestByVideo', 'scheduleLiveCall', 'cancel'],
      },
    });
    expect(accepted.body).not.toMatch(/commission/i);

    const { agreement, events } = await storedAgreement(t, loan.agreementId);
    expect(agreement).toMatchObject({
      status: 'AWAITING_ATTESTATION',
      summary_accepted_at: t.clock.now(),
      protection_taken: true,
      protection_provider_name: 'Perisai Insurance Berhad',
      protection_gross_rate_bp: 120,
      monthly_instalment_sen: 49_167,
      last_instalment_sen: 49_163,
      total_interest_sen: 90_000,
      total_payable_sen: 590_000,
      stamp_duty_sen: 2_500,
      processing_fee_sen: 3_000,
      wakalah_fee_sen: 0,
      gross_premium_sen: 6_000,
      premium_service_tax_sen: 480,
      total_premium_sen: 6_480,
      total_deductions_sen: 11_980, // RM25.00 + RM30.00 + RM64.80
      net_disbursement_sen: 488_020, // RM4,880.20 paid out
      agent_commission_sen: 1_500, // 25% of RM60.00, for the back office
    });
    expect(events.at(-1)).toEqual({
      event: 'acceptSummary',
      from: 'SUMMARY_PENDING',
      to: 'AWAITING_ATTESTATION',
      actorType: 'applicant',
      actorId: loan.applicant.userId,
      actorName: null,
      actorRole: null,
      remark: null,
    });

    const summary = (await call(t, loan.applicant, 'GET', AGREEMENT_PATHS.summary(loan.agreementId))).json();
    expect(summary).toMatchObject({
      status: 'AWAITING_ATTESTATION',
      netAmountSen: 494_500,
      protection: { totalPremiumSen: 6_480, netAmountSen: 488_020 },
      acceptance: { acceptedAt: t.clock.now().toISOString(), protectionTaken: true },
    });
  });

  it('refuses a second acceptance with a 409 and keeps the first', async () => {
    const before = await storedAgreement(t, loan.agreementId);
    const again = await call(t, loan.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(loan.agreementId), {
      takeProtection: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: en.errors.transitionNotAllowed });
    expect(await storedAgreement(t, loan.agreementId)).toEqual(before);
  });

  it('lists the steps with the spec’s labels and the history', async () => {
    const response = await call(t, loan.applicant, 'GET', AGREEMENT_PATHS.status(loan.agreementId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'AWAITING_ATTESTATION',
      steps: [
        { step: 'approvedSummary', label: 'completed' },
        { step: 'attestation', label: 'currentProgress' },
        { step: 'loanAgreement', label: 'waiting' },
        { step: 'accountCreation', label: 'waiting' },
        { step: 'signing', label: 'waiting' },
        { step: 'directDebit', label: 'waiting' },
        { step: 'disbursement', label: 'waiting' },
      ],
      history: [
        { event: 'open', from: null, to: 'SUMMARY_PENDING', actor: 'system' },
        { event: 'acceptSummary', from: 'SUMMARY_PENDING', to: 'AWAITING_ATTESTATION', actor: 'applicant' },
      ],
    });
  });
});

describe('the approved financing summary', () => {
  it('shows the selling price and the Wakalah fee, and is accepted without takaful', async () => {
    const financing = await approvedApplication(t, team, {
      check: { applicationType: 'islamic' },
      amountSen: 400_000,
      tenureMonths: 12,
    });
    const summary = (
      await call(t, financing.applicant, 'GET', AGREEMENT_PATHS.summary(financing.agreementId))
    ).json();
    expect(summary).toMatchObject({
      company: 'islamic',
      approvedAmountSen: 400_000,
      stampDutySen: 2_000, // RM20.00
      processingFeeSen: 3_000, // RM30.00
      referralWaiverSen: 0,
      campaignCode: null,
      wakalahFeeSen: 2_000, // RM20.00
      monthlyInstalmentSen: 39_333, // RM393.33
      lastInstalmentSen: 39_337, // RM393.37
      totalInterestSen: 72_000, // profit RM720.00
      totalPayableSen: 472_000, // selling price RM4,720.00: the most the customer can ever pay
      netAmountSen: 393_000, // RM4,000 - RM20 - RM30 - RM20 = RM3,930.00
      protection: {
        providerName: 'Perisai Takaful Berhad',
        grossPremiumSen: 4_320, // contribution RM43.20
        serviceTaxSen: 346, // RM3.46
        totalPremiumSen: 4_666, // RM46.66
        netAmountSen: 388_334, // RM3,883.34
      },
    });

    const accepted = await call(
      t,
      financing.applicant,
      'POST',
      AGREEMENT_PATHS.acceptSummary(financing.agreementId),
      { takeProtection: false },
    );
    expect(accepted.json().agreement).toMatchObject({
      status: 'AWAITING_ATTESTATION',
      protectionTaken: false,
    });
    expect((await storedAgreement(t, financing.agreementId)).agreement).toMatchObject({
      protection_taken: false,
      protection_provider_name: null,
      total_premium_sen: 0,
      net_disbursement_sen: 393_000,
      agent_commission_sen: 0,
    });
    const after = (
      await call(t, financing.applicant, 'GET', AGREEMENT_PATHS.summary(financing.agreementId))
    ).json();
    expect(after).toMatchObject({
      netAmountSen: 393_000,
      protection: null,
      acceptance: { protectionTaken: false },
    });
  });

  it('refuses protection for a tenure no plan covers', async () => {
    await t.db.query(`delete from loan_insurance_rates where tenure_months = 7`);
    const uncovered = await approvedApplication(t, team, { tenureMonths: 7 });
    const summary = (
      await call(t, uncovered.applicant, 'GET', AGREEMENT_PATHS.summary(uncovered.agreementId))
    ).json();
    expect(summary.protection).toBeNull();
    const taken = await call(
      t,
      uncovered.applicant,
      'POST',
      AGREEMENT_PATHS.acceptSummary(uncovered.agreementId),
      {
        takeProtection: true,
      },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: en.agreements.protectionNotOffered });
    expect((await storedAgreement(t, uncovered.agreementId)).agreement?.status).toBe('SUMMARY_PENDING');
  });
});

describe('the current agreement', () => {
  it('is none before approval, and the latest application’s agreement after', async () => {
    const applicant = await createApplicant(t);
    expect((await call(t, applicant, 'GET', AGREEMENT_PATHS.current)).json()).toEqual({ agreement: null });
    await pendingApplication(t, applicant);
    expect((await call(t, applicant, 'GET', AGREEMENT_PATHS.current)).json()).toEqual({ agreement: null });

    const current = await call(t, loan.applicant, 'GET', AGREEMENT_PATHS.current);
    expect(current.json().agreement).toMatchObject({
      id: loan.agreementId,
      applicationId: loan.applicationId,
      applicationNo: loan.applicationNo,
      company: 'conventional',
      approvedAmountSen: 500_000,
      tenureMonths: 12,
      annualRateBp: 1_800,
    });
  });
});

describe('another applicant', () => {
  it.each([
    ['reads the summary', 'GET', AGREEMENT_PATHS.summary, undefined],
    ['reads the status', 'GET', AGREEMENT_PATHS.status, undefined],
    ['accepts the summary', 'POST', AGREEMENT_PATHS.acceptSummary, { takeProtection: false }],
    ['cancels the agreement', 'PATCH', AGREEMENT_PATHS.cancel, undefined],
  ] as const)(
    'who %s of someone else’s agreement is told it does not exist',
    async (_what, method, path, body) => {
      const owner = await approvedApplication(t, team);
      const stranger = await createApplicant(t);
      const before = await storedAgreement(t, owner.agreementId);
      const response = await call(t, stranger, method, path(owner.agreementId), body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: en.errors.agreementNotFound });
      expect(await storedAgreement(t, owner.agreementId)).toEqual(before);
      expect((await call(t, stranger, 'GET', AGREEMENT_PATHS.current)).json()).toEqual({ agreement: null });
    },
  );
});
