import {
  idParamsSchema,
  MONEY_ATTENTION_PATHS,
  moneyAttentionListSchema,
  moneyAttentionResolveRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { SERVICING_ROLES } from '../servicing/statement-routes.ts';
import type { PaymentOrderService } from './payment-order-service.ts';

const config = { officerRoles: SERVICING_ROLES };

/** The back office's payment orders the gateway left pending after their last requery, resolved with a note (052). */
export function officerPaymentOrderRoutes(deps: { orders: PaymentOrderService }): FastifyPluginAsyncZod {
  const { orders } = deps;
  return async (app) => {
    app.get(
      MONEY_ATTENTION_PATHS.paymentOrders,
      {
        config,
        schema: {
          tags: ['servicing'],
          summary:
            'The online payment orders still pending at the gateway after their last requery, not yet resolved',
          security: [{ bearer: [] }],
          response: { 200: moneyAttentionListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send({ items: await orders.attention() }),
    );

    app.post(
      MONEY_ATTENTION_PATHS.resolvePaymentOrder(':id'),
      {
        config,
        schema: {
          tags: ['servicing'],
          summary:
            'Resolve a payment order left pending at the gateway, with a note (audited); answers those left',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: moneyAttentionResolveRequestSchema,
          response: { 200: moneyAttentionListSchema, ...authErrorResponses, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        await orders.resolveAttention(
          officerOf(request),
          request.params.id,
          request.body.note,
          traceOf(request),
        );
        return reply.headers(NO_STORE).send({ items: await orders.attention() });
      },
    );
  };
}
