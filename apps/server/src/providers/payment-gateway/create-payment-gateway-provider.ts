import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentGatewayProvider } from './payment-gateway-provider.ts';
import { SandboxPaymentGatewayProvider } from './sandbox-payment-gateway-provider.ts';

/**
 * Only the sandbox exists until the lender's payment gateway account is contracted; config.ts refuses to start
 * production with it unless ALLOW_SANDBOX_IN_PRODUCTION lists 'payment-gateway'. The gateway becomes a case here,
 * with its merchant id, verify key and secret key. The sandbox's payment page is served by the app itself
 * (sandbox-gateway-page-routes.ts), at PUBLIC_URL.
 */
export function createPaymentGatewayProvider(
  config: Config,
  db: Database,
  log: Logger,
): PaymentGatewayProvider {
  switch (config.paymentGateway.provider) {
    case 'sandbox':
      return new SandboxPaymentGatewayProvider({
        db,
        delayMs: config.paymentGateway.sandboxDelayMs,
        publicUrl: config.publicUrl,
        log,
      });
  }
}
