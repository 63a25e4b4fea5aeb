import {
  agreementNoParamsSchema,
  DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH,
  devAccountClosedSchema,
  devAccountCloseRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import type { CloseOfBusinessService } from './close-of-business-service.ts';

/**
 * The developer's control of the close of business, registered only outside production like the developer inbox
 * (decision 050): one account's days closed ahead of the business date, so that a demo or a browser journey has an
 * account with late charges and reminder letters without waiting for the calendar.
 */
export function closeOfBusinessDevRoutes(deps: { close: CloseOfBusinessService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH(':agreementNo'),
      {
        schema: {
          tags: ['developer'],
          summary:
            'Close one account’s days ahead of the business date, as the daily close would (not in production)',
          params: agreementNoParamsSchema,
          body: devAccountCloseRequestSchema,
          response: { 200: devAccountClosedSchema, ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await deps.close.closeAccountThrough(request.params.agreementNo, request.body.through)),
    );
  };
}
