import { applicationAuditAction, DomainRuleError, type OfficerRole } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_STATUS } from '../../http/error-handler.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createApplicationAgreement } from '../agreements/application-agreement.ts';
import {
  createApplicant,
  createOfficer,
  createReviewTestApp,
  decide,
  pendingApplication,
  type ReviewApplicant,
  type TestOfficer,
} from '../review/testing.ts';
import { changeApplicationStatus } from './application-lifecycle.ts';
import { findApplication } from './application-records.ts';

/**
 * The one writer of an application's status: every move goes through the transition table, and a refused one
 * leaves the application, its history, the audit trail, the e-KYC session and the applicant's inbox as they were.
 */

/** These moves end no agreement, so no live call's email is queued through it. */
const applicationAgreement = createApplicationAgreement({
  mail: {
    email: {
      queue: () => Promise.reject(new Error('no move of these tests emails a live call')),
    },
    settings: {
      publicUrl: 'http://localhost',
      organizer: { name: 'Sinar Kredit', email: 'support@sinar.test' },
    },
  },
});

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;

beforeAll(async () => {
  t = await createReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Lina Verifier');
  approver = await createOfficer(t, ['approver1'], 'Omar Approver');
});
afterAll(() => t.close());

/** Everything a status change could write, as the database holds it. */
async function recordOf(id: string, applicant: ReviewApplicant) {
  const [[application], events, audit, ekyc, emails] = await Promise.all([
    t.db.query('select * from applications where id = $1', [id]),
    t.db.query('select * from application_events where application_id = $1 order by id', [id]),
    t.db.query('select * from audit_events where application_id = $1 and action <> $2 order by id', [
      id,
      applicationAuditAction('view'),
    ]),
    t.db.query('select state, max_attempts from ekyc_sessions where application_id = $1', [id]),
    t.db.query('select subject from outbound_emails where recipient = $1 order by created_at, id', [
      applicant.email,
    ]),
  ]);
  return { application, events, audit, ekyc, emails };
}

function asOfficer(officer: TestOfficer, name: string) {
  return {
    kind: 'officer' as const,
    officerId: officer.id,
    name,
    roles: officer.roles as readonly OfficerRole[],
  };
}

describe("an application's lifecycle", () => {
  it('refuses a decision the table does not allow with a 409, writing nothing anywhere', async () => {
    const applicant = await createApplicant(t);
    const { id } = await pendingApplication(t, applicant);
    const before = await recordOf(id, applicant);

    // Approval waits for a verification: a PENDING application has no 'approve' move.
    const approved = await decide(t, approver, id, {
      decision: 'approve',
      remark: 'Looks fine',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ message: en.errors.transitionNotAllowed });
    expect(await recordOf(id, applicant)).toEqual(before);

    // A refer-back by an approver of an application the approver does not hold: it would reopen the steps, clear the
    // email proof, reopen e-KYC and email the applicant, and does none of it.
    const referred = await decide(t, approver, id, {
      decision: 'referBack',
      remark: 'Please upload clearer payslips',
      steps: ['documentUpload', 'emailVerification', 'ekyc'],
    });
    expect(referred.statusCode).toBe(403);
    expect(await recordOf(id, applicant)).toEqual(before);
  });

  it('writes the status, its event and its audit entry together when the table allows the move', async () => {
    const applicant = await createApplicant(t);
    const { id } = await pendingApplication(t, applicant);
    const before = await recordOf(id, applicant);
    const now = t.clock.now();

    const moved = await t.db.transaction(async (tx) => {
      const application = await findApplication(tx, id, { lock: true });
      if (!application) throw new Error('application missing');
      return changeApplicationStatus({
        tx,
        application,
        workflow: 'single',
        event: { name: 'followUp' },
        actor: asOfficer(verifier, 'Lina Verifier'),
        agreement: applicationAgreement,
        remark: 'Calling the employer',
        trace: { requestId: 'lifecycle-test', ip: '192.0.2.10' },
        now,
      });
    });
    expect(moved).toMatchObject({ from: 'PENDING', to: 'FOLLOWED_UP', role: 'verifier' });

    const after = await recordOf(id, applicant);
    expect(after.application).toMatchObject({ status: 'FOLLOWED_UP', updated_at: now });
    expect(after.events.slice(before.events.length)).toEqual([
      expect.objectContaining({
        kind: 'status',
        from_value: 'PENDING',
        to_value: 'FOLLOWED_UP',
        actor_type: 'officer',
        actor_id: verifier.id,
        actor_role: 'verifier',
        event: 'followUp',
        remark: 'Calling the employer',
      }),
    ]);
    expect(after.audit.slice(before.audit.length)).toEqual([
      expect.objectContaining({
        action: applicationAuditAction('followUp'),
        actor_name: 'Lina Verifier',
        actor_role: 'verifier',
        before: { status: 'PENDING' },
        after: { status: 'FOLLOWED_UP' },
        remark: 'Calling the employer',
        request_id: 'lifecycle-test',
        ip: '192.0.2.10',
      }),
    ]);
  });

  it("refuses the applicant's move the table does not have with a 409, whatever the status", async () => {
    const applicant = await createApplicant(t);
    const { id } = await pendingApplication(t, applicant);
    const before = await recordOf(id, applicant);

    const refusal = await t.db
      .transaction(async (tx) => {
        const application = await findApplication(tx, id, { lock: true });
        if (!application) throw new Error('application missing');
        return changeApplicationStatus({
          tx,
          application,
          workflow: 'single',
          event: { name: 'submit', protectionPlanAcknowledged: true },
          actor: { kind: 'applicant', userId: applicant.userId },
          facts: { markers: application.markers },
          agreement: applicationAgreement,
          now: t.clock.now(),
        });
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainRuleError);
    expect(refusal).toMatchObject({ kind: 'conflict', key: 'errors.transitionNotAllowed' });
    expect(REFUSAL_STATUS[(refusal as DomainRuleError).kind]).toBe(409);
    expect(await recordOf(id, applicant)).toEqual(before);
  });
});
