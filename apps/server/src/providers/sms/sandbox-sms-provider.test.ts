import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxSmsProvider } from './sandbox-sms-provider.ts';
import type { SmsDeliveryReport } from './sms-provider.ts';

describe('SandboxSmsProvider', () => {
  let db: Database;
  const log = pino({ level: 'silent' });
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const stored = (id: string) =>
    db
      .query<{ channel: string; sender: string; recipient: string; body_text: string; status: string }>(
        'select channel, sender, recipient, body_text, status from sandbox_messages where id = $1',
        [id],
      )
      .then((rows) => rows[0]);

  it('keeps the message under the national number and reports delivery later', async () => {
    const provider = new SandboxSmsProvider({ db, deliveryDelayMs: 20, log });
    const reports: SmsDeliveryReport[] = [];
    provider.onDeliveryReport(async (report) => {
      reports.push(report);
    });
    const { providerMessageId } = await provider.send({ to: '+60123456789', text: 'Your TAC is 482910' });
    expect(await stored(providerMessageId)).toEqual({
      channel: 'sms',
      sender: 'SINAR',
      recipient: '0123456789',
      body_text: 'Your TAC is 482910',
      status: 'accepted',
    });
    expect(reports).toEqual([]);
    await provider.settle();
    expect(reports).toEqual([{ providerMessageId, status: 'delivered', at: expect.any(Date) }]);
    expect((await stored(providerMessageId))?.status).toBe('delivered');
    await provider.close();
  });

  it('fails on demand by the last digits of the number', async () => {
    const provider = new SandboxSmsProvider({ db, deliveryDelayMs: 1, log });
    await expect(provider.send({ to: '+60123000999', text: 'x' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(provider.send({ to: '+60123000998', text: 'x' })).rejects.toBeInstanceOf(
      ProviderRejectedError,
    );
    const reports: SmsDeliveryReport[] = [];
    provider.onDeliveryReport(async (report) => {
      reports.push(report);
    });
    const { providerMessageId } = await provider.send({ to: '+60123000997', text: 'x' });
    await provider.settle();
    expect(reports.map((report) => report.status)).toEqual(['undelivered']);
    expect((await stored(providerMessageId))?.status).toBe('undelivered');
    expect(
      await db.query(`select 1 from sandbox_messages where recipient in ('0123000999', '0123000998')`),
    ).toEqual([]);
    await provider.close();
  });

  it('refuses for good what is not a Malaysian mobile number in E.164, and an empty text', async () => {
    const provider = new SandboxSmsProvider({ db, deliveryDelayMs: 1, log });
    for (const to of ['0123456789', '+6531234567', '+60312345678', 'nobody'])
      await expect(provider.send({ to, text: 'x' })).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(provider.send({ to: '+60123456789', text: '  ' })).rejects.toBeInstanceOf(
      ProviderRejectedError,
    );
    await provider.close();
  });

  it('reports on start what a stopped process accepted but never reported, once across processes', async () => {
    await db.query(
      `insert into sandbox_messages (channel, sender, recipient, body_text)
       values ('sms', 'SINAR', '0191110001', 'left over'), ('sms', 'SINAR', '0191110997', 'left over')`,
    );
    const first = new SandboxSmsProvider({ db, deliveryDelayMs: 1, log });
    const second = new SandboxSmsProvider({ db, deliveryDelayMs: 1, log });
    const reports: string[] = [];
    for (const provider of [first, second])
      provider.onDeliveryReport(async (report) => {
        reports.push(report.status);
      });
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.settle(), second.settle()]);
    expect(reports.sort()).toEqual(['delivered', 'undelivered']);
    const rows = await db.query<{ recipient: string; status: string }>(
      `select recipient, status from sandbox_messages where body_text = 'left over' order by recipient`,
    );
    expect(rows).toEqual([
      { recipient: '0191110001', status: 'delivered' },
      { recipient: '0191110997', status: 'undelivered' },
    ]);
    await Promise.all([first.close(), second.close()]);
  });

  it('sends no report after it was closed', async () => {
    const provider = new SandboxSmsProvider({ db, deliveryDelayMs: 10_000, log });
    const reports: SmsDeliveryReport[] = [];
    provider.onDeliveryReport(async (report) => {
      reports.push(report);
    });
    const { providerMessageId } = await provider.send({ to: '+60198765432', text: 'later' });
    await provider.close();
    expect(reports).toEqual([]);
    expect((await stored(providerMessageId))?.status).toBe('accepted');
  });

  it('keeps email bounces and SMS non-delivery apart in the mailbox', async () => {
    await expect(
      db.query(
        `insert into sandbox_messages (channel, sender, recipient, body_text, status) values ('sms', 'S', '0123', 't', 'bounced')`,
      ),
    ).rejects.toThrow(/sandbox_messages_status_check/);
    await expect(
      db.query(
        `insert into sandbox_messages (channel, sender, recipient, body_text, status) values ('email', 'a', 'b', 't', 'undelivered')`,
      ),
    ).rejects.toThrow(/sandbox_messages_status_check/);
    await db.query(
      `insert into sandbox_messages (channel, sender, recipient, body_text, status) values ('email', 'a', 'b', 't', 'bounced')`,
    );
  });
});
