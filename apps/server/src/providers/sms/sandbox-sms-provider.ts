import { parseMalaysianMobile } from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { DelayedReports } from '../delayed-reports.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import type {
  SmsDeliveryReport,
  SmsDeliveryReportListener,
  SmsMessage,
  SmsProvider,
} from './sms-provider.ts';

/** The alphanumeric sender id the handset shows. */
export const SANDBOX_SMS_SENDER = 'SINAR';

/** What the sandbox does with a number, by its last four digits. */
function outcomeFor(nationalNumber: string): 'unavailable' | 'rejected' | 'undelivered' | 'delivered' {
  if (nationalNumber.endsWith('0999')) return 'unavailable';
  if (nationalNumber.endsWith('0998')) return 'rejected';
  if (nationalNumber.endsWith('0997')) return 'undelivered';
  return 'delivered';
}

/**
 * Behaves like a hosted SMS gateway: it keeps every accepted message (the developer inbox shows them, filed under
 * the national number the customer typed so that `?to=0123456789` finds them), answers with a message id, and
 * reports delivery later and asynchronously. The number asks for failures: ending 0999 the gateway is down (the
 * send is retried), 0998 the number is refused for good, 0997 the message is accepted and then reported undelivered.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #reports: DelayedReports;
  readonly #log: Logger;
  readonly #listeners: SmsDeliveryReportListener[] = [];

  constructor(options: { db: Database; deliveryDelayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#reports = new DelayedReports(options.deliveryDelayMs);
    this.#log = options.log;
  }

  onDeliveryReport(listener: SmsDeliveryReportListener): void {
    this.#listeners.push(listener);
  }

  async send(message: SmsMessage): Promise<{ providerMessageId: string }> {
    const mobile = parseMalaysianMobile(message.to);
    // Gateways take E.164 only; a national number here is a bug of the caller, not a network problem.
    if (!mobile || mobile.e164 !== message.to)
      throw new ProviderRejectedError(
        'sandbox SMS gateway rejected the recipient: not a Malaysian mobile in E.164',
      );
    if (message.text.trim() === '')
      throw new ProviderRejectedError('sandbox SMS gateway rejected an empty text');
    const outcome = outcomeFor(mobile.national);
    if (outcome === 'unavailable')
      throw new ProviderUnavailableError('sandbox SMS gateway unavailable (number ending 0999)');
    if (outcome === 'rejected')
      throw new ProviderRejectedError('sandbox SMS gateway rejected the recipient (number ending 0998)');
    const [row] = await this.#db.query<{ id: string }>(
      `insert into sandbox_messages (channel, sender, recipient, body_text) values ('sms', $1, $2, $3) returning id`,
      [SANDBOX_SMS_SENDER, mobile.national, message.text],
    );
    const id = (row as { id: string }).id;
    this.#scheduleReport(id, outcome);
    return { providerMessageId: id };
  }

  /** Reports what a previous process accepted but did not get to report before it stopped. */
  async start(): Promise<void> {
    const waiting = await this.#db.query<{ id: string; recipient: string }>(
      `select id, recipient from sandbox_messages where channel = 'sms' and status = 'accepted'`,
    );
    for (const { id, recipient } of waiting)
      this.#scheduleReport(id, outcomeFor(recipient) === 'undelivered' ? 'undelivered' : 'delivered');
  }

  close(): Promise<void> {
    return this.#reports.close();
  }

  /** Resolves when every report due so far has been delivered to the listeners (for tests). */
  settle(): Promise<void> {
    return this.#reports.settle();
  }

  #scheduleReport(id: string, status: SmsDeliveryReport['status']): void {
    this.#reports.schedule(() => this.#report(id, status));
  }

  async #report(id: string, status: SmsDeliveryReport['status']): Promise<void> {
    try {
      // Only the process that moves the message out of 'accepted' reports it, so several processes never double up.
      const [row] = await this.#db.query<{ delivered_at: Date }>(
        `update sandbox_messages set status = $2, delivered_at = now()
         where id = $1 and channel = 'sms' and status = 'accepted'
         returning delivered_at`,
        [id, status],
      );
      if (!row) return;
      for (const listener of this.#listeners)
        await listener({ providerMessageId: id, status, at: row.delivered_at });
    } catch (error) {
      this.#log.error({ err: error, providerMessageId: id }, 'sandbox SMS delivery report failed');
    }
  }
}
