import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EmailProvider } from './email-provider.ts';
import { SandboxEmailProvider } from './sandbox-email-provider.ts';
import { SmtpEmailProvider } from './smtp-email-provider.ts';

export function createEmailProvider(config: Config, db: Database, log: Logger): EmailProvider {
  switch (config.email.provider) {
    case 'sandbox':
      return new SandboxEmailProvider({ db, deliveryDelayMs: config.sandboxDeliveryDelayMs, log });
    case 'smtp':
      if (!config.email.smtpUrl) throw new Error('SMTP_URL is required when EMAIL_PROVIDER is smtp');
      return new SmtpEmailProvider(config.email.smtpUrl);
  }
}
