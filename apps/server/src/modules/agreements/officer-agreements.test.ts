import { AGREEMENT_BACKOFFICE_PATHS, AGREEMENT_PATHS, agreementAuditAction } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
} from './testing.ts';

/** The back office's first view of agreements: by status, and one with its figures, commission and history. */

let t: TestApp;
let team: ReviewTeam;
let disbursement: TestOfficer;
let insured: ApprovedApplication;
let waiting: ApprovedApplication;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  disbursement = await createOfficer(t, ['disbursementOfficer'], 'Eng Disbursement');
  insured = await approvedApplication(t, team, { check: { campaignCode: 'SINAR20' } });
  await call(t, insured.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(insured.agreementId), {
    takeProtection: true,
  });
  t.clock.set('2026-11-23T03:00:00Z');
  waiting = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
});
afterAll(() => t.close());

describe('agreements by status', () => {
  it('counts every status and product, and pages the latest changes first', async () => {
    const response = await asOfficer(t, team.verifier, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreements);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      counts: [
        { status: 'AWAITING_ATTESTATION', company: 'conventional', count: 1 },
        { status: 'SUMMARY_PENDING', company: 'islamic', count: 1 },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([
      waiting.agreementId,
      insured.agreementId,
    ]);
  });

  it('filters by status and product, naming the applicant', async () => {
    const response = await asOfficer(
      t,
      disbursement,
      'GET',
      `${AGREEMENT_BACKOFFICE_PATHS.agreements}?status=SUMMARY_PENDING&company=islamic`,
    );
    expect(response.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: waiting.agreementId,
          agreementNo: expect.stringMatching(/^SKF-2026-\d{6}$/),
          applicationId: waiting.applicationId,
          applicationNo: waiting.applicationNo,
          applicantName: expect.stringMatching(/^Applicant \d{4}$/),
          company: 'islamic',
          status: 'SUMMARY_PENDING',
          approvedAmountSen: 500_000,
          tenureMonths: 12,
        },
      ],
    });
  });
});

describe('one agreement', () => {
  it('shows the accepted figures, the protection and the agent’s commission, and the history', async () => {
    const response = await asOfficer(
      t,
      team.approver,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(insured.agreementId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      agreement: { id: insured.agreementId, status: 'AWAITING_ATTESTATION', company: 'conventional' },
      terms: { approvedAmountSen: 500_000, tenureMonths: 12, annualRateBp: 1_800, campaignCode: 'SINAR20' },
      acceptedAt: '2026-11-23T02:00:00.000Z',
      figures: {
        monthlyInstalmentSen: 49_167,
        lastInstalmentSen: 49_163,
        totalInterestSen: 90_000,
        totalPayableSen: 590_000,
        stampDutySen: 2_500,
        processingFeeSen: 3_000,
        referralWaiverSen: 2_000,
        wakalahFeeSen: 0,
        totalPremiumSen: 6_480,
        totalDeductionsSen: 11_980,
        netAmountSen: 488_020,
      },
      protection: {
        providerName: 'Perisai Insurance Berhad',
        grossRateBp: 120,
        grossPremiumSen: 6_000,
        serviceTaxSen: 480,
        totalPremiumSen: 6_480,
        agentCommissionSen: 1_500,
      },
      files: [],
      history: [
        { event: 'open', to: 'SUMMARY_PENDING', actorKind: 'system', actorName: null },
        {
          event: 'acceptSummary',
          from: 'SUMMARY_PENDING',
          to: 'AWAITING_ATTESTATION',
          actorKind: 'applicant',
        },
      ],
      // A reviewing officer holds no move of the agreement.
      allowedEvents: [],
    });
  });

  it('shows the offer without protection before the summary is accepted, and the moves of this officer', async () => {
    const [admin, disbursing] = await Promise.all([
      asOfficer(t, team.admin, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreement(waiting.agreementId)),
      asOfficer(t, disbursement, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreement(waiting.agreementId)),
    ]);
    expect(admin.json()).toMatchObject({
      acceptedAt: null,
      figures: { wakalahFeeSen: 2_000, totalPremiumSen: 0, totalPayableSen: 590_000, netAmountSen: 492_500 },
      protection: null,
      allowedEvents: ['adminCancel'],
    });
    expect(disbursing.json().allowedEvents).toEqual([]);
  });

  it('records each view in the audit trail, and answers an unknown agreement as missing', async () => {
    await asOfficer(t, disbursement, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreement(waiting.agreementId));
    const views = await t.db.query(
      `select actor_name as "actorName", actor_role as "actorRole", subject_type as "subjectType", application_id
         as "applicationId" from audit_events where action = $1 and actor_id = $2`,
      [agreementAuditAction('view'), disbursement.id],
    );
    expect(views).toContainEqual({
      actorName: 'Eng Disbursement',
      actorRole: 'disbursementOfficer',
      subjectType: 'agreement',
      applicationId: waiting.applicationId,
    });
    const missing = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement('6f1d5c7e-3b4a-4c2d-9e8f-0a1b2c3d4e5f'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: en.errors.agreementNotFound });
  });

  it('refuses the applicant’s own token', async () => {
    const refused = await call(
      t,
      insured.applicant,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(insured.agreementId),
    );
    expect(refused.statusCode).toBe(401);
  });
});
