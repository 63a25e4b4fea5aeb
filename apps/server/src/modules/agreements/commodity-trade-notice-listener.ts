import type { CommodityTradingProvider } from '../../providers/commodity-trading/commodity-trading-provider.ts';
import type { CommodityTradeService } from './commodity-trade-service.ts';

/**
 * The trading platform's notices (a leg confirmed with its certificate, or failed at a broker) go to the trade's
 * service, which verifies each with the platform's `verifyNotice` before reading it. A listener that throws gets
 * the same notice again on the platform's next delivery.
 */
export function listenToCommodityTradeNotices(
  provider: CommodityTradingProvider,
  trades: CommodityTradeService,
): void {
  provider.onNotice((notice) => trades.applyNotice(notice));
}
