import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EStampingProvider } from './e-stamping-provider.ts';
import { SandboxEStampingProvider } from './sandbox-e-stamping-provider.ts';

/**
 * Only the sandbox exists until the lender's STAMPS access is set up; config.ts refuses to start production with it
 * unless ALLOW_SANDBOX_IN_PRODUCTION lists 'e-stamping'. LHDN's service becomes a case here, chosen by configuration.
 */
export function createEStampingProvider(config: Config, db: Database, log: Logger): EStampingProvider {
  switch (config.eStamping.provider) {
    case 'sandbox':
      return new SandboxEStampingProvider({ db, delayMs: config.eStamping.sandboxDelayMs, log });
  }
}
