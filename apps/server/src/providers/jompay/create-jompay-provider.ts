import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JompayProvider } from './jompay-provider.ts';
import { SandboxJompayProvider } from './sandbox-jompay-provider.ts';

/**
 * Only the sandbox exists until the lender's biller bank delivers its files (over its host-to-host channel); config.ts
 * refuses to start production with it unless ALLOW_SANDBOX_IN_PRODUCTION lists 'jompay'. The sandbox's bill-payment
 * page is served by the app itself (sandbox-jompay-page-routes.ts).
 */
export function createJompayProvider(config: Config, db: Database, clock: Clock): JompayProvider {
  switch (config.jompay.provider) {
    case 'sandbox':
      return new SandboxJompayProvider({ db, clock, billerCode: config.jompay.billerCode });
  }
}
