import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { SandboxSmsProvider } from '../../providers/sms/sandbox-sms-provider.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { SmsService } from './sms-service.ts';

/** The SMS pipeline: queue in the caller's transaction, job, sandbox gateway, delivery report. */
describe('SMS delivery through the sandbox gateway', () => {
  let db: Database;
  let provider: SandboxSmsProvider;
  let jobs: JobWorker;
  let sms: SmsService;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('delete from jobs');
    await db.query('delete from outbound_sms');
    await db.query('delete from sandbox_messages');
    // Long enough that the delivery report never lands before the test has seen the message as sent.
    provider = new SandboxSmsProvider({ db, deliveryDelayMs: 200, log });
    jobs = new JobWorker(db, log);
    sms = new SmsService({ db, provider, worker: jobs });
  });
  afterEach(async () => {
    await jobs.stop();
    await provider.close();
  });

  const queue = (to: string, text = 'Sinar Kredit: your TAC is 482910. Valid for 5 minutes.') =>
    db.transaction((tx) => sms.queue(tx, { purpose: 'registration-tac', to, text }));
  const jobOf = async () =>
    (
      await db.query<{ kind: string; status: string; attempts: number; due_in_seconds: number }>(
        `select kind, status, attempts, extract(epoch from run_at - now())::int as due_in_seconds from jobs`,
      )
    )[0];
  const smsOf = async () =>
    (
      await db.query<{
        status: string;
        recipient: string;
        body_text: string | null;
        last_error: string | null;
      }>('select status, recipient, body_text, last_error from outbound_sms')
    )[0];
  const inbox = () =>
    db.query<{ recipient: string; sender: string; body_text: string; status: string }>(
      `select recipient, sender, body_text, status from sandbox_messages where channel = 'sms'`,
    );

  it('queues the SMS with the caller’s change and sends it only when the job runs', async () => {
    await queue('0123456789');
    expect(await smsOf()).toMatchObject({ status: 'queued', recipient: '0123456789' });
    expect(await jobOf()).toMatchObject({ kind: 'sms.send', status: 'queued', attempts: 0 });
    expect(await inbox()).toEqual([]);
    await jobs.runDue();
    // The gateway holds the text now; ours is erased (one-time codes and temporary passwords do not stay at rest).
    expect(await smsOf()).toMatchObject({ status: 'sent', body_text: null });
    await provider.settle();
    expect(await smsOf()).toMatchObject({ status: 'delivered' });
    expect(await jobOf()).toMatchObject({ status: 'done', attempts: 1 });
    expect(await inbox()).toEqual([
      {
        recipient: '0123456789',
        sender: 'SINAR',
        body_text: 'Sinar Kredit: your TAC is 482910. Valid for 5 minutes.',
        status: 'delivered',
      },
    ]);
  });

  it('sends nothing when the caller’s transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await sms.queue(tx, { purpose: 'registration-tac', to: '0123456789', text: 'TAC 111111' });
        throw new Error('registration failed after the code was issued');
      }),
    ).rejects.toThrow(/registration failed/);
    expect(await jobs.runDue()).toBe(0);
    await provider.settle();
    expect(await db.query('select 1 from outbound_sms')).toEqual([]);
    expect(await inbox()).toEqual([]);
  });

  it('retries later with back-off while the gateway is unavailable, and gives up after the last attempt', async () => {
    await queue('0123000999');
    await jobs.runDue();
    expect(await jobOf()).toMatchObject({ status: 'queued', attempts: 1, due_in_seconds: 5 });
    expect(await smsOf()).toMatchObject({
      status: 'queued',
      last_error: 'sandbox SMS gateway unavailable (number ending 0999)',
    });
    expect(await jobs.runDue()).toBe(0);
    for (let attempt = 2; attempt <= 8; attempt++) {
      await db.query('update jobs set run_at = now()');
      await jobs.runDue();
    }
    expect(await jobOf()).toMatchObject({ status: 'failed', attempts: 8 });
    expect(await smsOf()).toMatchObject({ status: 'failed', body_text: null });
    expect(await inbox()).toEqual([]);
  });

  it('sends once the gateway is back', async () => {
    // The same message, first refused for an outage, then accepted: the number is what asks the sandbox to fail.
    await queue('0123000999');
    await jobs.runDue();
    await db.query(`update outbound_sms set recipient = '0123000100'`);
    await db.query('update jobs set run_at = now()');
    await jobs.runDue();
    await provider.settle();
    expect(await jobOf()).toMatchObject({ status: 'done', attempts: 2 });
    expect(await smsOf()).toMatchObject({ status: 'delivered', last_error: null });
  });

  it('fails at once when the gateway refuses the number', async () => {
    await queue('0123000998');
    await jobs.runDue();
    expect(await jobOf()).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await smsOf()).toMatchObject({
      status: 'failed',
      body_text: null,
      last_error: 'sandbox SMS gateway rejected the recipient (number ending 0998)',
    });
  });

  it('records a message the network reported undelivered after the gateway accepted it', async () => {
    await queue('0123000997');
    await jobs.runDue();
    expect(await smsOf()).toMatchObject({ status: 'sent' });
    await provider.settle();
    expect(await smsOf()).toMatchObject({ status: 'undelivered' });
    expect(await inbox()).toMatchObject([{ recipient: '0123000997', status: 'undelivered' }]);
  });

  it('refuses to queue to anything but a national Malaysian mobile number', async () => {
    for (const to of ['+60123456789', '012-3456789', '0312345678'])
      await expect(queue(to)).rejects.toBeInstanceOf(RangeError);
    expect(await db.query('select 1 from outbound_sms')).toEqual([]);
  });
});
