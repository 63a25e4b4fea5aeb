import {
  gatewayAcknowledgementSchema,
  gatewayCallbackSchema,
  gatewayReturnQuerySchema,
  PAYMENT_PATHS,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { CALLBACK_ACKNOWLEDGEMENT } from '../../providers/payment-gateway/payment-gateway-provider.ts';
import type { PaymentOrderService } from './payment-order-service.ts';

const TAGS = ['payments'];

/**
 * The gateway's side, without login (each answer is signed, and checked before anything of it is read): the
 * browser's return, which applies the answer it carries and redirects to the web's result or pending page; the
 * callback (`nbcb=1`), answered `CBTOKEN:MPSTATOK` once applied; the notification (`nbcb=2`). A bad signature is a
 * 401 on the callback and the notification; on the return it changes nothing and the page shows the order as it is.
 */
export function gatewayRoutes(deps: { orders: PaymentOrderService }): FastifyPluginAsyncZod {
  const { orders } = deps;
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8_192 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get(
      PAYMENT_PATHS.gatewayReturn,
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary:
            'The gateway’s return of the browser: applies the signed answer, redirects to the result page',
          querystring: gatewayReturnQuerySchema,
          response: errorResponses,
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).redirect(await orders.returnTarget(request.query), 303),
    );

    // The gateway may post the browser back as a form instead: the same answer, read from the body.
    app.post(
      PAYMENT_PATHS.gatewayReturn,
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: 'The gateway’s return of the browser as a form: as the GET',
          body: gatewayReturnQuerySchema,
          response: errorResponses,
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).redirect(await orders.returnTarget(request.body), 303),
    );

    for (const [path, source, answer] of [
      [PAYMENT_PATHS.gatewayCallback, 'callback', CALLBACK_ACKNOWLEDGEMENT],
      [PAYMENT_PATHS.gatewayNotification, 'notification', 'OK'],
    ] as const) {
      app.post(
        path,
        {
          config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
          schema: {
            tags: TAGS,
            summary: `The gateway’s ${source} (signed form fields): applied once; a repeat changes nothing`,
            body: gatewayCallbackSchema,
            response: { 200: gatewayAcknowledgementSchema, 401: errorBodySchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          await orders.applyAnswer(source, request.body);
          return reply.headers(NO_STORE).type('text/plain; charset=utf-8').send(answer);
        },
      );
    }
  };
}
