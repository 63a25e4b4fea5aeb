import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { DelayedReports } from '../delayed-reports.ts';
import {
  type DeliveryReport,
  type DeliveryReportListener,
  type EmailMessage,
  type EmailProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
} from './email-provider.ts';

/**
 * Behaves like a hosted email API: it keeps every accepted message (the developer inbox shows them), answers
 * with a message id, and reports delivery later and asynchronously. The recipient's address asks for failures:
 * `name+fail@...` is refused as if the service were down (the send is retried), `name+reject@...` is refused for
 * good, and `name+bounce@...` is accepted and then bounces.
 */
export class SandboxEmailProvider implements EmailProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #reports: DelayedReports;
  readonly #log: Logger;
  readonly #listeners: DeliveryReportListener[] = [];

  constructor(options: { db: Database; deliveryDelayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#reports = new DelayedReports(options.deliveryDelayMs);
    this.#log = options.log;
  }

  onDeliveryReport(listener: DeliveryReportListener): void {
    this.#listeners.push(listener);
  }

  async send(message: EmailMessage): Promise<{ providerMessageId: string }> {
    const localPart = message.to.split('@')[0] ?? '';
    if (localPart.includes('+fail'))
      throw new ProviderUnavailableError('sandbox email service unavailable (+fail address)');
    if (localPart.includes('+reject') || !message.to.includes('@')) {
      throw new ProviderRejectedError('sandbox email service rejected the recipient');
    }
    const [row] = await this.#db.query<{ id: string }>(
      `insert into sandbox_messages (channel, sender, recipient, reply_to, subject, body_text, attachments)
       values ('email', $1, $2, $3, $4, $5, $6::jsonb) returning id`,
      [
        message.from,
        message.to,
        message.replyTo ?? null,
        message.subject,
        message.text,
        JSON.stringify(message.attachments ?? []),
      ],
    );
    const id = (row as { id: string }).id;
    this.#scheduleReport(id, localPart.includes('+bounce') ? 'bounced' : 'delivered');
    return { providerMessageId: id };
  }

  /** Reports what a previous process accepted but did not get to report before it stopped. */
  async start(): Promise<void> {
    const waiting = await this.#db.query<{ id: string; recipient: string }>(
      `select id, recipient from sandbox_messages where channel = 'email' and status = 'accepted'`,
    );
    for (const { id, recipient } of waiting)
      this.#scheduleReport(id, recipient.includes('+bounce') ? 'bounced' : 'delivered');
  }

  close(): Promise<void> {
    return this.#reports.close();
  }

  /** Resolves when every report due so far has been delivered to the listeners (for tests). */
  settle(): Promise<void> {
    return this.#reports.settle();
  }

  #scheduleReport(id: string, status: DeliveryReport['status']): void {
    this.#reports.schedule(() => this.#report(id, status));
  }

  async #report(id: string, status: DeliveryReport['status']): Promise<void> {
    try {
      const [row] = await this.#db.query<{ delivered_at: Date }>(
        `update sandbox_messages set status = $2, delivered_at = now() where id = $1 and status = 'accepted'
         returning delivered_at`,
        [id, status],
      );
      if (!row) return;
      for (const listener of this.#listeners)
        await listener({ providerMessageId: id, status, at: row.delivered_at });
    } catch (error) {
      this.#log.error({ err: error, providerMessageId: id }, 'sandbox delivery report failed');
    }
  }
}
