import { BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  decide,
  pendingApplication,
  statusOf,
} from '../review/testing.ts';
import {
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  moveAgreementTo,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The final approval opens the agreement in its own transaction, with the approved terms and the waiver of the
 * application's code; nothing opens it before, and nothing opens a second one.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

describe('the final approval', () => {
  it('opens the agreement with the approved terms and the campaign waiver, awaiting the summary', async () => {
    const approved = await approvedApplication(t, team, {
      check: { campaignCode: 'SINAR20' },
      amountSen: 400_000,
      tenureMonths: 18,
    });
    const { agreement, events } = await storedAgreement(t, approved.agreementId);
    expect(agreement).toMatchObject({
      agreement_no: expect.stringMatching(/^SKL-2026-\d{6}$/),
      application_id: approved.applicationId,
      application_no: approved.applicationNo,
      user_id: approved.applicant.userId,
      variant: 'conventional',
      status: 'SUMMARY_PENDING',
      amount_sen: 400_000,
      tenure_months: 18,
      annual_rate_bp: 1_800,
      campaign_code: 'SINAR20',
      processing_fee_discount_sen: 2_000, // SINAR20: RM20 off the processing fee
      summary_accepted_at: null,
      net_disbursement_sen: null,
      opened_at: t.clock.now(),
    });
    expect(events).toEqual([
      {
        event: 'open',
        from: null,
        to: 'SUMMARY_PENDING',
        actorType: 'system',
        actorId: null,
        actorName: null,
        actorRole: null,
        remark: null,
      },
    ]);
    // The back office's application view links to it.
    const view = await asOfficer(
      t,
      team.verifier,
      'GET',
      BACKOFFICE_PATHS.application(approved.applicationId),
    );
    expect(view.json().agreement).toEqual({
      id: approved.agreementId,
      agreementNo: agreement?.agreement_no,
      status: 'SUMMARY_PENDING',
    });
  });

  it('numbers Islamic financing agreements apart, from the one sequence', async () => {
    const first = await approvedApplication(t, team);
    const islamic = await approvedApplication(t, team, {
      check: { applicationType: 'islamic', campaignCode: 'BERKAT-I' },
    });
    const [conventional, financing] = await Promise.all([
      storedAgreement(t, first.agreementId),
      storedAgreement(t, islamic.agreementId),
    ]);
    const serial = (no: unknown) => Number(String(no).slice(-6));
    expect(financing.agreement).toMatchObject({
      agreement_no: expect.stringMatching(/^SKF-2026-\d{6}$/),
      variant: 'islamic',
      processing_fee_discount_sen: 3_000, // BERKAT-I: RM30 off the RM30 processing fee
    });
    expect(serial(financing.agreement?.agreement_no)).toBe(serial(conventional.agreement?.agreement_no) + 1);
  });

  it('opens nothing at a first approval of two, and opens it at the second', async () => {
    const twoLevel = await createAgreementTestApp('twoLevel');
    try {
      const [verifier, verifier2, approver1, approver2] = await Promise.all([
        createOfficer(twoLevel, ['verifier']),
        createOfficer(twoLevel, ['verifier2']),
        createOfficer(twoLevel, ['approver1']),
        createOfficer(twoLevel, ['approver2']),
      ]);
      const applicant = await createApplicant(twoLevel);
      const { id } = await pendingApplication(twoLevel, applicant);
      const agreements = async () =>
        twoLevel.db.query('select status from agreements where application_id = $1', [id]);
      await decide(twoLevel, verifier, id, { decision: 'verify', remark: 'Checked' });
      await decide(twoLevel, verifier2, id, { decision: 'verify', remark: 'Checked again' });
      const terms = { amountSen: 300_000, tenureMonths: 6 };
      await decide(twoLevel, approver1, id, { decision: 'approve', remark: 'Recommended', ...terms });
      expect(await statusOf(twoLevel, id)).toBe('SUBMITTED_FOR_APPROVAL_2');
      expect(await agreements()).toEqual([]);
      await decide(twoLevel, approver2, id, { decision: 'approve', remark: 'Approved', ...terms });
      expect(await agreements()).toEqual([{ status: 'SUMMARY_PENDING' }]);
    } finally {
      await twoLevel.close();
    }
  });

  it('keeps the agreement under way when the application is approved again after a refer-back', async () => {
    const approved = await approvedApplication(t, team);
    const id = approved.applicationId;
    const agreementNo = String((await storedAgreement(t, approved.agreementId)).agreement?.agreement_no);
    await moveAgreementTo(t, approved.agreementId, 'PENDING_DISBURSEMENT');
    // Referred back from pending disbursement and resubmitted, as those moves leave it; a fresh approver decides.
    await t.db.query(
      `update applications set status = 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT' where id = $1`,
      [id],
    );
    const secondApprover = await createOfficer(t, ['approver1'], 'Dewi Approver');

    const changedTerms = await decide(t, secondApprover, id, {
      decision: 'approve',
      remark: 'Approved for less',
      amountSen: 300_000,
      tenureMonths: 12,
    });
    expect(changedTerms.statusCode).toBe(409);
    expect(changedTerms.json().message).toBe(
      en.agreements.approvalMustKeepTerms
        .replace('{{agreementNo}}', agreementNo)
        .replace('{{amount}}', 'RM5,000.00')
        .replace('{{tenure}}', '12'),
    );
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT');

    const sameTerms = await decide(t, secondApprover, id, {
      decision: 'approve',
      remark: 'Approved again',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(sameTerms.statusCode).toBe(200);
    expect(await statusOf(t, id)).toBe('APPROVED');
    const { agreement, events } = await storedAgreement(t, approved.agreementId);
    expect(agreement?.status).toBe('PENDING_DISBURSEMENT');
    expect(events.map((event) => event.event)).toEqual(['open']);
    expect(await t.db.query('select id from agreements where application_id = $1', [id])).toHaveLength(1);
  });
});
