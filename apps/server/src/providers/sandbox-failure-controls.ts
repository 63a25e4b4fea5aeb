import type { CommodityTradingProvider } from './commodity-trading/commodity-trading-provider.ts';
import { SandboxCommodityTradingProvider } from './commodity-trading/sandbox-commodity-trading-provider.ts';
import type { DirectDebitProvider } from './direct-debit/direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './direct-debit/sandbox-direct-debit-provider.ts';
import type { EStampingProvider } from './e-stamping/e-stamping-provider.ts';
import { SandboxEStampingProvider } from './e-stamping/sandbox-e-stamping-provider.ts';
import type { JompayProvider } from './jompay/jompay-provider.ts';
import { SandboxJompayProvider } from './jompay/sandbox-jompay-provider.ts';
import type { PaymentGatewayProvider } from './payment-gateway/payment-gateway-provider.ts';
import { SandboxPaymentGatewayProvider } from './payment-gateway/sandbox-payment-gateway-provider.ts';
import type { PayoutProvider } from './payout/payout-provider.ts';
import { SandboxPayoutProvider } from './payout/sandbox-payout-provider.ts';
import type { SandboxFailureControls } from './sandbox-failure-routes.ts';

/** The failure switches of the providers after approval, when every one of them is its sandbox; else null. */
export function sandboxFailureControls(providers: {
  readonly eStamping: EStampingProvider;
  readonly commodityTrading: CommodityTradingProvider;
  readonly directDebit: DirectDebitProvider;
  readonly payout: PayoutProvider;
  readonly paymentGateway: PaymentGatewayProvider;
  readonly jompay: JompayProvider;
}): SandboxFailureControls | null {
  const { eStamping, commodityTrading, directDebit, payout, paymentGateway, jompay } = providers;
  if (
    eStamping instanceof SandboxEStampingProvider &&
    commodityTrading instanceof SandboxCommodityTradingProvider &&
    directDebit instanceof SandboxDirectDebitProvider &&
    payout instanceof SandboxPayoutProvider &&
    paymentGateway instanceof SandboxPaymentGatewayProvider &&
    jompay instanceof SandboxJompayProvider
  )
    return {
      'e-stamping': eStamping,
      'commodity-trading': commodityTrading,
      'direct-debit': directDebit,
      payout,
      'payment-gateway': paymentGateway,
      jompay,
    };
  return null;
}
