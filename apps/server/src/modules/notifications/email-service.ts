import type { Database, Queryable } from '../../db/database.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import {
  type EmailAttachment,
  type EmailProvider,
  ProviderRejectedError,
} from '../../providers/email/email-provider.ts';
import {
  findOutboundEmail,
  insertOutboundEmail,
  markEmailSent,
  recordDelivery,
  recordEmailError,
} from './email-repository.ts';

export const SEND_EMAIL_JOB = 'email.send';

export interface EmailToQueue {
  purpose: string;
  recipient: string;
  replyTo?: string | undefined;
  subject: string;
  bodyText: string;
  attachments?: readonly EmailAttachment[];
}

/**
 * Emails are queued in the caller's transaction and sent by a job, so a request never waits on the provider and
 * a message is never lost when the provider is down: the job retries with back-off.
 */
export class EmailService {
  readonly #db: Database;
  readonly #provider: EmailProvider;
  readonly #from: string;

  constructor(options: { db: Database; provider: EmailProvider; from: string; worker: JobWorker }) {
    this.#db = options.db;
    this.#provider = options.provider;
    this.#from = options.from;
    options.worker.handle(SEND_EMAIL_JOB, (payload, job) =>
      this.#send(String(payload.emailId), job.attempts >= job.maxAttempts),
    );
    this.#provider.onDeliveryReport((report) =>
      recordDelivery(this.#db, this.#provider.name, report.providerMessageId, report.status),
    );
  }

  async queue(tx: Queryable, email: EmailToQueue): Promise<string> {
    const emailId = await insertOutboundEmail(tx, email);
    await enqueueJob(tx, SEND_EMAIL_JOB, { emailId });
    return emailId;
  }

  async #send(emailId: string, lastAttempt: boolean): Promise<void> {
    const email = await findOutboundEmail(this.#db, emailId);
    if (!email) throw new PermanentJobError(`outbound email ${emailId} not found`);
    if (email.status !== 'queued') return;
    try {
      const { providerMessageId } = await this.#provider.send({
        from: this.#from,
        to: email.recipient,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.bodyText,
        attachments: email.attachments,
      });
      await markEmailSent(this.#db, emailId, this.#provider.name, providerMessageId);
    } catch (error) {
      const permanent = error instanceof ProviderRejectedError;
      await recordEmailError(this.#db, emailId, (error as Error).message, permanent || lastAttempt);
      throw permanent ? new PermanentJobError((error as Error).message) : error;
    }
  }
}
