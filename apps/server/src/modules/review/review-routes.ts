import {
  applicationListQuerySchema,
  BACKOFFICE_PATHS,
  decisionRequestSchema,
  decisionResponseSchema,
  idParamsSchema,
  noteRequestSchema,
  officerApplicationSchema,
  queueListSchema,
  queueSummarySchema,
  REVIEWING_OFFICERS,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { DecisionService } from './decision-service.ts';
import type { QueueService } from './queue-service.ts';
import { reviewErrorResponses } from './review-schemas.ts';
import type { ReviewService } from './review-service.ts';

const TAGS = ['review'];
const bearer = [{ bearer: [] }];

/**
 * The review calls of the back office (officers only: a customer token is a 401 on every one). Every officer reads
 * the queues and applications, only the reviewing roles decide, and the transition table decides the rest.
 */
export function reviewRoutes(deps: {
  queues: QueueService;
  reviews: ReviewService;
  decisions: DecisionService;
}): FastifyPluginAsyncZod {
  const { queues, reviews, decisions } = deps;

  return async (app) => {
    app.get(
      BACKOFFICE_PATHS.queues,
      {
        schema: {
          tags: TAGS,
          summary:
            'Applications waiting for an officer: counts by status and product, the oldest and overdue',
          security: bearer,
          response: { 200: queueSummarySchema, ...reviewErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await queues.summary()),
    );

    app.get(
      BACKOFFICE_PATHS.applications,
      {
        schema: {
          tags: TAGS,
          summary: 'Applications waiting for an officer, oldest first, with their age in business days',
          security: bearer,
          querystring: applicationListQuerySchema,
          response: { 200: queueListSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await queues.list(request.query)),
    );

    app.get(
      BACKOFFICE_PATHS.application(':id'),
      {
        schema: {
          tags: TAGS,
          summary:
            'The application as an officer sees it, with the decisions this officer may take (audited)',
          security: bearer,
          params: idParamsSchema,
          response: { 200: officerApplicationSchema, ...reviewErrorResponses },
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
      BACKOFFICE_PATHS.decisions(':id'),
      {
        config: { officerRoles: REVIEWING_OFFICERS },
        schema: {
          tags: TAGS,
          summary:
            'Verify, approve, reject, refer back or follow up, with a remark (transition table, maker-checker)',
          security: bearer,
          params: idParamsSchema,
          body: decisionRequestSchema,
          response: { 200: decisionResponseSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        const language = languageOf(request);
        await decisions.decide(officer, request.params.id, request.body, traceOf(request));
        const application = await reviews.read(officer, request.params.id, language);
        const status = translate(language, `status.application.${application.application.applicationStatus}`);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(language, 'status.review.decisionRecorded', { status }), application });
      },
    );

    app.post(
      BACKOFFICE_PATHS.notes(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'Leave a note for colleagues on the application (not a decision)',
          security: bearer,
          params: idParamsSchema,
          body: noteRequestSchema,
          response: { 201: decisionResponseSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        const language = languageOf(request);
        await reviews.addNote(officer, request.params.id, request.body.text, traceOf(request));
        const application = await reviews.read(officer, request.params.id, language);
        return reply
          .code(201)
          .headers(NO_STORE)
          .send({ message: translate(language, 'status.review.noteAdded'), application });
      },
    );
  };
}
