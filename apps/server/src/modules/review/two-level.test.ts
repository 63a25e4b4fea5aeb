import { applicationAuditAction, BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { lastEmailTo } from '../applications/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  createReviewTestApp,
  decide,
  emailSubjectsTo,
  pendingApplication,
  statusOf,
  type TestOfficer,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let secondVerifier: TestOfficer;
let firstApprover: TestOfficer;
let secondApprover: TestOfficer;

beforeAll(async () => {
  t = await createReviewTestApp('twoLevel');
  // Each holds the next level's role too, so that only maker-checker keeps one person from two decisions.
  verifier = await createOfficer(t, ['verifier', 'verifier2'], 'Aina');
  secondVerifier = await createOfficer(t, ['verifier2', 'approver1'], 'Badrul');
  firstApprover = await createOfficer(t, ['approver1', 'approver2'], 'Chong');
  secondApprover = await createOfficer(t, ['approver2'], 'Devi');
});
afterAll(() => t.close());

const terms = { amountSen: 500_000, tenureMonths: 12 } as const;

describe('the two-level workflow', () => {
  it('needs four different officers: two verifications, then two approvals', async () => {
    const applicant = await createApplicant(t);
    const { id, applicationNo } = await pendingApplication(t, applicant);

    expect(
      (await decide(t, verifier, id, { decision: 'verify', remark: 'Level 1 checks done' })).statusCode,
    ).toBe(200);
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_VERIFIER_2');
    const ownSecondVerification = await decide(t, verifier, id, {
      decision: 'verify',
      remark: 'Again by me',
    });
    expect(ownSecondVerification.statusCode).toBe(403);
    expect(ownSecondVerification.json().message).toBe(en.status.refusals.sameOfficer);

    expect(
      (await decide(t, secondVerifier, id, { decision: 'verify', remark: 'Level 2 checks' })).statusCode,
    ).toBe(200);
    expect(await statusOf(t, id)).toBe('SUBMITTED_FOR_APPROVAL_1');
    const verifierApproves = await decide(t, secondVerifier, id, {
      decision: 'approve',
      remark: 'Mine',
      ...terms,
    });
    expect(verifierApproves.statusCode).toBe(403);
    expect(verifierApproves.json().message).toBe(en.status.refusals.sameOfficer);

    const first = await decide(t, firstApprover, id, { decision: 'approve', remark: 'Recommend', ...terms });
    expect(first.statusCode).toBe(200);
    // The first approval recommends: nothing is approved, and the applicant hears nothing yet.
    expect(first.json().application).toMatchObject({
      application: { applicationStatus: 'SUBMITTED_FOR_APPROVAL_2', approval: null },
      approval: null,
    });
    expect(await emailSubjectsTo(t, applicant.email ?? '')).not.toContain(
      `Your application ${applicationNo} is approved`,
    );
    const ownSecondApproval = await decide(t, firstApprover, id, {
      decision: 'approve',
      remark: 'Approving again',
      ...terms,
    });
    expect(ownSecondApproval.statusCode).toBe(403);

    const final = await decide(t, secondApprover, id, {
      decision: 'approve',
      remark: 'Approved at level 2',
      amountSen: 400_000,
      tenureMonths: 12,
    });
    expect(final.statusCode).toBe(200);
    expect(final.json().application.application).toMatchObject({
      applicationStatus: 'APPROVED',
      approval: { amountSen: 400_000, tenureMonths: 12 },
    });
    const deciders = await t.db.query<{ actorId: string; actorRole: string }>(
      `select actor_id as "actorId", actor_role as "actorRole" from application_events
       where application_id = $1 and actor_type = 'officer' order by id`,
      [id],
    );
    expect(deciders).toEqual([
      { actorId: verifier.id, actorRole: 'verifier' },
      { actorId: secondVerifier.id, actorRole: 'verifier2' },
      { actorId: firstApprover.id, actorRole: 'approver1' },
      { actorId: secondApprover.id, actorRole: 'approver2' },
    ]);
    const [recommendation] = await t.db.query<{ after: unknown }>(
      'select after from audit_events where application_id = $1 and action = $2 order by id limit 1',
      [id, applicationAuditAction('approve')],
    );
    expect(recommendation?.after).toEqual({
      status: 'SUBMITTED_FOR_APPROVAL_2',
      approval: null,
      recommendedTerms: terms,
    });
    expect(await lastEmailTo(t, applicant.email ?? '')).toContain('approved for RM4,000.00 over 12 months');
  });

  it('lets the second approver reject at the last level', async () => {
    const { id } = await pendingApplication(t, await createApplicant(t));
    await decide(t, verifier, id, { decision: 'verify', remark: 'Level 1 checks done' });
    await decide(t, secondVerifier, id, { decision: 'verify', remark: 'Level 2 checks' });
    await decide(t, firstApprover, id, { decision: 'approve', remark: 'Recommend', ...terms });
    const view = await asOfficer(t, secondApprover, 'GET', BACKOFFICE_PATHS.application(id));
    expect(view.json().allowedDecisions).toEqual(['approve', 'reject', 'referBack']);
    expect(
      (await decide(t, secondApprover, id, { decision: 'reject', remark: 'Over-committed' })).statusCode,
    ).toBe(200);
    expect(await statusOf(t, id)).toBe('REJECTED');
  });

  it('shows the two-level queues', async () => {
    const summary = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.queues);
    expect(summary.json().workflow).toBe('twoLevel');
    const statuses = new Set(summary.json().queues.map((queue: { status: string }) => queue.status));
    expect([...statuses]).toEqual([
      'PENDING',
      'FOLLOWED_UP',
      'SUBMITTED_FOR_VERIFIER_2',
      'SUBMITTED_FOR_APPROVAL_1',
      'SUBMITTED_FOR_APPROVAL_2',
      'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
    ]);
  });
});
