import { parseMalaysianMobile } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { ProviderRejectedError } from '../../providers/email/email-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import {
  findOutboundSms,
  insertOutboundSms,
  markSmsSent,
  recordSmsDelivery,
  recordSmsError,
} from './sms-repository.ts';

export const SEND_SMS_JOB = 'sms.send';

export interface SmsToQueue {
  purpose: string;
  /** The national number the customer typed: '0123456789'. */
  to: string;
  text: string;
}

/**
 * SMS are queued in the caller's transaction and sent by a job, so a request never waits on the gateway, a code is
 * sent only when the change that issued it committed, and a message is never lost while the gateway is down: the
 * job retries with back-off.
 */
export class SmsService {
  readonly #db: Database;
  readonly #provider: SmsProvider;

  constructor(options: { db: Database; provider: SmsProvider; worker: JobWorker }) {
    this.#db = options.db;
    this.#provider = options.provider;
    options.worker.handle(SEND_SMS_JOB, (payload, job) =>
      this.#send(String(payload.smsId), job.attempts >= job.maxAttempts),
    );
    this.#provider.onDeliveryReport((report) =>
      recordSmsDelivery(this.#db, this.#provider.name, report.providerMessageId, report.status),
    );
  }

  /** Throws a RangeError for a number that is not a Malaysian mobile: callers validate what customers type. */
  async queue(tx: Queryable, sms: SmsToQueue): Promise<string> {
    const mobile = parseMalaysianMobile(sms.to);
    if (!mobile || mobile.national !== sms.to)
      throw new RangeError('an SMS is queued to a national Malaysian mobile number such as 0123456789');
    const smsId = await insertOutboundSms(tx, {
      purpose: sms.purpose,
      recipient: sms.to,
      bodyText: sms.text,
    });
    await enqueueJob(tx, SEND_SMS_JOB, { smsId });
    return smsId;
  }

  async #send(smsId: string, lastAttempt: boolean): Promise<void> {
    const sms = await findOutboundSms(this.#db, smsId);
    if (!sms) throw new PermanentJobError(`outbound SMS ${smsId} not found`);
    if (sms.status !== 'queued' || sms.bodyText === null) return;
    const mobile = parseMalaysianMobile(sms.recipient);
    if (!mobile) {
      await recordSmsError(this.#db, smsId, 'not a Malaysian mobile number', true);
      throw new PermanentJobError(`outbound SMS ${smsId} has no valid recipient`);
    }
    try {
      const { providerMessageId } = await this.#provider.send({ to: mobile.e164, text: sms.bodyText });
      await markSmsSent(this.#db, smsId, this.#provider.name, providerMessageId);
    } catch (error) {
      const permanent = error instanceof ProviderRejectedError;
      await recordSmsError(this.#db, smsId, (error as Error).message, permanent || lastAttempt);
      throw permanent ? new PermanentJobError((error as Error).message) : error;
    }
  }
}
