import { EKYC_PATHS, ekycHandoffClaimSchema, ekycHandoffParamsSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import type { EkycHandoffService } from './ekyc-handoff-service.ts';
import { ekycErrorResponses } from './ekyc-schemas.ts';

/** The phone's side of the hand-off (public: the single-use link is the proof). */
export function ekycHandoffRoutes(deps: { handoffs: EkycHandoffService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      EKYC_PATHS.claimHandoff(':token'),
      {
        // No login: the link is the proof. Limited, so that links cannot be guessed by trying.
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['ekyc'],
          summary: 'Claim a hand-off link, once: answers a capture token for its session (30 minutes)',
          params: ekycHandoffParamsSchema,
          response: { 200: ekycHandoffClaimSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await deps.handoffs.claim(request.params.token)),
    );
  };
}
