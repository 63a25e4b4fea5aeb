import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { SandboxPayoutProvider } from './sandbox-payout-provider.ts';

/**
 * Only the sandbox exists until the lender's paying bank is connected; config.ts refuses to start production with it
 * unless ALLOW_SANDBOX_IN_PRODUCTION lists 'payout'. The bank's payout API becomes a case here.
 */
export function createPayoutProvider(config: Config, db: Database, log: Logger): PayoutProvider {
  switch (config.payout.provider) {
    case 'sandbox':
      return new SandboxPayoutProvider({ db, delayMs: config.payout.sandboxDelayMs, log });
  }
}
