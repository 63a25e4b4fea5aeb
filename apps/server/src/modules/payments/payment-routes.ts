import {
  PAYMENT_PATHS,
  paymentOrderParamsSchema,
  paymentOrderRequestSchema,
  paymentOrderSchema,
  paymentOrderStartedSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf } from '../../http/translator.ts';
import type { PaymentOrderService } from './payment-order-service.ts';

const TAGS = ['payments'];
const bearer = [{ bearer: [] }];

/** The customer's calls: a payment order (with its Idempotency-Key) and one order's result. */
export function paymentRoutes(deps: {
  orders: PaymentOrderService;
  idempotency: Idempotency;
}): FastifyPluginAsyncZod {
  const { orders, idempotency } = deps;
  return async (app) => {
    app.post(
      PAYMENT_PATHS.order,
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary:
            'A payment order (the spec’s razer call): the amount due or a chosen amount, by online banking or card; ' +
            'answers the gateway’s page. Needs an Idempotency-Key header',
          security: bearer,
          body: paymentOrderRequestSchema,
          response: {
            200: paymentOrderStartedSchema,
            ...authErrorResponses,
            422: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const customer = customerOf(request);
        reply.headers(NO_STORE);
        return idempotency.run(request, reply, `customer:${customer.userId}`, async () => ({
          statusCode: 200,
          body: await orders.start(customer, request.body),
        }));
      },
    );

    app.get(
      PAYMENT_PATHS.orderStatus(':orderId'),
      {
        schema: {
          tags: TAGS,
          summary: 'One of the caller’s payment orders: success, failure with its reason, or pending',
          security: bearer,
          params: paymentOrderParamsSchema,
          response: { 200: paymentOrderSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await orders.order(customerOf(request), request.params.orderId, languageOf(request))),
    );
  };
}
