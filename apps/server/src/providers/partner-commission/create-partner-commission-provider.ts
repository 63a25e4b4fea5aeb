import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { PartnerCommissionProvider } from './partner-commission-provider.ts';
import { SandboxPartnerCommissionProvider } from './sandbox-partner-commission-provider.ts';

/**
 * Only the sandbox exists until the operator's partner platform is connected; config.ts refuses to start production
 * with it unless ALLOW_SANDBOX_IN_PRODUCTION lists 'partner-commission'.
 */
export function createPartnerCommissionProvider(
  config: Config,
  db: Database,
  log: Logger,
): PartnerCommissionProvider {
  switch (config.partnerCommission.provider) {
    case 'sandbox':
      return new SandboxPartnerCommissionProvider({
        db,
        delayMs: config.partnerCommission.sandboxDelayMs,
        log,
      });
  }
}
