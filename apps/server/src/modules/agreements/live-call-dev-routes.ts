import { DEV_LIVE_CALL_START_NOW_PATH, idParamsSchema, liveCallBookingSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.ts';
import type { LiveCallService } from './live-call-service.ts';

/**
 * The developer's control of the live calls, registered only outside production like the developer inbox: a booked
 * call starts now, so that an attestation officer can record its outcome in a demo or a browser journey.
 */
export function liveCallDevRoutes(deps: { liveCalls: LiveCallService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      DEV_LIVE_CALL_START_NOW_PATH(':id'),
      {
        schema: {
          tags: ['developer'],
          summary: 'Move a booked live call to start now (not in production)',
          params: idParamsSchema,
          response: { 200: liveCallBookingSchema, ...errorResponses },
        },
      },
      async (request) => deps.liveCalls.startNow(request.params.id),
    );
  };
}
