import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { CommodityTradingProvider } from './commodity-trading-provider.ts';
import { SandboxCommodityTradingProvider } from './sandbox-commodity-trading-provider.ts';

/**
 * Only the sandbox exists until the financier trades on a commodity platform; config.ts refuses to start production
 * with it unless ALLOW_SANDBOX_IN_PRODUCTION lists 'commodity-trading'. A platform becomes a case here.
 */
export function createCommodityTradingProvider(
  config: Config,
  db: Database,
  log: Logger,
): CommodityTradingProvider {
  switch (config.commodityTrading.provider) {
    case 'sandbox':
      return new SandboxCommodityTradingProvider({
        db,
        delayMs: config.commodityTrading.sandboxDelayMs,
        log,
      });
  }
}
