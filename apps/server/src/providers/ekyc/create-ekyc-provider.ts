import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EkycProvider } from './ekyc-provider.ts';
import { SandboxEkycProvider } from './sandbox-ekyc-provider.ts';

/**
 * Only the sandbox exists until a provider's contract is signed; config.ts refuses to start production with it unless
 * ALLOW_SANDBOX_IN_PRODUCTION lists 'ekyc'. A hosted provider becomes a case here, chosen by configuration.
 */
export function createEkycProvider(config: Config, db: Database, log: Logger): EkycProvider {
  switch (config.ekyc.provider) {
    case 'sandbox':
      return new SandboxEkycProvider({ db, delayMs: config.ekyc.sandboxDelayMs, log });
  }
}
