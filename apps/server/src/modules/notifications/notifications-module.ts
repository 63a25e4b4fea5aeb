import type { Database } from '../../db/database.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { EmailService } from './email-service.ts';
import { SmsService } from './sms-service.ts';

/**
 * The emails and SMS the product sends: each queued in its cause's transaction, sent by a job through the provider,
 * its delivery recorded when the provider reports it. The other modules see them as `EmailQueue` and `SmsQueue`.
 */
export function createNotifications(deps: {
  readonly db: Database;
  readonly worker: JobWorker;
  readonly emailProvider: EmailProvider;
  readonly smsProvider: SmsProvider;
  /** The address emails are sent from. */
  readonly from: string;
}): { email: EmailService; sms: SmsService } {
  const { db, worker } = deps;
  return {
    email: new EmailService({ db, provider: deps.emailProvider, from: deps.from, worker }),
    sms: new SmsService({ db, provider: deps.smsProvider, worker }),
  };
}
