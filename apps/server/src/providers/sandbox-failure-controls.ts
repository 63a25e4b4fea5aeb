import type { CommodityTradingProvider } from './commodity-trading/commodity-trading-provider.ts';
import { SandboxCommodityTradingProvider } from './commodity-trading/sandbox-commodity-trading-provider.ts';
import type { DirectDebitProvider } from './direct-debit/direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './direct-debit/sandbox-direct-debit-provider.ts';
import type { EStampingProvider } from './e-stamping/e-stamping-provider.ts';
import { SandboxEStampingProvider } from './e-stamping/sandbox-e-stamping-provider.ts';
import type { PayoutProvider } from './payout/payout-provider.ts';
import { SandboxPayoutProvider } from './payout/sandbox-payout-provider.ts';
import type { SandboxFailureControls } from './sandbox-failure-routes.ts';

/** The failure switches of the providers after approval, when every one of them is its sandbox; else null. */
export function sandboxFailureControls(providers: {
  readonly eStamping: EStampingProvider;
  readonly commodityTrading: CommodityTradingProvider;
  readonly directDebit: DirectDebitProvider;
  readonly payout: PayoutProvider;
}): SandboxFailureControls | null {
  const { eStamping, commodityTrading, directDebit, payout } = providers;
  if (
    eStamping instanceof SandboxEStampingProvider &&
    commodityTrading instanceof SandboxCommodityTradingProvider &&
    directDebit instanceof SandboxDirectDebitProvider &&
    payout instanceof SandboxPayoutProvider
  )
    return {
      'e-stamping': eStamping,
      'commodity-trading': commodityTrading,
      'direct-debit': directDebit,
      payout,
    };
  return null;
}
