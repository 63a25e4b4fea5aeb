import {
  AGREEMENT_BACKOFFICE_PATHS,
  idParamsSchema,
  liveCallListQuerySchema,
  liveCallListSchema,
  liveCallOutcomeRequestSchema,
  liveCallOutcomeSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { LiveCallService } from './live-call-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];

/** The back office's live calls: every officer reads a day's calls; an attestation officer records the outcome. */
export function officerLiveCallRoutes(deps: { liveCalls: LiveCallService }): FastifyPluginAsyncZod {
  const { liveCalls } = deps;
  return async (app) => {
    app.get(
      AGREEMENT_BACKOFFICE_PATHS.liveCalls,
      {
        schema: {
          tags: TAGS,
          summary: "A day's live attestation calls (today, Malaysian time, by default), in time order",
          security: bearer,
          querystring: liveCallListQuerySchema,
          response: { 200: liveCallListSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await liveCalls.day(request.query.date)),
    );

    app.post(
      AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(':id'),
      {
        schema: {
          tags: TAGS,
          summary:
            'Record a live call completed (attested) or missed (the customer chooses again), with a remark',
          security: bearer,
          params: idParamsSchema,
          body: liveCallOutcomeRequestSchema,
          response: { 200: liveCallOutcomeSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { key, call } = await liveCalls.recordOutcome(
          officerOf(request),
          request.params.id,
          request.body,
          traceOf(request),
        );
        return reply.headers(NO_STORE).send({ message: translate(languageOf(request), key), call });
      },
    );
  };
}
