import {
  idParamsSchema,
  officerSmeApplicationSchema,
  REVIEWING_OFFICERS,
  SME_BACKOFFICE_PATHS,
  smeCancelRequestSchema,
  smeDecisionRequestSchema,
  smeDecisionResponseSchema,
  smeQueueListSchema,
  smeQueueQuerySchema,
  smeQueueSummarySchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { SmeReviewService } from './sme-review-service.ts';

const TAGS = ['sme-review'];
const bearer = [{ bearer: [] }];
/** The account calls' error answers, and terms an approval cannot take (422). */
const errorResponses = { ...authErrorResponses, 422: errorBodySchema } as const;

/**
 * The back office's SME and staff application calls (officers only). Every officer reads the queues and the
 * applications; the reviewing roles decide and the admin cancels, and the transition table decides the rest.
 */
export function smeReviewRoutes(deps: { reviews: SmeReviewService }): FastifyPluginAsyncZod {
  const { reviews } = deps;

  return async (app) => {
    app.get(
      SME_BACKOFFICE_PATHS.queues,
      {
        schema: {
          tags: TAGS,
          summary: 'SME and staff applications waiting for an officer: counts by status and product',
          security: bearer,
          response: { 200: smeQueueSummarySchema, ...errorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await reviews.summary()),
    );

    app.get(
      SME_BACKOFFICE_PATHS.applications,
      {
        schema: {
          tags: TAGS,
          summary: 'SME and staff applications waiting for an officer, oldest first, searchable',
          security: bearer,
          querystring: smeQueueQuerySchema,
          response: { 200: smeQueueListSchema, ...errorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await reviews.list(request.query)),
    );

    app.get(
      SME_BACKOFFICE_PATHS.application(':id'),
      {
        schema: {
          tags: TAGS,
          summary:
            'The SME or staff application as an officer sees it, with the decisions this officer may take',
          security: bearer,
          params: idParamsSchema,
          response: { 200: officerSmeApplicationSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await reviews.view(officerOf(request), request.params.id, languageOf(request), traceOf(request)),
          ),
    );

    app.post(
      SME_BACKOFFICE_PATHS.decisions(':id'),
      {
        config: { officerRoles: REVIEWING_OFFICERS },
        schema: {
          tags: TAGS,
          summary:
            'Verify, approve, reject, refer back or follow up an SME or staff application, with a remark',
          security: bearer,
          params: idParamsSchema,
          body: smeDecisionRequestSchema,
          response: { 200: smeDecisionResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        const language = languageOf(request);
        await reviews.decide(officer, request.params.id, request.body, traceOf(request));
        const application = await reviews.read(officer, request.params.id, language);
        const status = translate(language, `status.application.${application.application.applicationStatus}`);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(language, 'status.review.decisionRecorded', { status }), application });
      },
    );

    app.patch(
      SME_BACKOFFICE_PATHS.cancel(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'Cancel an SME or staff application (admin), with a remark',
          security: bearer,
          params: idParamsSchema,
          body: smeCancelRequestSchema,
          response: { 200: smeDecisionResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        const language = languageOf(request);
        await reviews.cancel(officer, request.params.id, request.body.remark, traceOf(request));
        const application = await reviews.read(officer, request.params.id, language);
        const status = translate(language, `status.application.${application.application.applicationStatus}`);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(language, 'status.review.decisionRecorded', { status }), application });
      },
    );
  };
}
