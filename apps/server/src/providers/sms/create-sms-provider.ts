import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { SandboxSmsProvider } from './sandbox-sms-provider.ts';

/**
 * Only the sandbox exists until an SMS gateway is contracted; config.ts already refuses to start production unless
 * ALLOW_SANDBOX_IN_PRODUCTION lists 'sms'. A real gateway becomes a case here, chosen by configuration.
 */
export function createSmsProvider(config: Config, db: Database, log: Logger): SandboxSmsProvider {
  return new SandboxSmsProvider({ db, deliveryDelayMs: config.sandboxDeliveryDelayMs, log });
}
