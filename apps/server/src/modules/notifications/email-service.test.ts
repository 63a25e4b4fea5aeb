import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The email pipeline through the contact form: queue in a transaction, job, sandbox provider, delivery report. */
describe('email delivery through the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sendTo(inbox: string) {
    const fresh = await createTestApp({ env: { CONTACT_INBOX_EMAIL: inbox } });
    const response = await fresh.app.inject({
      method: 'POST',
      url: '/sinar/api/v1.0/contact-us',
      payload: { email: 'aisyah@example.com', comments: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
    return fresh;
  }

  const jobOf = async (app: TestApp) =>
    (
      await app.db.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        due_in_seconds: number;
      }>(
        `select status, attempts, last_error, extract(epoch from run_at - now())::int as due_in_seconds from jobs`,
      )
    )[0];
  const emailOf = async (app: TestApp) =>
    (
      await app.db.query<{ status: string; last_error: string | null }>(
        'select status, last_error from outbound_emails',
      )
    )[0];

  it('queues the email with the request and sends it only when the job runs', async () => {
    const app = await sendTo('care@sinar.test');
    try {
      expect(await emailOf(app)).toMatchObject({ status: 'queued' });
      expect(await jobOf(app)).toMatchObject({ status: 'queued', attempts: 0 });
      await app.jobs.runDue();
      expect(await emailOf(app)).toMatchObject({ status: 'sent' });
      await app.email.settle();
      expect(await emailOf(app)).toMatchObject({ status: 'delivered' });
      expect(await jobOf(app)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await app.close();
    }
  });

  it('retries later with back-off while the provider is unavailable, and gives up after the last attempt', async () => {
    const app = await sendTo('care+fail@sinar.test');
    try {
      await app.jobs.runDue();
      expect(await jobOf(app)).toMatchObject({ status: 'queued', attempts: 1, due_in_seconds: 5 });
      expect(await emailOf(app)).toMatchObject({
        status: 'queued',
        last_error: 'sandbox email service unavailable (+fail address)',
      });
      // Not due yet: nothing runs.
      expect(await app.jobs.runDue()).toBe(0);
      for (let attempt = 2; attempt <= 8; attempt++) {
        await app.db.query('update jobs set run_at = now()');
        await app.jobs.runDue();
      }
      expect(await jobOf(app)).toMatchObject({ status: 'failed', attempts: 8 });
      expect(await emailOf(app)).toMatchObject({ status: 'failed' });
      expect((await app.app.inject({ method: 'GET', url: '/dev/api/inbox' })).json().messages).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('fails at once when the provider rejects the recipient', async () => {
    const app = await sendTo('care+reject@sinar.test');
    try {
      await app.jobs.runDue();
      expect(await jobOf(app)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await emailOf(app)).toMatchObject({ status: 'failed' });
    } finally {
      await app.close();
    }
  });

  it('records a bounce reported after the provider accepted the message', async () => {
    const app = await sendTo('care+bounce@sinar.test');
    try {
      await app.settle();
      expect(await emailOf(app)).toMatchObject({ status: 'bounced' });
      const [message] = (await app.app.inject({ method: 'GET', url: '/dev/api/inbox' })).json().messages;
      expect(message).toMatchObject({ to: 'care+bounce@sinar.test', status: 'bounced' });
    } finally {
      await app.close();
    }
  });

  it('delivers reports left over by a process that stopped before reporting', async () => {
    await t.db.query(
      `insert into sandbox_messages (channel, sender, recipient, subject, body_text) values ('email', 'a@x.test', 'b@x.test', 's', 't')`,
    );
    await t.email.start();
    await t.email.settle();
    const [row] = await t.db.query<{ status: string }>(
      `select status from sandbox_messages where recipient = 'b@x.test'`,
    );
    expect(row?.status).toBe('delivered');
  });
});
