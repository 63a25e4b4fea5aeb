import { AGREEMENT_PATHS, APPLICATION_PATHS, agreementAuditAction, BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer, decide, statusOf } from '../review/testing.ts';
import {
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  moveAgreementTo,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * No agreement outlives its application: the applicant walks away before signing (from the summary, or by
 * cancelling the application), the admin stops it before the payout, a rejection on a second review withdraws it;
 * each in the application's transaction, and a refused cancel writes nothing.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

async function auditOf(agreementId: string) {
  return t.db.query<Record<string, unknown>>(
    `select action, subject_type as "subjectType", actor_role as "actorRole", before, after, remark
     from audit_events where subject_id = $1 order by id`,
    [agreementId],
  );
}

describe('the applicant', () => {
  it('walks away from the summary: the application and the agreement are cancelled together', async () => {
    const approved = await approvedApplication(t, team);
    const cancelled = await call(
      t,
      approved.applicant,
      'PATCH',
      AGREEMENT_PATHS.cancel(approved.agreementId),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: en.agreements.cancelled,
      agreement: { id: approved.agreementId, status: 'CANCELED', allowedEvents: [] },
    });
    expect(await statusOf(t, approved.applicationId)).toBe('CANCELED');
    const { events } = await storedAgreement(t, approved.agreementId);
    expect(events.at(-1)).toMatchObject({
      event: 'cancel',
      from: 'SUMMARY_PENDING',
      to: 'CANCELED',
      actorType: 'applicant',
      actorId: approved.applicant.userId,
    });
    const status = (
      await call(t, approved.applicant, 'GET', AGREEMENT_PATHS.status(approved.agreementId))
    ).json();
    expect(status.steps.map((step: { label: string }) => step.label)).toEqual(Array(7).fill('waiting'));
  });

  it('who cancels the approved application from its own call cancels the agreement too', async () => {
    const approved = await approvedApplication(t, team);
    await call(t, approved.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(approved.agreementId), {
      takeProtection: false,
    });
    const removed = await call(
      t,
      approved.applicant,
      'DELETE',
      APPLICATION_PATHS.remove(approved.applicationId),
    );
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(t, approved.applicationId)).toBe('CANCELED');
    expect((await storedAgreement(t, approved.agreementId)).events.at(-1)).toMatchObject({
      event: 'cancel',
      from: 'AWAITING_ATTESTATION',
      to: 'CANCELED',
      actorType: 'applicant',
    });
  });

  it('cannot walk away once signed: a 409, and nothing changes anywhere', async () => {
    const approved = await approvedApplication(t, team);
    await moveAgreementTo(t, approved.agreementId, 'SIGNED');
    const before = await storedAgreement(t, approved.agreementId);
    const refused = await call(t, approved.applicant, 'PATCH', AGREEMENT_PATHS.cancel(approved.agreementId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: en.status.refusals.agreementStage });
    const removed = await call(
      t,
      approved.applicant,
      'DELETE',
      APPLICATION_PATHS.remove(approved.applicationId),
    );
    expect(removed.statusCode).toBe(409);
    expect(await statusOf(t, approved.applicationId)).toBe('APPROVED');
    expect(await storedAgreement(t, approved.agreementId)).toEqual(before);
  });
});

describe('the lender', () => {
  it('cancels through the admin’s call until the payout is sent, audited on the agreement too', async () => {
    const approved = await approvedApplication(t, team);
    await moveAgreementTo(t, approved.agreementId, 'DISBURSEMENT_PREPARED');
    const cancelled = await asOfficer(
      t,
      team.admin,
      'PATCH',
      BACKOFFICE_PATHS.cancel(approved.applicationId),
      {
        remark: 'The customer asked us to stop',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(t, approved.applicationId)).toBe('CANCELED');
    expect((await storedAgreement(t, approved.agreementId)).events.at(-1)).toMatchObject({
      event: 'adminCancel',
      from: 'DISBURSEMENT_PREPARED',
      to: 'CANCELED',
      actorType: 'officer',
      actorId: team.admin.id,
      actorName: 'Chandra Admin',
      actorRole: 'admin',
      remark: 'The customer asked us to stop',
    });
    expect(await auditOf(approved.agreementId)).toEqual([
      {
        action: agreementAuditAction('adminCancel'),
        subjectType: 'agreement',
        actorRole: 'admin',
        before: { status: 'DISBURSEMENT_PREPARED' },
        after: { status: 'CANCELED' },
        remark: 'The customer asked us to stop',
      },
    ]);
  });

  it('cannot cancel a payout already sent', async () => {
    const approved = await approvedApplication(t, team);
    await moveAgreementTo(t, approved.agreementId, 'PAYOUT_SENT');
    const before = await storedAgreement(t, approved.agreementId);
    const refused = await asOfficer(t, team.admin, 'PATCH', BACKOFFICE_PATHS.cancel(approved.applicationId), {
      remark: 'Too late to stop this one',
    });
    expect(refused.statusCode).toBe(409);
    expect(await statusOf(t, approved.applicationId)).toBe('APPROVED');
    expect(await storedAgreement(t, approved.agreementId)).toEqual(before);
    expect(await auditOf(approved.agreementId)).toEqual([]);
  });

  it('withdraws the agreement when a second review rejects the application', async () => {
    const approved = await approvedApplication(t, team);
    await moveAgreementTo(t, approved.agreementId, 'PENDING_DISBURSEMENT');
    await t.db.query(
      `update applications set status = 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT' where id = $1`,
      [approved.applicationId],
    );
    const secondApprover = await createOfficer(t, ['approver1'], 'Dewi Approver');
    const rejected = await decide(t, secondApprover, approved.applicationId, {
      decision: 'reject',
      remark: 'The new payslips do not support the instalment',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await statusOf(t, approved.applicationId)).toBe('REJECTED');
    expect((await storedAgreement(t, approved.agreementId)).events.at(-1)).toMatchObject({
      event: 'withdraw',
      from: 'PENDING_DISBURSEMENT',
      to: 'CANCELED',
      actorType: 'system',
      remark: 'The new payslips do not support the instalment',
    });
  });
});
