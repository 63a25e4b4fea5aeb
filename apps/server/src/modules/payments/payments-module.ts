import type { FastifyInstance, FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import {
  CALLBACK_ACKNOWLEDGEMENT,
  type PaymentGatewayProvider,
} from '../../providers/payment-gateway/payment-gateway-provider.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import type { LoanAccountPosting } from './loan-account-posting.ts';
import { officerPaymentOrderRoutes } from './officer-payment-order-routes.ts';
import { PAYMENT_POLL_JOB, PaymentOrderService } from './payment-order-service.ts';
import { paymentRoutes } from './payment-routes.ts';

export interface PaymentsDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly guards: Pick<Guards, 'customer' | 'officer'>;
  readonly gateway: PaymentGatewayProvider;
  /** The loan accounts: the account of an agreement, and posting a confirmed payment to it. */
  readonly accounts: LoanAccountPosting;
  readonly idempotency: Idempotency;
  readonly jobs: JobWorker;
  /** Where the gateway sends the browser back: this server's public address. */
  readonly publicUrl: string;
  readonly log: Logger;
  /** The email queue and the operations inbox (`OPERATIONS_EMAIL`), told of an order left pending (decision 052). */
  readonly email: EmailQueue;
  readonly operationsEmail: string;
}

/**
 * Paying online (issue 13; docs/decisions/035): the customer's payment orders through the payment gateway, the
 * gateway's return, callback and notification, the requery of orders still open, and the back office's list of orders
 * the gateway left pending (decision 052).
 */
export async function registerPayments(app: FastifyInstance, deps: PaymentsDependencies) {
  const orders = new PaymentOrderService({
    db: deps.db,
    clock: deps.clock,
    gateway: deps.gateway,
    accounts: deps.accounts,
    publicUrl: deps.publicUrl,
    log: deps.log,
    alerts: {
      email: deps.email,
      recipient: deps.operationsEmail,
      publicUrl: deps.publicUrl.replace(/\/$/, ''),
    },
  });
  // The gateway's server-to-server deliveries, as they reach the callback and notification routes.
  deps.gateway.onDelivery(async (kind, fields) => {
    await orders.applyAnswer(kind, fields);
    return kind === 'callback' ? CALLBACK_ACKNOWLEDGEMENT : 'OK';
  });
  deps.jobs.handle(PAYMENT_POLL_JOB, async (payload) => {
    const orderId = String(payload.orderId);
    const attempt = Number(payload.attempt);
    if (!Number.isInteger(attempt)) throw new PermanentJobError(`poll of ${orderId} has no attempt number`);
    await orders.poll(orderId, attempt);
  });
  await app.register(
    guardedScope(deps.guards.customer, paymentRoutes({ orders, idempotency: deps.idempotency })),
  );
  await app.register(gatewayRoutes({ orders }));
  await app.register(guardedScope(deps.guards.officer, officerPaymentOrderRoutes({ orders })));
  return { orders };
}
