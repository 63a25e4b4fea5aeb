import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { DirectDebitProvider } from './direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './sandbox-direct-debit-provider.ts';

/**
 * Only the sandbox exists until the lender's FPX direct-debit acquirer is contracted; config.ts refuses to start
 * production with it unless ALLOW_SANDBOX_IN_PRODUCTION lists 'direct-debit'. The acquirer becomes a case here. The
 * sandbox's bank pages are served by the app itself (sandbox-fpx-bank-routes.ts), at PUBLIC_URL.
 */
export function createDirectDebitProvider(config: Config, db: Database, log: Logger): DirectDebitProvider {
  switch (config.directDebit.provider) {
    case 'sandbox':
      return new SandboxDirectDebitProvider({
        db,
        delayMs: config.directDebit.sandboxDelayMs,
        publicUrl: config.publicUrl,
        log,
      });
  }
}
