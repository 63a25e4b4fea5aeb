import { FAILED_JOB_PATHS, type FailedJobList, WITHHELD_PAYLOAD_VALUE } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, PermanentJobError } from '../../jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';

const ORDER_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

/** The dead-letter view (decision 053): the admin reads the failed jobs without personal data and runs one again. */
describe('failed background jobs', () => {
  let t: TestApp;
  let admin: TestOfficer;
  let verifier: TestOfficer;
  let failedId: number;
  let breaking = true;
  let runs = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createOfficer(t, ['admin'], 'Adam Admin');
    verifier = await createOfficer(t, ['verifier'], 'Vera Verifier');
    t.jobs.handle('test.deadLetter', async () => {
      runs++;
      if (breaking) throw new PermanentJobError('the bank refused the file');
    });
    failedId = await enqueueJob(t.db, 'test.deadLetter', {
      orderId: ORDER_ID,
      attempt: 3,
      email: 'aisyah@example.com',
    });
    await t.jobs.runDue();
  });
  afterAll(() => t.close());

  const failedOf = (list: FailedJobList) => list.items.find((item) => item.id === failedId);

  it('refuses anyone but the admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: FAILED_JOB_PATHS.list });
    expect(anonymous.statusCode).toBe(401);
    const rerunAnonymous = await t.app.inject({
      method: 'POST',
      url: FAILED_JOB_PATHS.rerun(String(failedId)),
    });
    expect(rerunAnonymous.statusCode).toBe(401);

    const byVerifier = await asOfficer(t, verifier, 'GET', FAILED_JOB_PATHS.list);
    expect(byVerifier.statusCode).toBe(403);
    const rerunByVerifier = await asOfficer(t, verifier, 'POST', FAILED_JOB_PATHS.rerun(String(failedId)));
    expect(rerunByVerifier.statusCode).toBe(403);

    await seedDemoAccounts(t);
    const customer = bearer(await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' }));
    const byCustomer = await t.app.inject({ method: 'GET', url: FAILED_JOB_PATHS.list, headers: customer });
    expect([401, 403]).toContain(byCustomer.statusCode);
  });

  it('lists a failed job with its error and its payload without personal data', async () => {
    const response = await asOfficer(t, admin, 'GET', FAILED_JOB_PATHS.list);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const list = response.json<FailedJobList>();
    expect(list.total).toBe(1);
    expect(failedOf(list)).toEqual({
      id: failedId,
      kind: 'test.deadLetter',
      attempts: 1,
      maxAttempts: 8,
      lastError: 'the bank refused the file',
      payload: { orderId: ORDER_ID, attempt: '3', email: WITHHELD_PAYLOAD_VALUE },
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    expect(response.body).not.toContain('aisyah@example.com');
  });

  it('runs it again with its attempts reset, audited, and refuses a second run of the same failure', async () => {
    breaking = false;
    const response = await asOfficer(t, admin, 'POST', FAILED_JOB_PATHS.rerun(String(failedId)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FailedJobList>()).toEqual({ items: [], total: 0 });
    const [queued] = await t.db.query<{ status: string; attempts: number; finished_at: Date | null }>(
      'select status, attempts, finished_at from jobs where id = $1',
      [failedId],
    );
    expect(queued).toEqual({ status: 'queued', attempts: 0, finished_at: null });
    const audit = await t.db.query<{
      action: string;
      actor_name: string;
      actor_role: string;
      subject_type: string;
      before: unknown;
      after: unknown;
    }>(
      `select action, actor_name, actor_role, subject_type, before, after from audit_events where subject_id = $1`,
      [String(failedId)],
    );
    expect(audit).toEqual([
      {
        action: 'job.rerun',
        actor_name: 'Adam Admin',
        actor_role: 'admin',
        subject_type: 'job',
        before: { jobStatus: 'failed', jobKind: 'test.deadLetter', attempts: 1 },
        after: { jobStatus: 'queued', jobKind: 'test.deadLetter', attempts: 0 },
      },
    ]);

    const again = await asOfficer(t, admin, 'POST', FAILED_JOB_PATHS.rerun(String(failedId)));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: 'This job has not failed, or has been run again already.',
    });

    const runsBefore = runs;
    await t.jobs.runDue();
    expect(runs).toBe(runsBefore + 1);
    const [done] = await t.db.query<{ status: string; attempts: number }>(
      'select status, attempts from jobs where id = $1',
      [failedId],
    );
    expect(done).toEqual({ status: 'done', attempts: 1 });
    expect(
      await t.db.query(`select id from audit_events where subject_id = $1`, [String(failedId)]),
    ).toHaveLength(1);
  });

  it('answers 404 for a job that never failed and 400 for a number that is not one', async () => {
    const missing = await asOfficer(t, admin, 'POST', FAILED_JOB_PATHS.rerun('999999'));
    expect(missing.statusCode).toBe(404);
    const invalid = await asOfficer(t, admin, 'POST', FAILED_JOB_PATHS.rerun('abc'));
    expect(invalid.statusCode).toBe(400);
  });
});
